import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { inject } from 'vitest';
import { findFreePort } from '@server/bootstrap/ports';
import { MIGRATIONS } from '@server/database/migrations';
import {
  requireBuiltServer,
  ROOT,
  SERVER_MAIN,
  spawnNode,
  type Spawned,
} from '../support/processes';
import { DEMO_TEMPLATE } from '../support/template-database';
import { createEmptyDatabase, databaseEnv, type TestDatabase } from '../support/test-database';

/** Tables the demo seed fills: a second seed would double each. */
const SEEDED_TABLES = ['tree_nodes', 'users', 'pdas', 'persons', 'exams', 'nhp_classes'];

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function rowCounts(url: string): Promise<Record<string, number>> {
  const [counts] = await query<Record<string, number>>(
    url,
    `SELECT ${SEEDED_TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`,
  );
  return counts;
}

describe('several instances starting together on one database', () => {
  const servers: Spawned[] = [];
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    requireBuiltServer();
    database = await createEmptyDatabase();
    // Shared, as the instances of one deployment share their files (decision 0019).
    dataDir = mkdtempSync(join(ROOT, '.test-data', 'instances-'));
  });

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds once under a lock; the other waits and starts', async () => {
    const ports = [await findFreePort(), await findFreePort()];
    for (const port of ports) {
      servers.push(
        spawnNode(SERVER_MAIN, [], {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          ...databaseEnv(database),
        }),
      );
    }
    // Both come up; neither gives up on the other's migrations or seed.
    await Promise.all(
      servers.map((server) => server.waitForOutput(/Press Ctrl-C to stop/, 280000)),
    );
    const loaded = servers.filter((s) => s.output().includes('Demo data was loaded'));
    expect(loaded).toHaveLength(1);
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/public/health/ready`);
      expect(res.status).toBe(200);
    }

    const migrations = await query<{ name: string; times: number }>(
      database.ownerUrl,
      'SELECT name, count(*)::int AS times FROM migrations GROUP BY name',
    );
    expect(migrations).toHaveLength(MIGRATIONS.length);
    expect(migrations.filter((m) => m.times !== 1)).toEqual([]);
    // The same rows as the demo template, seeded once by the test run's set-up.
    const template = `${inject('pgBaseUrl')}/${DEMO_TEMPLATE}`;
    expect(await rowCounts(database.ownerUrl)).toEqual(await rowCounts(template));

    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) expect((await server.exited).code).toBe(0);
  }, 300000); // two full starts, the second after the first's seed
});
