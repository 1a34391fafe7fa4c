import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EventBusService } from '@server/common/events/event-bus.service';
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventBusService,
  ) {}

  /**
   * Records a write and tells every browser it happened (DIRTY). Pass the write's transaction:
   * the entry and the notification then commit, or vanish, with it.
   */
  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(AuditEntry).insert({
      ...entry,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
    await this.events.publish(
      { kind: 'DIRTY', entity: entry.entityType, uuid: entry.entityId, action: entry.action },
      manager,
    );
  }

  findFor(entityType: string, entityId: string): Promise<AuditEntry[]> {
    return this.dataSource.getRepository(AuditEntry).find({
      where: { entityType, entityId },
      order: { at: 'ASC' },
    });
  }
}
