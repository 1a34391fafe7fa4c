import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { as, createUser, signInOrFail } from '../support/auth-helpers';
import { listenOnLoopback as listen, startTestApp, TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';

/**
 * A TCP relay in front of PostgreSQL that can be cut: every connection through it is dropped
 * and new ones are refused, as when the database server goes away.
 */
async function startRelay(target: URL): Promise<{ url: (u: string) => string; cut(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (u) => {
      const through = new URL(u);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    cut: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

describe('real-time channel when the database is unreachable', () => {
  let a: TestApp;
  let b: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    a = await startTestApp();
    relay = await startRelay(new URL(a.database.url));
    // Instance b reaches the same database only through the relay, and has not yet seen the
    // session below, so its check must ask the database.
    b = await startTestApp({}, { database: { ...a.database, url: relay.url(a.database.url) } });
    await createUser(a, { userCode: 'olga', password: 'Olga-Secret-1' });
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('closes with 1013 (try again later), not 4401, when the session cannot be checked', async () => {
    const session = await signInOrFail(a, 'olga', 'Olga-Secret-1');
    const urlB = await listen(b);
    relay.cut();
    const client = await RpcClient.connect(urlB, session);
    expect((await client.closed).code).toBe(1013);
    // HTTP on the same instance calls the same outage a 503, not a sign-out.
    const res = await as(session, b.http().get('/api/v1/public/rpc/sessions'));
    expect(res.status).toBe(503);
  });

  it('still closes a revoked session with 4401 while the database is up', async () => {
    const session = await signInOrFail(a, 'olga', 'Olga-Secret-1');
    await as(session, a.http().delete('/api/v1/public/authorize')).expect(200);
    const client = await RpcClient.connect(await listen(a), session);
    expect((await client.closed).code).toBe(4401);
  });
});
