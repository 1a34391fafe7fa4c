import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WorkdayEndpoint } from './entities/workday-endpoint.entity';

/** The workday_endpoints queries. */
@Injectable()
export class WorkdayRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get endpoints() {
    return this.dataSource.getRepository(WorkdayEndpoint);
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
  ): Promise<void> {
    await this.endpoints.insert(row);
  }
}
