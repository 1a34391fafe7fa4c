import type { DataSource } from 'typeorm';
import { WebSocket } from 'ws';
import type { SignedIn } from './auth-helpers';

/** A plain `ws` client that collects everything the server sends. */
export class RpcClient {
  readonly received: unknown[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.received.push(JSON.parse(data.toString())));
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static connect(
    baseUrl: string,
    session?: Pick<SignedIn, 'jwt' | 'sessionId'>,
  ): Promise<RpcClient> {
    const query = session
      ? `?jwt=${encodeURIComponent(session.jwt)}&session=${session.sessionId}`
      : '';
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/v1${query}`);
    const client = new RpcClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** Waits for the next message matching `predicate` (also among those already received). */
  async next<T = Record<string, unknown>>(
    predicate: (message: T) => boolean,
    timeoutMs = 5000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((m) => predicate(m as T));
      if (index >= 0) return this.received.splice(index, 1)[0] as T;
      if (Date.now() > deadline)
        throw new Error(
          `No matching message within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`,
        );
      await new Promise((done) => setTimeout(done, 10));
    }
  }

  async call(id: number, method: string, params?: unknown) {
    this.socket.send(
      JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }),
    );
    return this.next<{ id: number; result?: unknown; error?: { code: number } }>(
      (m) => m.id === id,
    );
  }

  close(): void {
    this.socket.close();
  }
}

/** What LOC8, AFK and BAK stored on a session. */
export async function sessionProperties(
  ds: DataSource,
  sessionId: string,
): Promise<Record<string, unknown>> {
  const [row] = await ds.query(`SELECT properties FROM sessions WHERE session_id = $1`, [
    sessionId,
  ]);
  return row.properties;
}
