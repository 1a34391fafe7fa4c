import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { findFreePort } from '@server/bootstrap/ports';
import { environmentFromHostname } from '@server/modules/platform/environment';
import { requireBuiltServer, ROOT, SERVER_MAIN, spawnNode, Spawned } from '../support/processes';
// @ts-expect-error: a plain .mjs module without types (the browser tier runs it as a program)
import { startSentryIngest } from '../support/sentry-ingest.mjs';
import { createTestDatabase, databaseEnv, type TestDatabase } from '../support/test-database';

// Error reports (issue 30 item 4, decision 0039): with SENTRY_DSN every server error goes to
// Sentry through its NestJS SDK, here a local ingest that records what arrives; without it a
// browser's errors reach the server's log through public/client-errors, a budget per address.

interface SentryIngest {
  dsn: string;
  origin: string;
  items: { type: string; payload: Record<string, unknown> }[];
  close(): Promise<void>;
}

interface Running {
  server: Spawned;
  base: string;
  database: TestDatabase;
  dataDir: string;
}

const ANTI_FORGERY = { 'X-Anti-Forgery': '0123456789abcdef0123456789abcdef' };

async function startServer(env: Record<string, string>): Promise<Running> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(ROOT, '.test-data', 'error-reports-'));
  chmodSync(dataDir, 0o755);
  const port = await findFreePort();
  const server = spawnNode(SERVER_MAIN, [], {
    PORT: String(port),
    DATA_DIR: dataDir,
    ...databaseEnv(database),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  await server.waitForOutput(/Press Ctrl-C to stop/);
  return { server, base: `http://127.0.0.1:${port}/api/v1`, database, dataDir };
}

async function stop({ server, database, dataDir }: Running): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

function reportError(base: string, body: Record<string, unknown>, from = '127.0.0.1') {
  return fetch(`${base}/public/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ANTI_FORGERY, 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
}

async function until<T>(probe: () => T | undefined, what: string, ms = 15000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Never saw ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('error reports', () => {
  beforeAll(() => requireBuiltServer());

  describe('with SENTRY_DSN: the NestJS SDK to a local ingest', () => {
    let ingest: SentryIngest;
    let running: Running;

    beforeAll(async () => {
      ingest = (await startSentryIngest()) as SentryIngest;
      running = await startServer({ SENTRY_DSN: ingest.dsn });
    }, 90000);
    afterAll(async () => {
      await stop(running);
      await ingest.close();
    });

    it('tells browsers the DSN and lets them reach its host, nothing wider', async () => {
      const res = await fetch(`${running.base}/public/env`);
      const env = await res.json();
      expect(env.errorReportsDsn).toBe(ingest.dsn);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`connect-src 'self' ${ingest.origin}`);
    });

    it('reports a server error with its correlation id, environment and release, no request data', async () => {
      // The owner: the app's own role may not create triggers (decision 0032).
      const db = new Client({ connectionString: running.database.ownerUrl });
      await db.connect();
      await db.query(`
        CREATE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'simulated database failure'; END $$;
        CREATE TRIGGER test_fail BEFORE INSERT OR UPDATE ON rate_limit_buckets
          FOR EACH ROW EXECUTE FUNCTION test_fail();`);
      let answer: { correlationId: string; message: string };
      try {
        const res = await reportError(running.base, {
          message: 'measured 33 kg secret-body-text',
          page: '/app/tree',
        });
        expect(res.status).toBe(500);
        answer = await res.json();
      } finally {
        await db.query('DROP TRIGGER test_fail ON rate_limit_buckets; DROP FUNCTION test_fail();');
        await db.end();
      }
      expect(answer.message).toBe('Internal server error');

      const event = await until(
        () =>
          ingest.items.find(
            (item: SentryIngest['items'][number]) =>
              item.type === 'event' &&
              JSON.stringify(item.payload).includes('simulated database failure'),
          )?.payload,
        'the error event',
      );
      const env = await (await fetch(`${running.base}/public/env`)).json();
      expect(event.tags).toMatchObject({
        correlationId: answer.correlationId,
        route: 'POST /api/v1/public/client-errors',
      });
      expect(event.environment).toBe(environmentFromHostname(hostname()));
      expect(event.environment).toBe(env.environment);
      expect(event.release).toBe(env.version);
      // Bodies carry measurements, headers the session: none of it leaves with a report.
      const sent = JSON.stringify(ingest.items);
      expect(sent).not.toContain('secret-body-text');
      expect(sent).not.toContain(ANTI_FORGERY['X-Anti-Forgery']);
    });
  });

  describe("without SENTRY_DSN: browser errors into the server's log", () => {
    let running: Running;

    beforeAll(async () => {
      running = await startServer({});
    }, 90000);
    afterAll(() => stop(running));

    it('says there is no DSN, so browsers post to the server', async () => {
      const env = await (await fetch(`${running.base}/public/env`)).json();
      expect(env.errorReportsDsn).toBeNull();
    });

    it('logs a report with its stacks, leaving the query of the page out', async () => {
      const res = await reportError(running.base, {
        message: 'x is undefined',
        stack: 'TypeError: x is undefined\n    at NodePage (app.js:1:2)',
        componentStack: '\n    at NodePage\n    at Shell',
        page: '/app/reset?token=reset-token-secret',
      });
      expect(res.status).toBe(204);
      const [line] = await running.server.waitForOutput(/.*Browser error on \/app\/reset.*/);
      const logged = JSON.parse(line);
      expect(logged).toMatchObject({ level: 40, context: 'ClientErrors' });
      expect(logged.msg).toContain('x is undefined');
      expect(logged.msg).toContain('at NodePage (app.js:1:2)');
      expect(logged.msg).toContain('at Shell');
      expect(running.server.output()).not.toContain('reset-token-secret');
    });

    it('refuses a report without a message, naming the field', async () => {
      const res = await reportError(running.base, { page: '/app' });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/message/);
    });

    it('gives each address 20 reports a minute, then 429 with Retry-After', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await reportError(running.base, { message: `m${i}`, page: '/app' }, '10.1.2.3');
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The loopback peer counts as one address (X-Forwarded-For from it may be a proxy's).
      expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(20);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
