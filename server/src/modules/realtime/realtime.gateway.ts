import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { DataSource } from 'typeorm';
import { WebSocket, WebSocketServer } from 'ws';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import type { Principal } from '@server/common/auth/principal';
import { SessionsService } from '@server/modules/auth/sessions.service';
import { EventBusService, PortalEvent } from '@server/common/events/event-bus.service';
import { dispatch, parseMessage } from './json-rpc';
import { RPC_METHODS, RpcContext } from './rpc-methods';

export const WS_PATH = '/ws/v1';
export const CLOSE_UNAUTHORIZED = 4401;
const REVOCATION_CHECK_MS = 2000;
const PROTOCOL_PING_MS = 30_000;

interface Connection {
  socket: WebSocket;
  principal: Principal;
  alive: boolean;
}

/**
 * The real-time channel: JSON-RPC 2.0 over a plain WebSocket at /ws/v1. Built on `ws`
 * directly rather than Nest's gateway, whose {event, data} framing cannot express JSON-RPC
 * batches and parse errors. Sessions are re-checked every two seconds, so a revoked or
 * expired one is disconnected within five.
 */
@Injectable()
export class RealtimeGateway implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  private readonly connections = new Set<Connection>();
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe?: () => void;

  constructor(
    private readonly httpHost: HttpAdapterHost,
    private readonly sessions: SessionsService,
    private readonly events: EventBusService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get connectionCount(): number {
    return this.connections.size;
  }

  onApplicationBootstrap(): void {
    // A process without HTTP (a worker's application context) has no sockets to serve.
    if (!this.httpHost.httpAdapter) return;
    const httpServer = this.httpHost.httpAdapter.getHttpServer();
    httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== WS_PATH) return;
      // The session is checked before the upgrade completes, so that handlers are in place
      // before the first message can arrive; a refused client still gets close code 4401.
      void this.authenticate(url).then((principal) =>
        this.server.handleUpgrade(request, socket, head, (ws) =>
          principal
            ? this.accept(ws, principal, request)
            : ws.close(CLOSE_UNAUTHORIZED, 'A valid session is required'),
        ),
      );
    });
    this.unsubscribe = this.events.subscribe((event) => this.relay(event));
    this.timers = [
      setInterval(() => void this.dropRevokedSessions(), REVOCATION_CHECK_MS),
      setInterval(() => this.dropDeadSockets(), PROTOCOL_PING_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.unsubscribe?.();
    for (const connection of this.connections)
      connection.socket.close(1001, 'Server shutting down');
    this.server.close();
  }

  private async authenticate(url: URL): Promise<Principal | undefined> {
    const jwt = url.searchParams.get('jwt');
    const sessionId = url.searchParams.get('session');
    if (!jwt || !sessionId) return undefined;
    return this.sessions.authenticate(jwt, sessionId).catch(() => undefined);
  }

  private accept(socket: WebSocket, principal: Principal, request: IncomingMessage): void {
    const connection: Connection = { socket, principal, alive: true };
    this.connections.add(connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('close', () => this.connections.delete(connection));
    socket.on('error', () => this.connections.delete(connection));
    socket.on(
      'message',
      (data, isBinary) => void this.onMessage(connection, isBinary ? '' : data.toString()),
    );
    this.logger.debug(`Connected ${principal.userCode} from ${request.socket.remoteAddress}`);
  }

  private async onMessage(connection: Connection, text: string): Promise<void> {
    const parsed = parseMessage(text);
    const context: RpcContext = {
      sessionId: connection.principal.sessionId,
      userUuid: connection.principal.userUuid,
      setProperties: (changes) => this.saveProperties(connection.principal.sessionId, changes),
    };
    const answer =
      'error' in parsed ? parsed.error : await dispatch(parsed.message, RPC_METHODS, context);
    if (answer !== undefined && connection.socket.readyState === WebSocket.OPEN) {
      connection.socket.send(JSON.stringify(answer));
    }
  }

  private async saveProperties(sessionId: string, changes: Record<string, unknown>): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET properties = properties || $2::jsonb, last_seen = now() WHERE session_id = $1`,
      [sessionId, JSON.stringify(changes)],
    );
  }

  private send(connection: Connection, method: string, params: unknown): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    connection.socket.send(JSON.stringify({ jsonrpc: '2.0', method, params }));
  }

  private relay(event: PortalEvent): void {
    for (const connection of this.connections) {
      if (event.kind === 'DIRTY') {
        this.send(connection, 'DIRTY', {
          entity: event.entity,
          uuid: event.uuid,
          action: event.action,
        });
      } else if (event.kind === 'RESYNC') {
        this.send(connection, 'DIRTY', { entity: '*', uuid: null, action: 'refetch' });
      } else if (
        event.kind === 'FYI' &&
        (event.userUuid === null || event.userUuid === connection.principal.userUuid)
      ) {
        this.send(connection, 'FYI', { message: event.message });
      }
    }
  }

  private async dropRevokedSessions(): Promise<void> {
    if (this.connections.size === 0) return;
    const ids = [...new Set([...this.connections].map((c) => c.principal.sessionId))];
    try {
      const rows: { sessionId: string }[] = await this.dataSource.query(
        `SELECT s.session_id AS "sessionId" FROM sessions s JOIN users u ON u.user_uuid = s.user_uuid
          WHERE s.session_id = ANY($1) AND s.is_open AND u.enabled AND s.expires_at > now()
            AND s.last_seen > now() - make_interval(mins => $2)`,
        [ids, this.config.sessionIdleMinutes],
      );
      const valid = new Set(rows.map((row) => row.sessionId));
      for (const connection of this.connections) {
        if (!valid.has(connection.principal.sessionId)) {
          connection.socket.close(CLOSE_UNAUTHORIZED, 'The session has ended');
          this.connections.delete(connection);
        }
      }
    } catch (error) {
      this.logger.warn(`Session check failed: ${(error as Error).message}`);
    }
  }

  private dropDeadSockets(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.connections.delete(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }
}
