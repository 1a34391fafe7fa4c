import type { SocketLike } from '@client/features/realtime';

/**
 * A WebSocket stand-in for unit tests: records what the client sends and lets the test open,
 * answer and close it. setup.ts installs it as the global WebSocket, so no test reaches a network.
 */
export class FakeWebSocket implements SocketLike {
  static readonly instances: FakeWebSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.instances.length = 0;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.serverClose(code);
  }

  /** What the client sent, parsed. */
  messages(): { id?: number; method: string; params?: unknown }[] {
    return this.sent.map((text) => JSON.parse(text) as { id?: number; method: string });
  }

  serverOpen(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSend(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** Answers every call sent so far with `result(method, params)`. */
  answerAll(result: (method: string, params: unknown) => unknown = () => 'OK'): void {
    for (const { id, method, params } of this.messages()) {
      if (id !== undefined) this.serverSend({ jsonrpc: '2.0', id, result: result(method, params) });
    }
  }

  serverClose(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
