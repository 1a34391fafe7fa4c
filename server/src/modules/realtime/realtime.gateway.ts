import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig, WsLimits } from '@server/config/app-config';
import { JSON_LIMITS } from '@server/common/json-limits';
import type { Principal } from '@server/common/auth/principal';
import { SessionsService } from '@server/modules/auth/sessions.service';
import { EventBusService } from '@server/common/events/event-bus.service';
import { EventReaders } from '@server/common/auth/event-readers';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import {
  dispatch,
  errorResponse,
  isValidId,
  parseMessage,
  RPC_ERRORS,
  RpcRequest,
  RpcResponse,
} from './json-rpc';
import {
  admitCalls,
  callsOf,
  CLOSE_POLICY,
  CLOSE_TRY_AGAIN_LATER,
  WS_PATH,
  type Connection,
} from './channel-rules';
import { LiveSocketsRepository } from './live-sockets.repository';
import { PushRelay } from './push-relay';
import { ClusterSync } from '@server/common/events/cluster-sync';
import { admitSocket } from './socket-admission';
import { dropDeadSockets, dropRevokedSessions } from './socket-sweeps';
import { RPC_METHODS, RpcContext } from './rpc-methods';

const REVOCATION_CHECK_MS = 2000;
const PROTOCOL_PING_MS = 30_000;
/** A socket closed for not reading cannot read our close frame either: dropped after this. */
const CLOSE_GRACE_MS = 5000;
/** Close code: the instance stops (a restart); the client reconnects spread over seconds. */
const CLOSE_SERVICE_RESTART = 1012;

/**
 * The real-time channel: JSON-RPC 2.0 over a plain WebSocket at /ws/v1. Built on `ws`
 * directly rather than Nest's gateway, whose {event, data} framing cannot express JSON-RPC
 * batches and parse errors. Sessions are re-checked every two seconds, so a revoked or
 * expired one is disconnected within five.
 */
@Injectable()
export class RealtimeGateway implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly server = new WebSocketServer({
    noServer: true,
    maxPayload: JSON_LIMITS.wsFrameBytes,
  });
  private readonly connections = new Set<Connection>();
  private timers: NodeJS.Timeout[] = [];
  private unsubscribe?: () => void;
  private readonly pushes: PushRelay;

  constructor(
    private readonly httpHost: HttpAdapterHost,
    private readonly sessions: SessionsService,
    private readonly events: EventBusService,
    private readonly liveSockets: LiveSocketsRepository,
    readers: EventReaders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
    sync: ClusterSync,
  ) {
    this.pushes = new PushRelay(
      readers,
      this.connections,
      (c, text) => this.deliver(c, text),
      () => sync.position(),
    );
    metrics.gauge('ws_connections', 'Open WebSocket connections', [], () => [
      { value: this.connections.size },
    ]);
  }

  private get limits(): WsLimits {
    return this.config.ws;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  onApplicationBootstrap(): void {
    // A process without HTTP (a worker's application context) has no sockets to serve.
    if (!this.httpHost.httpAdapter) return;
    const httpServer = this.httpHost.httpAdapter.getHttpServer();
    httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      try {
        this.upgrade(request, socket, head);
      } catch (error) {
        this.upgradeFailed(socket, error);
      }
    });
    this.unsubscribe = this.events.subscribe((event) => this.pushes.relay(event));
    this.timers = [
      setInterval(
        () => void dropRevokedSessions(this.connections, this.sessions, this.logger),
        REVOCATION_CHECK_MS,
      ),
      setInterval(() => {
        dropDeadSockets(this.connections);
        // The rows of sockets whose close the database missed (decision 0042).
        const open = [...this.connections].map((c) => c.socketUuid);
        this.liveSockets.reconcile(open).catch(() => undefined);
      }, PROTOCOL_PING_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Before the HTTP server closes, whose close an open socket would keep waiting. */
  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.unsubscribe?.();
    for (const connection of [...this.connections])
      this.closeSoon(connection, CLOSE_SERVICE_RESTART, 'Server restarting');
    this.server.close();
    await this.liveSockets.reconcile([]).catch(() => undefined);
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== WS_PATH) return;
    // The session and the cap are checked before the upgrade completes, so that handlers are
    // in place before the first message can arrive.
    admitSocket(url, this.sessions, this.liveSockets, this.limits.maxSocketsPerUser, (line) =>
      this.logger.warn(line),
    )
      .then((admission) =>
        this.server.handleUpgrade(request, socket, head, (ws) => {
          // A socket error without a listener would be thrown; 'close' follows it anyway.
          ws.on('error', () => undefined);
          if ('code' in admission) ws.close(admission.code, admission.reason);
          else this.accept(ws, admission, request);
        }),
      )
      .catch((error: unknown) => this.upgradeFailed(socket, error));
  }

  private upgradeFailed(socket: Duplex, error: unknown): void {
    this.logger.error('WebSocket upgrade failed', (error as Error).stack);
    socket.destroy();
  }

  private accept(
    socket: WebSocket,
    { principal, socketUuid }: { principal: Principal; socketUuid: string },
    request: IncomingMessage,
  ): void {
    const connection: Connection = {
      socket,
      socketUuid,
      principal,
      alive: true,
      // The first message opens the first window.
      windowStart: 0,
      calls: 0,
    };
    this.connections.add(connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('close', () => {
      this.connections.delete(connection);
      this.liveSockets.release(socketUuid).catch(() => undefined); // or the next reconcile
    });
    socket.on('error', () => this.connections.delete(connection));
    socket.on('message', (data, isBinary) => {
      this.metrics.countWsMessage('in');
      // onMessage answers its own errors; this catch is the last line, should answering fail.
      this.onMessage(connection, isBinary ? '' : data.toString()).catch((error: unknown) =>
        this.reportError(connection, error),
      );
    });
    this.logger.debug(`Connected ${principal.userCode} from ${request.socket.remoteAddress}`);
  }

  /**
   * The boundary of one message: whatever goes wrong is logged with a correlation id and
   * answered -32603 carrying it; nothing a client sends can reject out of here.
   */
  private async onMessage(connection: Connection, text: string): Promise<void> {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    let answer: RpcResponse | RpcResponse[] | undefined;
    try {
      answer = await this.answer(connection, text);
    } catch (error) {
      answer = errorResponse(null, this.internalError(connection, error));
    }
    if (answer === undefined) return;
    let reply: string;
    try {
      reply = JSON.stringify(answer);
    } catch (error) {
      reply = JSON.stringify(errorResponse(null, this.internalError(connection, error)));
    }
    this.deliver(connection, reply);
  }

  private async answer(
    connection: Connection,
    text: string,
  ): Promise<RpcResponse | RpcResponse[] | undefined> {
    const parsed = parseMessage(text);
    if ('error' in parsed) return parsed.error;
    const { message } = parsed;
    // The rate cap (channel-rules.ts), counted in the socket's own window.
    const calls = callsOf(message, this.limits.maxBatch);
    const admitted = admitCalls(connection, calls, this.limits.maxMessagesPerSecond, Date.now());
    if (admitted !== 'ok') {
      if (admitted === 'close') {
        this.logger.warn(`Closed the socket of ${connection.principal.userCode}: message flood`);
        this.closeSoon(connection, CLOSE_POLICY, 'Too many messages: slow down and reconnect');
        return undefined;
      }
      const id = (message as { id?: unknown } | null)?.id;
      return errorResponse(!Array.isArray(message) && isValidId(id) ? id : null, {
        ...RPC_ERRORS.rateLimited,
        data: `At most ${this.limits.maxMessagesPerSecond} calls per second on one connection`,
      });
    }
    const context: RpcContext = {
      sessionId: connection.principal.sessionId,
      userUuid: connection.principal.userUuid,
      setProperties: (changes) =>
        this.sessions.saveProperties(connection.principal.sessionId, changes),
    };
    return dispatch(message, RPC_METHODS, context, {
      maxBatch: this.limits.maxBatch,
      reportError: (error, request) => this.reportError(connection, error, request),
    });
  }

  /** Logs an unexpected error of one message and returns its correlation id. */
  private reportError(connection: Connection, error: unknown, request?: RpcRequest): string {
    const correlationId = randomUUID();
    const method = request ? ` ${request.method.slice(0, 40)}` : '';
    this.logger.error(
      `JSON-RPC${method} from ${connection.principal.userCode} failed [${correlationId}]`,
      error instanceof Error ? error.stack : String(error),
    );
    return correlationId;
  }

  private internalError(connection: Connection, error: unknown) {
    return { ...RPC_ERRORS.internal, data: { correlationId: this.reportError(connection, error) } };
  }

  /**
   * Sends, and closes a socket whose peer leaves more than the cap unread: without it the
   * answers and pushes of a client that stopped reading pile up in memory without limit.
   */
  private deliver(connection: Connection, text: string): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(text);
    this.metrics.countWsMessage('out');
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.logger.warn(
        `Closed the socket of ${connection.principal.userCode}: ${socket.bufferedAmount} bytes unread`,
      );
      this.closeSoon(
        connection,
        CLOSE_TRY_AGAIN_LATER,
        `Too slow: more than ${this.limits.maxBufferedBytes} bytes unread`,
      );
    }
  }

  /** Closes politely, and drops the socket (and what it still buffers) if that does not finish. */
  private closeSoon(connection: Connection, code: number, reason: string): void {
    this.connections.delete(connection);
    connection.socket.close(code, reason);
    setTimeout(() => connection.socket.terminate(), CLOSE_GRACE_MS).unref();
  }
}
