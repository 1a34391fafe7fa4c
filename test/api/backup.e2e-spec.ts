import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { inject } from 'vitest';
import { startEmbeddedCluster } from '@server/bootstrap/database-server';
import { findFreePort } from '@server/bootstrap/ports';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { WorkdayEndpointsService } from '@server/modules/workday/workday-endpoints.service';
import { as } from '../support/auth-helpers';
import { startDemoApp } from '../support/demo-app';
import { databaseEnv } from '../support/test-database';
import {
  requireBuiltServer,
  ROOT,
  SERVER_MAIN,
  spawnNode,
  type Spawned,
  waitUntil,
} from '../support/processes';

const DB_SCRIPT = join(ROOT, 'scripts/db.mjs');

/** Rows per table of the public schema. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = (await client.query(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** One digest of the stored objects (decision 0043): keys and contents. */
async function storedChecksum(url: string): Promise<{ files: number; sha256: string }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const hash = createHash('sha256');
    const pieces = await client.query<{ key: string; data: Buffer }>(
      'SELECT key, data FROM stored_object_chunks ORDER BY key, seq',
    );
    for (const { key, data } of pieces.rows) hash.update(`${key}\0`).update(data);
    const [{ n }] = (await client.query('SELECT count(*)::int AS n FROM stored_objects')).rows;
    return { files: n, sha256: hash.digest('hex') };
  } finally {
    await client.end();
  }
}

async function run(args: string[], env: Record<string, string>): Promise<Spawned> {
  const command = spawnNode(DB_SCRIPT, args, { LOG_LEVEL: 'warn', ...env });
  await command.exited;
  return command;
}

describe('npm run db:backup and db:restore', () => {
  const cleanup: (() => Promise<unknown> | void)[] = [];

  beforeAll(() => requireBuiltServer());

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('restores the demo data and files into a fresh DATA_DIR, which then starts without seeding', async () => {
    const { t, ds, admin } = await startDemoApp();
    const sourceDir = t.app.get<AppConfig>(APP_CONFIG).dataDir;
    cleanup.push(async () => {
      await t.database.drop();
      rmSync(sourceDir, { recursive: true, force: true });
    });
    const [{ node_uuid: node }] = await ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE parent_node_uuid IS NOT NULL ORDER BY node_uuid LIMIT 1`,
    );
    await as(admin, t.http().post(`/api/upload/v1/${node}`))
      .attach('files', randomBytes(70_000), 'drawing.bin')
      .attach('files', Buffer.from('Takt 58 s\n'), 'notes.txt')
      .expect(201);
    // An HR secret sealed with DATA_DIR's key: the restored instance must start with that key.
    await t.app.get(WorkdayEndpointsService).create({
      description: 'Backed-up tenant',
      uri: 'https://wd2-impl-services1.workday.com/ccx',
      tenant: 'acme',
      isu: 'ISU_Portal',
      clientId: 'client',
      clientSecret: 'client-secret',
      refreshToken: 'refresh-token',
      canRead: true,
      canWrite: false,
      isProduction: false,
    });
    await t.app.close(); // the database stays up, and nothing writes to it any more
    const before = await rowCounts(t.database.url);
    const filesBefore = await storedChecksum(t.database.url);
    expect(filesBefore.files).toBe(2);

    const work = mkdtempSync(join(ROOT, '.test-data', 'backup-'));
    chmodSync(work, 0o755); // PostgreSQL runs as its own user when we are root
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    const file = join(work, 'portal.tar.gz');
    const backup = await run(['backup', file], { ...databaseEnv(t.database), DATA_DIR: sourceDir });
    expect(backup.child.exitCode, backup.output()).toBe(0);
    const rows = Object.entries(before)
      .filter(([table]) => table !== 'migrations')
      .reduce((sum, [, n]) => sum + n, 0);
    expect(backup.output()).toContain(`(${rows} rows) and 2 files`);

    // A role that owns its database but may not load rows with triggers off is told what to do.
    const plain = `restorer_${randomBytes(4).toString('hex')}`;
    const superuser = new Client({ connectionString: `${inject('pgBaseUrl')}/postgres` });
    await superuser.connect();
    await superuser.query(`CREATE ROLE ${plain} LOGIN PASSWORD 'plain'`);
    await superuser.query(`CREATE DATABASE ${plain} OWNER ${plain}`);
    cleanup.push(async () => {
      await superuser.query(`DROP DATABASE ${plain} WITH (FORCE)`);
      await superuser.query(`DROP ROLE ${plain}`);
      await superuser.end();
    });
    const url = new URL(`${inject('pgBaseUrl')}/${plain}`);
    url.username = plain;
    url.password = 'plain';
    const refused = await run(['restore', file], {
      DATABASE_URL: url.toString(),
      DATA_DIR: join(work, 'refused'),
    });
    expect(refused.child.exitCode).toBe(1);
    expect(refused.output()).toContain(
      'A restore loads rows with triggers off, which the database role may not do: use a superuser, or GRANT SET ON PARAMETER session_replication_role to the owner (PostgreSQL 15+), in DATABASE_MIGRATION_URL',
    );

    const fresh = join(work, 'restored');
    const restore = await run(['restore', file], { DATA_DIR: fresh });
    expect(restore.child.exitCode, restore.output()).toBe(0);
    const again = await run(['restore', file], { DATA_DIR: fresh });
    expect(again.child.exitCode).toBe(1);
    expect(again.output()).toContain(
      'already holds data; restore onto an empty one, or add --force',
    );

    const { cluster, baseUrl } = await startEmbeddedCluster(join(fresh, 'pg'));
    try {
      expect(await rowCounts(`${baseUrl}/portal`)).toEqual(before);
      expect(await storedChecksum(`${baseUrl}/portal`)).toEqual(filesBefore);
    } finally {
      await cluster.stop();
    }

    // The restored DATA_DIR starts as it is (no demo data loaded over it) and can be backed up
    // while it runs.
    const port = await findFreePort();
    const server = spawnNode(SERVER_MAIN, [], {
      PORT: String(port),
      DATA_DIR: fresh,
      LOG_LEVEL: 'warn',
      WORKDAY_SIMULATOR_PORT: '0',
    });
    cleanup.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    });
    await server.waitForOutput(/Press Ctrl-C to stop/, 120_000);
    expect(server.output()).not.toContain('Demo data was loaded');
    await waitUntil(
      async () =>
        (await fetch(`http://127.0.0.1:${port}/api/v1/public/health`)).ok ? true : undefined,
      10_000,
      'the restored server to be healthy',
    );
    const beside = await run(['backup', join(work, 'running.tar.gz')], { DATA_DIR: fresh });
    expect(beside.child.exitCode, beside.output()).toBe(0);
    expect(beside.output()).toContain('and 2 files');
  }, 300_000);
});
