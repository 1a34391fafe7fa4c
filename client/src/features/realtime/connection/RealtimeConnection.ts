import { WS_RECONNECT_ATTEMPTS, WS_RECONNECT_INTERVAL_MS } from '@domain/timing';

export type ConnectionState = 'connecting' | 'open' | 'closing' | 'closed';

/** The part of the browser's WebSocket this class uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** What the header, the overlay and the hooks read; a new object on every change. */
export interface ConnectionSnapshot {
  state: ConnectionState;
  /** False until the first open: the overlay then says 'Connecting', later 'Lost'. */
  everOpened: boolean;
  /** True once the server refused the session (4401) or the attempts ran out. */
  gaveUp: boolean;
}

export type NotificationHandler = (method: string, params: unknown) => void;

export interface RealtimeConnectionOptions {
  /** The socket URL for the current session, or null when nobody is signed in. */
  url: () => string | null;
  createSocket?: SocketFactory;
  onNotification?: NotificationHandler;
  /** The server closed with 4401: the session is over and reconnecting is pointless. */
  onSessionRejected?: () => void;
  onOpen?: () => void;
  reconnectIntervalMs?: number;
  maxAttempts?: number;
  callTimeoutMs?: number;
}

/** The close code the server uses for a missing, expired or revoked session. */
export const CLOSE_SESSION_REJECTED = 4401;
/** The server could not check the session (a database outage) or found us too slow. */
export const CLOSE_TRY_AGAIN_LATER = 1013;
/** The server is restarting (it drains on SIGTERM and closes every socket with this). */
export const CLOSE_SERVICE_RESTART = 1012;
/** The longest back-off after repeated 1013s, in reconnect intervals (before jitter). */
const MAX_BACKOFF_STEPS = 16;
/**
 * After a restart, each browser waits one interval plus a random share of this many: a
 * thousand pages return over ten seconds instead of in the same one.
 */
export const RESTART_SPREAD_STEPS = 10;
const DEFAULT_CALL_TIMEOUT_MS = 10_000;
const OPEN = 1;

export class RpcError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface RpcMessage {
  id?: number | string | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string };
}

const defaultFactory: SocketFactory = (url) => new WebSocket(url);

/**
 * One JSON-RPC 2.0 connection to /ws/v1 for the signed-in session: opens, reconnects every
 * second after a loss (up to the seed's 100000 attempts; a 1013 backs off), matches answers to calls by id, and
 * hands server notifications (DIRTY, FYI) to one handler.
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private snapshot: ConnectionSnapshot = { state: 'closed', everOpened: false, gaveUp: false };
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private attempts = 0;
  /** 1013s since the last open: each doubles the wait, so an outage is not stampeded. */
  private tryLaterCount = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(private readonly options: RealtimeConnectionOptions) {}

  getSnapshot = (): ConnectionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempts = 0;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearReconnect();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'client stopped');
    }
    this.failPending('Connection closed');
    this.update({ state: 'closed' });
  }

  /** A JSON-RPC call; rejects on an error answer, a timeout or a lost connection. */
  call<T = unknown>(method: string, params?: unknown): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) {
      return Promise.reject(new RpcError(`Not connected: cannot call ${method}`));
    }
    const id = this.nextId++;
    const timeoutMs = this.options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RpcError(`${method} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    });
  }

  private connect(): void {
    const url = this.options.url();
    if (!url) {
      this.update({ state: 'closed' });
      return;
    }
    this.attempts += 1;
    this.update({ state: 'connecting' });
    const socket = (this.options.createSocket ?? defaultFactory)(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.tryLaterCount = 0;
      this.update({ state: 'open', everOpened: true });
      this.options.onOpen?.();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.closed(socket, event.code);
    // A failed connection also fires close, which is where the retry happens.
    socket.onerror = () => undefined;
  }

  private closed(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.detach(socket);
    this.failPending('Connection lost');
    if (code === CLOSE_SESSION_REJECTED) {
      this.stopped = true;
      this.update({ state: 'closed', gaveUp: true });
      this.options.onSessionRejected?.();
      return;
    }
    if (this.stopped) return;
    const maxAttempts = this.options.maxAttempts ?? WS_RECONNECT_ATTEMPTS;
    if (this.attempts >= maxAttempts) {
      this.stopped = true;
      this.update({ state: 'closed', gaveUp: true });
      return;
    }
    this.update({ state: 'closed' });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.connect();
    }, this.reconnectDelay(code));
  }

  /**
   * The seed's one second after a loss; after a 1013 (the session was not refused, only not
   * checked) an exponential back-off with jitter, so that every browser does not return at
   * once to a recovering database; after a 1012 (a restart) one to eleven seconds at random,
   * so that the new instance's cold reads are not all asked for in its first second.
   */
  private reconnectDelay(code: number): number {
    const interval = this.options.reconnectIntervalMs ?? WS_RECONNECT_INTERVAL_MS;
    if (code === CLOSE_SERVICE_RESTART)
      return Math.round(interval * (1 + Math.random() * RESTART_SPREAD_STEPS));
    if (code !== CLOSE_TRY_AGAIN_LATER) return interval;
    const steps = Math.min(2 ** this.tryLaterCount++, MAX_BACKOFF_STEPS);
    return Math.round(interval * steps * (1 + Math.random()));
  }

  private receive(data: unknown): void {
    let message: RpcMessage;
    try {
      message = JSON.parse(String(data)) as RpcMessage;
    } catch {
      return;
    }
    const messages = Array.isArray(message) ? (message as RpcMessage[]) : [message];
    for (const item of messages) this.dispatch(item);
  }

  private dispatch(message: RpcMessage): void {
    if (message.method && (message.id === undefined || message.id === null)) {
      this.options.onNotification?.(message.method, message.params);
      return;
    }
    const pending = typeof message.id === 'number' ? this.pending.get(message.id) : undefined;
    if (!pending) return;
    this.pending.delete(message.id as number);
    clearTimeout(pending.timer);
    if (message.error) {
      pending.reject(new RpcError(message.error.message ?? 'RPC error', message.error.code));
    } else {
      pending.resolve(message.result);
    }
  }

  private failPending(reason: string): void {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new RpcError(reason));
    }
    this.pending.clear();
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.onerror = null;
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private update(change: Partial<ConnectionSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    if (
      next.state === this.snapshot.state &&
      next.everOpened === this.snapshot.everOpened &&
      next.gaveUp === this.snapshot.gaveUp
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
