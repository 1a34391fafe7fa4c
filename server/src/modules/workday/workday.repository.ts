import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { WorkdayEndpoint } from './entities/workday-endpoint.entity';

/** The workday_endpoints queries. */
@Injectable()
export class WorkdayRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get endpoints() {
    return this.dataSource.getRepository(WorkdayEndpoint);
  }

  /** The endpoint locked for a change inside the caller's transaction. */
  lockEndpoint(manager: EntityManager, workdayApiUuid: string): Promise<WorkdayEndpoint | null> {
    return manager
      .getRepository(WorkdayEndpoint)
      .createQueryBuilder('e')
      .where('e.workday_api_uuid = :workdayApiUuid', { workdayApiUuid })
      .setLock('pessimistic_write')
      .getOne();
  }

  listEndpoints(): Promise<WorkdayEndpoint[]> {
    return this.endpoints.find({ order: { description: 'ASC', workdayApiUuid: 'ASC' } });
  }

  findEndpoint(workdayApiUuid: string): Promise<WorkdayEndpoint | null> {
    return this.endpoints.findOneBy({ workdayApiUuid });
  }

  /** The endpoint person pages read from: the first readable, production before test. */
  findDefaultReadable(): Promise<WorkdayEndpoint | null> {
    return this.endpoints.findOne({
      where: { canRead: true },
      order: { isProduction: 'DESC', description: 'ASC' },
    });
  }

  countEndpoints(): Promise<number> {
    return this.endpoints.count();
  }

  async insertEndpoint(
    row: Omit<WorkdayEndpoint, 'version' | 'created' | 'updated'>,
    manager?: EntityManager,
  ): Promise<void> {
    await (manager?.getRepository(WorkdayEndpoint) ?? this.endpoints).insert(row);
  }

  async updateEndpoint(
    manager: EntityManager,
    workdayApiUuid: string,
    changes: Partial<Omit<WorkdayEndpoint, 'workdayApiUuid' | 'version' | 'created' | 'updated'>>,
  ): Promise<void> {
    await manager.getRepository(WorkdayEndpoint).update(workdayApiUuid, changes);
  }

  async deleteEndpoint(manager: EntityManager, workdayApiUuid: string): Promise<void> {
    await manager.getRepository(WorkdayEndpoint).delete(workdayApiUuid);
  }
}
