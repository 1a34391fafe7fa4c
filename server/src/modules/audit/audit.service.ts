import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EventBusService } from '@server/common/events/event-bus.service';
import { ActorNames } from './actor-names';
import type { HistoryQueryDto, StoredHistoryEntry, StoredHistoryPage } from './dto/history.dto';
import { AuditEntry } from './entities/audit-entry.entity';

/** One object whose entries make up a history: a PDA, an exam, a class's placement, ... */
export interface AuditSubject {
  entityType: string;
  entityId: string;
}

interface HistoryRow {
  audit_entry_uuid: string;
  at: Date;
  action: string;
  entity_type: string;
  entity_id: string;
  actor_user_uuid: string | null;
  user_code: string | null;
  first_name: string | null;
  last_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  total: number;
}

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
    private readonly actors: ActorNames,
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

  /**
   * The entries of the subjects, newest first, one page. The caller has checked that the
   * principal may see the object the subjects belong to. Actors are named by the users
   * module's read model (ActorNames; the audit trail outlives the users module's rules on who
   * may see whom, and a deleted user stays a uuid with an empty name).
   */
  async history(subjects: AuditSubject[], query: HistoryQueryDto): Promise<StoredHistoryPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const rows: HistoryRow[] = subjects.length
      ? await this.dataSource.query(
          `SELECT a.audit_entry_uuid, a.at, a.action, a.entity_type, a.entity_id,
                  a.actor_user_uuid, u.user_code, u.first_name, u.last_name, a.before, a.after,
                  count(*) OVER ()::int AS total
             FROM audit_entries a
             ${this.actors.joinOn('a.actor_user_uuid', 'u')}
            WHERE (a.entity_type, a.entity_id) IN (SELECT * FROM unnest($1::varchar[], $2::varchar[]))
            ORDER BY a.at DESC, a.audit_entry_uuid DESC
            LIMIT $3 OFFSET $4`,
          [
            subjects.map((s) => s.entityType),
            subjects.map((s) => s.entityId),
            pageSize,
            (page - 1) * pageSize,
          ],
        )
      : [];
    // A page past the end still says how many there are.
    const total = rows[0]?.total ?? (page > 1 ? await this.count(subjects) : 0);
    return { page, pageSize, total, entries: rows.map(mapHistoryRow) };
  }

  private async count(subjects: AuditSubject[]): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_entries
        WHERE (entity_type, entity_id) IN (SELECT * FROM unnest($1::varchar[], $2::varchar[]))`,
      [subjects.map((s) => s.entityType), subjects.map((s) => s.entityId)],
    );
    return n;
  }
}

function mapHistoryRow(row: HistoryRow): StoredHistoryEntry {
  return {
    auditEntryUuid: row.audit_entry_uuid,
    at: row.at.toISOString(),
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    actor: row.actor_user_uuid
      ? {
          userUuid: row.actor_user_uuid,
          userCode: row.user_code ?? '',
          name: [row.first_name, row.last_name].filter(Boolean).join(' '),
        }
      : null,
    before: row.before,
    after: row.after,
  };
}
