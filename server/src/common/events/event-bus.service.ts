import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { DATABASE_URL } from '@server/config/config.module';

export const EVENTS_CHANNEL = 'portal_events';
/** The listening connection's application_name: ClusterSync counts the live instances by it. */
export const LISTENER_NAME = 'placement-portal-events';

/** Something changed: receivers re-read it (payloads carry ids only). */
export interface DirtyEvent {
  kind: 'DIRTY';
  entity: string;
  uuid: string | null;
  action: string;
}

/** A message for one user, or for everyone when userUuid is null. */
export interface FyiEvent {
  kind: 'FYI';
  userUuid: string | null;
  message: string;
}

/** Events may have been missed (the listener reconnected): everything should be re-read. */
export interface ResyncEvent {
  kind: 'RESYNC';
}

/**
 * Drop a cache region's key (or the whole region when key is null) from every instance's RAM
 * tier. Servers only: realtime does not relay it to browsers.
 */
export interface CacheEvent {
  kind: 'CACHE';
  region: string;
  key: string | null;
}

/**
 * A mark an instance put on the bus (ClusterSync): whoever hears it has heard every event
 * committed before it. `ack`: every instance answers with an AckEvent.
 */
export interface SyncEvent {
  kind: 'SYNC';
  key: string;
  ack: boolean;
}

/** An instance heard the SYNC mark `key`; `pid`: its listening connection's backend. */
export interface AckEvent {
  kind: 'ACK';
  key: string;
  pid: number;
}

export type PortalEvent = DirtyEvent | FyiEvent | ResyncEvent | CacheEvent | SyncEvent | AckEvent;
type Listener = (event: PortalEvent) => void;

const MAX_BACKOFF_MS = 10_000;

/**
 * Carries events between app instances over PostgreSQL LISTEN/NOTIFY. Publishing inside a
 * write's transaction delivers the event only if, and when, that transaction commits.
 */
@Injectable()
export class EventBusService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EventBusService.name);
  private readonly listeners = new Set<Listener>();
  private client?: Client;
  private pid?: number;
  private stopped = false;
  private backoffMs = 500;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connect(false);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  get isListening(): boolean {
    return this.client !== undefined;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(event: Exclude<PortalEvent, ResyncEvent>, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query('SELECT pg_notify($1, $2)', [
      EVENTS_CHANNEL,
      JSON.stringify(event),
    ]);
  }

  /** The listening connection's backend process id, while it listens. */
  get listenerPid(): number | undefined {
    return this.client ? this.pid : undefined;
  }

  /** The listening connection itself, for tests that cut it. */
  get listenerConnection(): Client | undefined {
    return this.client;
  }

  private emit(event: PortalEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error(`Event listener failed: ${(error as Error).message}`);
      }
    }
  }

  private async connect(isReconnect: boolean): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: LISTENER_NAME,
    });
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        this.emit(JSON.parse(message.payload) as PortalEvent);
      } catch {
        this.logger.warn('Ignored a malformed event');
      }
    });
    client.on('error', (error) =>
      this.logger.warn(`Event listener connection error: ${error.message}`),
    );
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      this.pid = rows[0].pid;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!isReconnect) throw error;
      this.scheduleReconnect();
      return;
    }
    this.client = client;
    this.backoffMs = 500;
    if (isReconnect) {
      this.logger.log('Event listener reconnected; clients are told to refetch');
      this.emit({ kind: 'RESYNC' });
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.logger.warn(`Event listener lost its connection; reconnecting in ${this.backoffMs} ms`);
    this.reconnectTimer = setTimeout(() => void this.connect(true), this.backoffMs);
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
  }
}
