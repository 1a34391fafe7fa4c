import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CommonErrorCode, CommonException } from '@server/common/common.exceptions';
import {
  EVENTS_CHANNEL,
  EventBusService,
  LISTENER_NAME,
  type AckEvent,
  type SyncEvent,
} from './event-bus.service';

/**
 * A position in the database's history: its write-ahead log's insert position, as 16 hex
 * digits, so that positions compare as text. A transaction committed before a position was
 * read lies before it.
 */
const POSITION_SQL = `lpad(to_hex((pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint), 16, '0')`;
const POSITION = /^[0-9a-f]{16}$/;
/** The backends of every instance's event listener on this database. */
const LISTENERS_SQL = `array(SELECT pid FROM pg_stat_activity
  WHERE datname = current_database() AND application_name = '${LISTENER_NAME}')`;

/** The answer header of a write: the position just after it. */
export const WRITE_POSITION_HEADER = 'X-Write-Position';
/** The request header that carries the latest write position a client was answered. */
export const READ_AFTER_HEADER = 'x-read-after';

/** How long our own mark may take to come back through the listener. */
const MARK_TIMEOUT_MS = 5_000;
/** How long a revocation waits for the other instances to say they heard it. */
const SETTLE_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, ms, 'timeout')));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What makes many instances on one PostgreSQL answer alike (issue 31, decision 0044). Each
 * instance's caches (table versions, shared answers, sessions, cache regions) learn of changes
 * from the event bus, a few milliseconds after the commit. Two guarantees close that gap:
 *
 * - Read your writes: a write's answer carries the database position after it; a request
 *   carrying a position this instance has not heard up to first puts a mark on the bus and
 *   waits for it to come back (PostgreSQL delivers notifications in commit order), so every
 *   event of that write has reached the caches before the request is answered from them.
 * - Revocation everywhere at once: sign-out and ended sessions answer only once every live
 *   instance (every listener connected to the database) has said it heard them.
 */
@Injectable()
export class ClusterSync implements OnModuleDestroy {
  private readonly logger = new Logger(ClusterSync.name);
  private readonly prefix = randomUUID();
  private marks = 0;
  /** Every event committed before this position has reached this instance's subscribers. */
  private heard = '0'.repeat(16);
  private markInFlight?: Promise<void>;
  private readonly waiting = new Map<string, (event: SyncEvent | AckEvent) => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBusService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind !== 'SYNC' && event.kind !== 'ACK') return;
      this.waiting.get(event.key)?.(event);
      if (event.kind === 'SYNC' && event.ack && this.bus.listenerPid !== undefined)
        void this.bus
          .publish({ kind: 'ACK', key: event.key, pid: this.bus.listenerPid })
          .catch((error: Error) => this.logger.warn(`Could not acknowledge: ${error.message}`));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The database's position now: after every write committed so far. */
  async position(): Promise<string> {
    const [{ position }] = await this.dataSource.query<{ position: string }[]>(
      `SELECT ${POSITION_SQL} AS position`,
    );
    return position;
  }

  /**
   * Resolves once every event committed before `header` (an X-Read-After value) has reached
   * this instance. Concurrent readers share one mark; a mark begun before this call may not
   * cover it, the next one does. A position beyond the database's (a backup restored since)
   * is done with after that second mark.
   */
  async readAfter(header: string | string[]): Promise<void> {
    if (typeof header !== 'string' || !POSITION.test(header))
      throw new CommonException(
        CommonErrorCode.BadReadAfter,
        `X-Read-After must be the 16 hex digits of an ${WRITE_POSITION_HEADER} answer header`,
      );
    // Without a listener nothing is answered from the caches: there is nothing to wait for.
    for (let round = 0; round < 2 && header > this.heard && this.bus.isListening; round++) {
      this.markInFlight ??= this.mark().finally(() => (this.markInFlight = undefined));
      await this.markInFlight;
    }
  }

  /**
   * Resolves once every instance listening now has heard every event committed so far (a
   * session just ended): each answers the mark. An instance that does not answer within
   * SETTLE_TIMEOUT_MS (stopped but its connection not yet dropped) is logged and waited no
   * longer.
   */
  async settled(): Promise<void> {
    const key = this.nextKey();
    const heardBy = new Set<number>();
    let expected: number[] | undefined;
    let done!: () => void;
    const all = new Promise<void>((resolve) => (done = resolve));
    const check = () => {
      if (expected?.every((pid) => heardBy.has(pid))) done();
    };
    this.waiting.set(key, (event) => {
      if (event.kind === 'ACK') heardBy.add(event.pid);
      check();
    });
    try {
      const [{ listeners }] = await this.dataSource.query<{ listeners: number[] }[]>(
        `SELECT ${LISTENERS_SQL} AS listeners, pg_notify($1, $2)`,
        [EVENTS_CHANNEL, JSON.stringify({ kind: 'SYNC', key, ack: true } satisfies SyncEvent)],
      );
      expected = listeners;
      check();
      if ((await within(all, SETTLE_TIMEOUT_MS)) === 'timeout')
        this.logger.warn(
          `Listeners ${listeners.filter((pid) => !heardBy.has(pid)).join(', ')} did not acknowledge within ${SETTLE_TIMEOUT_MS} ms`,
        );
    } finally {
      this.waiting.delete(key);
    }
  }

  /** Puts a mark on the bus and waits for it: `heard` moves to the position before it. */
  private async mark(): Promise<void> {
    const key = this.nextKey();
    const back = new Promise<void>((resolve) => this.waiting.set(key, () => resolve()));
    try {
      // One statement: the position is read before its notification is queued (at commit).
      const [{ position }] = await this.dataSource.query<{ position: string }[]>(
        `SELECT ${POSITION_SQL} AS position, pg_notify($1, $2)`,
        [EVENTS_CHANNEL, JSON.stringify({ kind: 'SYNC', key, ack: false } satisfies SyncEvent)],
      );
      if ((await within(back, MARK_TIMEOUT_MS)) === 'timeout')
        throw new CommonException(
          CommonErrorCode.NotCaughtUp,
          'This instance has not heard the latest changes yet: try again',
        );
      if (position > this.heard) this.heard = position;
    } finally {
      this.waiting.delete(key);
    }
  }

  private nextKey(): string {
    return `${this.prefix}:${++this.marks}`;
  }
}
