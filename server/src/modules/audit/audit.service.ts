import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditEntry } from './entities/audit-entry.entity';

export interface AuditRecord {
  entityType: string;
  entityId: string;
  action: string;
  actorUserUuid: string | null;
  before?: object;
  after?: object;
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Pass the write's transaction so the audit entry commits or rolls back with it. */
  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(AuditEntry).insert({
      ...entry,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  findFor(entityType: string, entityId: string): Promise<AuditEntry[]> {
    return this.dataSource.getRepository(AuditEntry).find({
      where: { entityType, entityId },
      order: { at: 'ASC' },
    });
  }
}
