import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { EventBusService } from '@server/common/events/event-bus.service';

/**
 * Whether a request of this method may write: a signed-in caller's such request marks them on
 * this instance when the AuthGuard admits it and again as its answer goes out (userWrote).
 */
export function mayWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/** The CACHE region of the table triggers (migration TableVersionNotify): key = table name. */
export const TABLES_REGION = 'tables';
const SESSIONS_REGION = 'sessions';

/**
 * Per-instance counters of "this table changed", bumped by the statement triggers' events
 * (every instance hears them over LISTEN/NOTIFY), and of "this user wrote something here".
 * A stamp is a sum of counters that only grow: any bump among them makes it larger, so an
 * equal stamp means none of them moved (decision 0022, "Cheap polls").
 */
@Injectable()
export class TableVersions implements OnModuleDestroy {
  private readonly tables = new Map<string, number>();
  private readonly userWrites = new Map<string, number>();
  /** Counts every write begun or ended here; lastWrite: each user's latest such point. */
  private writeSeq = 0;
  private readonly lastWrite = new Map<string, number>();
  /** Everything at once: a reconnect (events may have been missed), rights, cache disposal. */
  private epoch = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly bus: EventBusService) {
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === 'RESYNC') this.epoch++;
      else if (event.kind !== 'CACHE') return;
      else if (event.region === TABLES_REGION && event.key) this.bump(event.key);
      // A session's own renewal or end changes no answer (the guard refuses ended sessions
      // before any route runs); anything else of the caches may: a user's groups or enabled
      // flag (key null), an emptied cache region.
      else if (event.region !== SESSIONS_REGION || event.key === null) this.epoch++;
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** Whether events are arriving: while they are not, no stamp may be trusted. */
  get trustworthy(): boolean {
    return this.bus.isListening;
  }

  stamp(tables: readonly string[], userUuid: string | undefined): number {
    let sum = this.epoch;
    for (const table of tables) sum += this.tables.get(table) ?? 0;
    return userUuid === undefined ? sum : sum + (this.userWrites.get(userUuid) ?? 0);
  }

  /**
   * The user is writing on this instance: their next read here must not trust a stamp taken
   * before their write's events arrive (read-your-writes without waiting for NOTIFY).
   */
  userWrote(userUuid: string): void {
    this.userWrites.set(userUuid, (this.userWrites.get(userUuid) ?? 0) + 1);
    this.lastWrite.set(userUuid, ++this.writeSeq);
  }

  /** Now, among this instance's writes (for writtenSince). */
  get writePoint(): number {
    return this.writeSeq;
  }

  /**
   * Whether the user began or ended a write here after `point`: a read begun at `point` may
   * not have seen it (their write's events need not have arrived yet).
   */
  writtenSince(userUuid: string, point: number): boolean {
    return (this.lastWrite.get(userUuid) ?? 0) > point;
  }

  private bump(table: string): void {
    this.tables.set(table, (this.tables.get(table) ?? 0) + 1);
  }
}
