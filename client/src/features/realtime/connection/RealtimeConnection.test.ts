import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@client/test/fakeWebSocket';
import { RealtimeConnection, type RealtimeConnectionOptions } from './RealtimeConnection';

function makeSut(options: Partial<RealtimeConnectionOptions> = {}) {
  const onNotification = vi.fn();
  const onSessionRejected = vi.fn();
  const sut = new RealtimeConnection({
    url: () => 'ws://test/ws/v1?jwt=j&session=s',
    createSocket: (url) => new FakeWebSocket(url),
    onNotification,
    onSessionRejected,
    ...options,
  });
  return { sut, onNotification, onSessionRejected };
}

describe(RealtimeConnection.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('connects, then reports open and that it has been open once', () => {
    const { sut } = makeSut();
    sut.start();
    expect(sut.getSnapshot()).toEqual({ state: 'connecting', everOpened: false, gaveUp: false });
    expect(FakeWebSocket.latest().url).toBe('ws://test/ws/v1?jwt=j&session=s');

    FakeWebSocket.latest().serverOpen();
    expect(sut.getSnapshot()).toEqual({ state: 'open', everOpened: true, gaveUp: false });
  });

  it('stays closed without a session', () => {
    const { sut } = makeSut({ url: () => null });
    sut.start();
    expect(sut.getSnapshot().state).toBe('closed');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('reconnects one second after a loss, and again after each failed attempt', () => {
    const { sut } = makeSut();
    sut.start();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose(1006);
    expect(sut.getSnapshot()).toMatchObject({ state: 'closed', everOpened: true });

    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(sut.getSnapshot().state).toBe('connecting');

    FakeWebSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest().serverOpen();
    expect(sut.getSnapshot().state).toBe('open');
  });

  it('gives up after the allowed number of attempts', () => {
    const { sut } = makeSut({ maxAttempts: 3 });
    sut.start();
    for (let attempt = 0; attempt < 3; attempt++) {
      FakeWebSocket.latest().serverClose(1006);
      vi.advanceTimersByTime(1000);
    }
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(sut.getSnapshot()).toMatchObject({ state: 'closed', gaveUp: true });
  });

  it('stops reconnecting and reports the session as ended on close code 4401', () => {
    const { sut, onSessionRejected } = makeSut();
    sut.start();
    FakeWebSocket.latest().serverClose(4401);

    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onSessionRejected).toHaveBeenCalledOnce();
    expect(sut.getSnapshot()).toMatchObject({ state: 'closed', gaveUp: true });
  });

  it('on 1012 (the server restarts) reconnects after one interval plus a random share of ten', () => {
    const { sut, onSessionRejected } = makeSut();
    const random = vi.spyOn(Math, 'random');
    sut.start();
    FakeWebSocket.latest().serverOpen();
    random.mockReturnValue(0.7);
    FakeWebSocket.latest().serverClose(1012);
    // 1 s + 0.7 x 10 s: 8 s, not the 1 s every page would otherwise return at together.
    vi.advanceTimersByTime(7999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().serverOpen();
    random.mockReturnValue(0);
    FakeWebSocket.latest().serverClose(1012);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(onSessionRejected).not.toHaveBeenCalled();
  });

  it('on 1013 (session not checked) reconnects with a jittered back-off and does not sign out', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { sut, onSessionRejected } = makeSut();
    sut.start();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose(1013);
    expect(sut.getSnapshot()).toMatchObject({ state: 'closed', gaveUp: false });

    // The first wait is one interval plus half of one (the jitter): 1.5 s.
    vi.advanceTimersByTime(1499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    // Still unchecked: the wait doubles, to 3 s.
    FakeWebSocket.latest().serverClose(1013);
    vi.advanceTimersByTime(2999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    // Open again, the back-off starts over.
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose(1013);
    vi.advanceTimersByTime(1500);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(onSessionRejected).not.toHaveBeenCalled();
    expect(sut.getSnapshot().gaveUp).toBe(false);
  });

  it('does not reconnect after stop()', () => {
    const { sut } = makeSut();
    sut.start();
    FakeWebSocket.latest().serverOpen();
    sut.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(sut.getSnapshot().state).toBe('closed');
  });

  it('numbers JSON-RPC calls and matches answers by id, in any order', async () => {
    const { sut } = makeSut();
    sut.start();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();

    const ping = sut.call('PING');
    const echo = sut.call('ECHO', { x: 1 });
    expect(socket.messages()).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'PING' },
      { jsonrpc: '2.0', id: 2, method: 'ECHO', params: { x: 1 } },
    ]);

    socket.serverSend({ jsonrpc: '2.0', id: 2, result: { x: 1 } });
    socket.serverSend({ jsonrpc: '2.0', id: 1, result: 'PONG' });
    await expect(ping).resolves.toBe('PONG');
    await expect(echo).resolves.toEqual({ x: 1 });
  });

  it('rejects a call on an error answer, a timeout or a lost connection', async () => {
    const { sut } = makeSut({ callTimeoutMs: 500 });
    sut.start();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();

    const refused = sut.call('NOPE');
    socket.serverSend({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found' },
    });
    await expect(refused).rejects.toMatchObject({ message: 'Method not found', code: -32601 });

    const slow = sut.call('PING');
    vi.advanceTimersByTime(500);
    await expect(slow).rejects.toThrow('PING timed out after 500 ms');

    const cut = sut.call('PING');
    socket.serverClose(1006);
    await expect(cut).rejects.toThrow('Connection lost');

    await expect(sut.call('PING')).rejects.toThrow('Not connected');
  });

  it('hands notifications, also inside a batch, to the handler', () => {
    const { sut, onNotification } = makeSut();
    sut.start();
    const socket = FakeWebSocket.latest();
    socket.serverOpen();

    socket.serverSend({ jsonrpc: '2.0', method: 'DIRTY', params: { entity: 'user', uuid: 'u1' } });
    socket.serverSend([{ jsonrpc: '2.0', method: 'FYI', params: { message: 'Hello' } }]);

    expect(onNotification.mock.calls).toEqual([
      ['DIRTY', { entity: 'user', uuid: 'u1' }],
      ['FYI', { message: 'Hello' }],
    ]);
  });
});
