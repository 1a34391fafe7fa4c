import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer, Server } from 'node:net';
import { join } from 'node:path';
import { findFreePort } from '@server/bootstrap/ports';
import {
  postgresProcessesOf,
  requireBuiltServer,
  ROOT,
  SERVER_MAIN,
  spawnNode,
  Spawned,
  waitUntil,
} from '../support/processes';
import { createTestDatabase, databaseEnv } from '../support/test-database';
import { startWorkdaySimulator } from '../support/workday-simulator';

/** The real server process, as npm start runs it. */
function startServer(env: Record<string, string>): Spawned {
  return spawnNode(SERVER_MAIN, [], { LOG_LEVEL: 'warn', ...env });
}

async function expectOneLineFailure(server: Spawned, line: string) {
  const { code } = await server.exited;
  expect(code).toBe(1);
  expect(server.output().trim()).toBe(line);
}

async function healthOf(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/public/health`);
  return res.ok ? res.json() : undefined;
}

describe('server start-up', () => {
  const dirs: string[] = [];
  const running: Spawned[] = [];

  function tempDir() {
    const dir = mkdtempSync(join(ROOT, '.test-data', 'startup-'));
    chmodSync(dir, 0o755);
    dirs.push(dir);
    return dir;
  }

  beforeAll(() => requireBuiltServer());

  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('stops on a malformed setting with one line naming the variable', async () => {
    await expectOneLineFailure(
      startServer({ PORT: 'abc' }),
      'Configuration error: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it('stops when DATA_DIR cannot be written', async () => {
    await expectOneLineFailure(
      startServer({ DATA_DIR: '/dev/null/portal' }),
      'DATA_DIR /dev/null/portal is not writable (ENOTDIR); set DATA_DIR to a writable folder',
    );
  });

  it('stops when the port is in use', async () => {
    const port = await findFreePort();
    const blocker: Server = createServer();
    await new Promise<void>((done) => blocker.listen(port, done));
    try {
      await expectOneLineFailure(
        startServer({ PORT: String(port), DATA_DIR: tempDir() }),
        `Port ${port} is already in use; stop the other program or set PORT`,
      );
    } finally {
      blocker.close();
    }
  });

  it('stops when DATABASE_URL stays unreachable, after bounded retries', async () => {
    const closedPort = await findFreePort();
    await expectOneLineFailure(
      startServer({
        PORT: String(await findFreePort()),
        DATA_DIR: tempDir(),
        DATABASE_URL: `postgres://portal:secret@127.0.0.1:${closedPort}/portal`,
        DATABASE_CONNECT_ATTEMPTS: '2',
      }),
      `DATABASE_URL 127.0.0.1:${closedPort}/portal is unreachable after 2 attempts (ECONNREFUSED)`,
    );
  });

  it('runs on DATABASE_URL, migrating and seeding it', async () => {
    const database = await createTestDatabase();
    const port = await findFreePort();
    const server = startServer({
      PORT: String(port),
      DATA_DIR: tempDir(),
      ...databaseEnv(database),
      LOG_LEVEL: 'info',
      HTTP_LISTEN_BACKLOG: '1234',
    });
    running.push(server);
    await server.waitForOutput(/Press Ctrl-C to stop/);
    expect(server.output()).toContain('Demo data was loaded into the new database.');
    expect(await healthOf(port)).toMatchObject({ status: 'ok' });
    // The listening socket's queue is the one set (ss shows it as Send-Q; Linux).
    const listening = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' });
    expect(listening.trim().split(/\s+/)[2]).toBe('1234');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    await database.drop();
  }, 150000); // a full start (seeding)

  it('owns its embedded PostgreSQL: one instance per DATA_DIR, clean stop, data kept', async () => {
    const dataDir = tempDir();
    const port = await findFreePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    running.push(first);
    await first.waitForOutput(/Press Ctrl-C to stop/, 90000);
    expect(first.output()).toContain(`Open http://localhost:${port}/app in your browser.`);
    expect(first.output()).toContain('Demo data was loaded into the new database.');
    expect(await healthOf(port)).toMatchObject({ status: 'ok', database: { status: 'up' } });

    const second = startServer({ PORT: String(await findFreePort()), DATA_DIR: dataDir });
    await expectOneLineFailure(
      second,
      `Another portal instance (pid ${first.child.pid}) is already using DATA_DIR ${dataDir}; stop it or set another DATA_DIR`,
    );

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);

    const again = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    running.push(again);
    await again.waitForOutput(/Press Ctrl-C to stop/, 90000);
    expect(again.output()).not.toContain('Demo data was loaded');
    await waitUntil(() => healthOf(port), 10000, 'health after restart');
    again.child.kill('SIGINT');
    expect((await again.exited).code).toBe(0);
  }, 180000); // two full starts

  it('starts with npm start from a private folder and leaves no PostgreSQL after SIGTERM to its group', async () => {
    // A clone under /root (mode 0700) or a mktemp DATA_DIR: the postgres user cannot get in.
    const parent = tempDir();
    chmodSync(parent, 0o700);
    const dataDir = join(parent, 'data');
    const port = await findFreePort();
    // Another instance's simulator holds the simulator port: this one uses it.
    const simulator = await startWorkdaySimulator({ port: await findFreePort() });
    const start = spawnNode(
      join(ROOT, 'scripts/start.mjs'),
      [],
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WORKDAY_SIMULATOR_PORT: new URL(simulator.url).port,
      },
      { detached: true },
    );
    running.push(start);
    await start.waitForOutput(/Press Ctrl-C to stop/, 120000);
    expect(start.output()).toContain(
      `Workday simulator: using the one already running at ${simulator.url}`,
    );
    expect(start.output()).toContain(
      `Configured the Workday simulator at ${simulator.url} as the demo HR endpoint`,
    );
    expect(await healthOf(port)).toMatchObject({ status: 'ok', database: { status: 'up' } });
    const cluster = realpathSync(join(dataDir, 'pg'));
    if (process.getuid?.() === 0) {
      expect(lstatSync(join(dataDir, 'pg')).isSymbolicLink()).toBe(true);
      expect(cluster.startsWith(join(parent, 'data'))).toBe(false);
    }
    expect(postgresProcessesOf(cluster)).not.toHaveLength(0);

    process.kill(-start.child.pid!, 'SIGTERM');
    expect((await start.exited).code).toBe(0);
    expect(start.output()).toContain('Stopped');
    expect(postgresProcessesOf(cluster)).toEqual([]);
    expect(existsSync(join(cluster, 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);
    await simulator.close();
  }, 180000); // a full start
});
