import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { findFreePort } from '@server/bootstrap/ports';
import { RealtimeGateway } from '@server/modules/realtime/realtime.gateway';
import { createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { requireBuiltServer, ROOT, SERVER_MAIN, spawnNode, Spawned } from '../support/processes';
import { createTestDatabase, databaseEnv, type TestDatabase } from '../support/test-database';
import { listenOnLoopback as listen, startTestApp, type TestApp } from '../support/test-app';
import { RpcClient, sessionProperties } from '../support/ws-client';

// Issue 19: one frame ended the process; a client that stopped reading grew the server's
// memory without limit; one user could open any number of sockets and send any number of calls.

/** The frame of the report: an ECHO of an array 50,000 levels deep (about 100 KB). */
const CRASH_FRAME = `{"jsonrpc":"2.0","id":1,"method":"ECHO","params":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;

describe('the real server process and input that once ended it', () => {
  let database: TestDatabase;
  let server: Spawned;
  let base: string;
  let session: SignedIn;
  let dataDir: string;

  beforeAll(async () => {
    requireBuiltServer();
    database = await createTestDatabase();
    // A user and a session straight in the database, through an in-process app on it.
    const t = await startTestApp({}, { database });
    await createUser(t, {
      userCode: 'rex',
      password: 'Rex-Secret-1',
      groups: ['recruiter:Riverside'],
    });
    session = await signInOrFail(t, 'rex', 'Rex-Secret-1');
    await t.close();
    const port = await findFreePort();
    dataDir = mkdtempSync(join(ROOT, '.test-data', 'crash-frame-'));
    server = spawnNode(SERVER_MAIN, [], {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...databaseEnv(database),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
    await server.waitForOutput(/Press Ctrl-C to stop/, 90_000);
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the 50,000-deep ECHO with an error and keeps serving', async () => {
    const client = await RpcClient.connect(base, session);
    client.sendRaw(CRASH_FRAME);
    expect(await client.next((m: { id?: number }) => m.id === 1)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        code: -32602,
        message: 'Invalid params',
        data: 'params nest arrays and objects deeper than 32 levels',
      },
    });
    expect(await client.call(2, 'PING')).toEqual({ jsonrpc: '2.0', id: 2, result: 'PONG' });
    client.close();
    expect((await fetch(`${base}/api/v1/public/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('refuses deep JSON bodies with 400 or 413 and the error body, before parsing them', async () => {
    const post = (body: string) =>
      fetch(`${base}/api/v1/public/authorize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Anti-Forgery': 'a'.repeat(32) },
        body,
      });
    const deep = await post(`{"email":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'BAD_REQUEST',
      message: 'The JSON body nests arrays and objects deeper than 32 levels',
      correlationId: expect.any(String),
    });
    const huge = await post(`{"email":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect((await fetch(`${base}/api/v1/public/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});

describe('a stray error once the server is up', () => {
  it('is logged and the process keeps running', async () => {
    requireBuiltServer();
    const guards = join(ROOT, 'server/dist/server/src/bootstrap/process-guards.js');
    // The real module in a real process: install, then throw and reject outside any handler.
    const script = `
      const pino = require('pino');
      require(${JSON.stringify(guards)}).keepServingOnStrayErrors(pino());
      setTimeout(() => { throw new Error('stray throw'); }, 10);
      setTimeout(() => Promise.reject(new Error('stray rejection')), 20);
      setTimeout(() => { console.log('still running'); process.exit(0); }, 200);`;
    const child = spawn(process.execPath, ['-e', script], {
      cwd: join(ROOT, 'server'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines.at(-1)).toBe('still running');
    const logged = lines.slice(0, -1).map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        context: 'Process',
        msg: 'Uncaught exception: logged, the server keeps running',
        err: expect.objectContaining({ message: 'stray throw' }),
      }),
      expect.objectContaining({
        msg: 'Unhandled promise rejection: logged, the server keeps running',
        err: expect.objectContaining({ message: 'stray rejection' }),
      }),
    ]);
  });
});

describe('caps of the real-time channel', () => {
  let capped: TestApp;
  let roomy: TestApp;
  let cappedUrl: string;
  let roomyUrl: string;
  let session: SignedIn;
  let other: SignedIn;
  const clients: RpcClient[] = [];

  async function connect(url = cappedUrl, s: SignedIn = session) {
    const client = await RpcClient.connect(url, s);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    capped = await startTestApp({
      WS_MAX_SOCKETS_PER_USER: '3',
      WS_MAX_MESSAGES_PER_SECOND: '10',
      WS_MAX_BATCH: '5',
    });
    // Only the buffer cap (at its smallest), so that a fast sender meets no other cap.
    roomy = await startTestApp(
      { WS_MAX_BUFFERED_BYTES: '65536', WS_MAX_MESSAGES_PER_SECOND: '100000' },
      { database: capped.database },
    );
    cappedUrl = await listen(capped);
    roomyUrl = await listen(roomy);
    await createUser(capped, {
      userCode: 'rex',
      password: 'Rex-Secret-1',
      groups: ['recruiter:Riverside'],
    });
    await createUser(capped, {
      userCode: 'ray',
      password: 'Ray-Secret-1',
      groups: ['recruiter:Riverside'],
    });
    session = await signInOrFail(capped, 'rex', 'Rex-Secret-1');
    other = await signInOrFail(capped, 'ray', 'Ray-Secret-1');
  });

  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await roomy?.close();
    await capped?.close();
  });

  it('refuses a socket past the per-user cap with 1008 and a reason, not other users', async () => {
    const three = [await connect(), await connect(), await connect()];
    const fourth = await connect();
    expect(await fourth.closed).toEqual({
      code: 1008,
      reason: 'Too many connections: at most 3 per user',
    });
    const answers = await Promise.all(three.map((client, i) => client.call(i, 'PING')));
    expect(answers.map((answer) => answer.result)).toEqual(['PONG', 'PONG', 'PONG']);
    expect((await (await connect(cappedUrl, other)).call(9, 'PING')).result).toBe('PONG');
    for (const client of [...three]) client.close();
    await Promise.all(three.map((client) => client.closed));
  });

  it('refuses a batch over the cap whole, writing nothing', async () => {
    const client = await connect();
    const afk = (id: number) => ({ jsonrpc: '2.0', id, method: 'AFK' });
    // 50 calls: over the batch cap, and over the rate cap were they counted one by one.
    client.sendRaw(JSON.stringify(Array.from({ length: 50 }, (_, i) => afk(i + 1))));
    expect(await client.next((m: { id?: unknown }) => m.id === null)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'Invalid Request',
        data: 'A batch may hold at most 5 calls; this one holds 50',
      },
    });
    expect(await sessionProperties(capped.app.get(DataSource), session.sessionId)).toEqual({});
    expect((await client.call(99, 'PING')).result).toBe('PONG');
    client.close();
    await client.closed;
  });

  it('answers a rate error past the calls per second, and closes a client that sends on', async () => {
    const client = await connect();
    for (let id = 1; id <= 15; id++)
      client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id, method: 'PING' }));
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        client.next<{ id?: number; result?: unknown; error?: unknown }>((m) => m.id === i + 1),
      ),
    );
    expect(answers.filter((answer) => answer.result === 'PONG')).toHaveLength(10);
    expect(answers.filter((answer) => answer.error !== undefined)).toEqual(
      Array(5).fill(
        expect.objectContaining({
          error: {
            code: -32000,
            message: 'Too many requests',
            data: 'At most 10 calls per second on one connection',
          },
        }),
      ),
    );
    for (let id = 16; id <= 30; id++)
      client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id, method: 'PING' }));
    expect(await client.closed).toEqual({
      code: 1008,
      reason: 'Too many messages: slow down and reconnect',
    });
  });

  it('closes a socket that stops reading once its unread answers pass the cap', async () => {
    const gateway = roomy.app.get(RealtimeGateway);
    const before = gateway.connectionCount;
    const client = await connect(roomyUrl);
    expect(gateway.connectionCount).toBe(before + 1);
    client.socket.pause();
    // 60 KB ECHOs (under the params limit) until the server gives up on this reader: the
    // kernel's socket buffers take the first few megabytes, then the server's queue grows.
    const frame = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'ECHO',
      params: ['x'.repeat(60_000)],
    });
    let sent = 0;
    while (gateway.connectionCount > before && sent < 2000) {
      client.sendRaw(frame);
      sent++;
      if (sent % 20 === 0) await new Promise((done) => setTimeout(done, 20));
    }
    expect(gateway.connectionCount).toBe(before);
    client.socket.resume();
    // Read in time the close frame follows the answers; otherwise the server dropped the socket.
    const { code, reason } = await client.closed;
    expect([1013, 1006]).toContain(code);
    if (code === 1013) expect(reason).toBe('Too slow: more than 65536 bytes unread');
  }, 60_000);
});
