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

  /** The endpoint marked default (person pages read from it), if any. */
  findDefault(): Promise<WorkdayEndpoint | null> {
    return this.endpoints.findOneBy({ isDefault: true });
  }

  /** Takes the default mark from every endpoint but this one; answers those that had it. */
  async clearDefaultExcept(manager: EntityManager, workdayApiUuid: string): Promise<string[]> {
    const rows = await manager
      .getRepository(WorkdayEndpoint)
      .createQueryBuilder()
      .update()
      .set({ isDefault: false })
      .where('is_default AND workday_api_uuid <> :workdayApiUuid', { workdayApiUuid })
      .returning('workday_api_uuid')
      .execute();
    return (rows.raw as { workday_api_uuid: string }[]).map((r) => r.workday_api_uuid);
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
