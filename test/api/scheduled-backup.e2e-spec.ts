import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { restore } from '@server/database/backup/restore';
import { BackupJob } from '@server/modules/scheduler/backup.job';
import { as } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';

/**
 * Per table of the public schema, its row count and one digest of its rows (order aside); per
 * sequence, where it stands.
 */
async function databaseDigests(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const relations = await client.query<{ name: string; kind: string }>(
      `SELECT c.relname AS name, c.relkind::text AS kind FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S') ORDER BY 1`,
    );
    const digests: Record<string, string> = {};
    for (const { name, kind } of relations.rows) {
      const sql =
        kind === 'S'
          ? `SELECT last_value || ' ' || is_called AS digest FROM "${name}"`
          : `SELECT count(*) || ' rows ' || coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS digest FROM "${name}" t`;
      digests[name] = (await client.query<{ digest: string }>(sql)).rows[0].digest;
    }
    return digests;
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the database at `url`; answers the rows. */
async function query(url: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Path and content digest of every file under `dir` (the stored files, the HR key). */
function fileDigests(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((path) => [
        relative(dir, path),
        createHash('sha256').update(readFileSync(path)).digest('hex'),
      ]),
  );
}

/** Log lines as objects, from a pino logger writing into this array. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

describe('the backup job class', () => {
  let demo: DemoApp;
  let db: Client;
  const cleanup: (() => Promise<unknown> | void)[] = [];

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  const get = (path: string) => as(demo.admin, demo.t.http().get(`/api/v1/${path}`));
  /** Fires the trigger now and answers its run once finished. */
  const fire = async (trigger: string) => {
    const before = (
      await db.query('SELECT last_run_uuid FROM scheduler_triggers WHERE trigger_uuid = $1', [
        trigger,
      ])
    ).rows[0].last_run_uuid;
    await db.query(
      `UPDATE scheduler_triggers SET next_fire_at = now() - interval '1 second' WHERE trigger_uuid = $1`,
      [trigger],
    );
    let run: { status: string; status_message: string; output_file: string | null } | undefined;
    await vi.waitFor(
      async () => {
        run = (
          await db.query(
            `SELECT r.status::text, r.status_message, r.output_file FROM scheduler_triggers t
               JOIN job_runs r ON r.quartz_job_uuid = t.last_run_uuid
              WHERE t.trigger_uuid = $1 AND t.last_run_uuid IS DISTINCT FROM $2`,
            [trigger, before],
          )
        ).rows[0];
        expect(run?.status).toMatch(/COMPLETED|FAILED/);
      },
      { timeout: 60_000, interval: 250 },
    );
    return run!;
  };

  it('writes db:backup’s archive under DATA_DIR, keeps BACKUP_KEEP, and the newest restores every table and file', async () => {
    demo = await startDemoApp({ BACKUP_KEEP: '2' });
    const { t, ds, admin } = demo;
    const dataDir = t.app.get<AppConfig>(APP_CONFIG).dataDir;
    cleanup.push(async () => {
      await t.database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const client = (db = new Client({ connectionString: t.database.url }));
    await client.connect();
    cleanup.push(() => client.end());

    // The demo schedules a nightly backup.
    const demoTriggers = (await get('secure/admin/scheduler/triggers').expect(200)).body;
    expect(demoTriggers).toContainEqual(
      expect.objectContaining({ jobClass: 'backup', intervalSeconds: 86_400, state: 'NORMAL' }),
    );
    const [{ node_uuid: node }] = await ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE parent_node_uuid IS NOT NULL ORDER BY node_uuid LIMIT 1`,
    );
    await as(admin, t.http().post(`/api/upload/v1/${node}`))
      .attach('files', randomBytes(70_000), 'drawing.bin')
      .attach('files', Buffer.from('Takt 58 s\n'), 'notes.txt')
      .expect(201);
    // Only the backups run from here on: the demo triggers are paused, their runs finished.
    await get('quartz/pause').expect(200);
    await vi.waitFor(
      async () =>
        expect(
          (await db.query(`SELECT 1 FROM job_runs WHERE status IN ('QUEUED', 'RUNNING')`)).rows,
        ).toEqual([]),
      { timeout: 60_000, interval: 250 },
    );

    const created = await get('quartz/schedule/backup/3600').expect(200);
    const trigger = created.body.triggerUuid as string;
    const dir = join(dataDir, 'backups');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const run = await fire(trigger);
      expect(run.status, run.status_message).toBe('COMPLETED');
      made.push(run.output_file!);
    }
    const [, second, newest] = made;
    expect(readdirSync(dir).sort()).toEqual([second, newest].map((f) => relative(dir, f)).sort());
    const bytes = statSync(newest).size;
    const job = (await get('quartz/status/backup').expect(200)).body;
    expect(job.lastRun).toMatchObject({
      status: 'COMPLETED',
      outputFile: relative(dir, newest),
      outputBytes: bytes,
    });
    expect(job.lastRun.statusMessage).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and 2 files \(.+\) to portal-backup-\d{8}-\d{6}(-\d)?\.tar\.gz \(.+\); keeping the newest 2, deleted 1 older$/,
    );
    expect(t.app.get(BackupJob).stats()).toMatchObject({
      succeeded: 3,
      failed: 0,
      lastBytes: bytes,
    });
    const runUuid = (
      await db.query('SELECT last_run_uuid FROM scheduler_triggers WHERE trigger_uuid = $1', [
        trigger,
      ])
    ).rows[0].last_run_uuid as string;

    await t.app.close(); // the database stays; nothing writes to it any more

    const name = `restored_${randomBytes(4).toString('hex')}`;
    const superuser = `${inject('pgBaseUrl')}/postgres`;
    await query(superuser, `CREATE DATABASE ${name}`);
    cleanup.push(() => query(superuser, `DROP DATABASE ${name} WITH (FORCE)`));
    const fresh = mkdtempSync(join(tmpdir(), 'portal-restored-'));
    cleanup.push(() => rmSync(fresh, { recursive: true, force: true }));
    const url = `${inject('pgBaseUrl')}/${name}`;
    await restore({
      databaseUrl: url,
      dataDir: fresh,
      file: newest,
      force: false,
      progress: () => {},
    });

    // What moved on after the newest backup's snapshot, and nothing else: its own run (running
    // then, finished now) and the instance's liveness row (beating then, gone at shutdown).
    expect(
      await query(url, 'SELECT status::text FROM job_runs WHERE quartz_job_uuid = $1', [runUuid]),
    ).toEqual([{ status: 'RUNNING' }]);
    for (const database of [url, t.database.ownerUrl]) {
      await query(database, 'DELETE FROM job_runs WHERE quartz_job_uuid = $1', [runUuid]);
      await query(database, 'DELETE FROM app_instances');
    }
    const restored = await databaseDigests(url);
    expect(Object.keys(restored).length).toBeGreaterThan(50);
    expect(restored).toEqual(await databaseDigests(t.database.ownerUrl));

    // Uploaded files are rows now (stored_objects, decision 0043), compared with every table
    // above; what the archive keeps on disk is the generated HR key.
    expect(Object.keys(restored)).toContain('stored_object_chunks');
    const files = fileDigests(dataDir);
    const stored = Object.keys(files).filter((p) => p.endsWith('.key'));
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(fileDigests(fresh)).toEqual(Object.fromEntries(stored.map((p) => [p, files[p]])));
  }, 300_000);

  it('fails the run at once when BACKUP_DIR cannot be written, with a structured log line and a count', async () => {
    const blocked = join(mkdtempSync(join(tmpdir(), 'portal-blocked-')), 'a-file');
    writeFileSync(blocked, 'not a folder');
    cleanup.push(() => rmSync(join(blocked, '..'), { recursive: true, force: true }));
    const { lines, logger } = capturedLogger();
    demo = await startDemoApp({ BACKUP_DIR: blocked, LOG_LEVEL: 'info' }, logger);
    cleanup.push(() => demo.t.close());
    const client = (db = new Client({ connectionString: demo.t.database.url }));
    await client.connect();
    cleanup.push(() => client.end());

    const trigger = (await get('quartz/schedule/backup/3600').expect(200)).body.triggerUuid;
    const run = await fire(trigger);
    expect(run.status).toBe('FAILED');
    expect(run.status_message).toMatch(/^Failed: .*a-file/);
    expect(demo.t.app.get(BackupJob).stats()).toMatchObject({ succeeded: 0, failed: 1 });
    // What Prometheus scrapes, and the PortalBackupFailed alert reads (docker/prometheus).
    const scrape = (await demo.t.http().get('/metrics').expect(200)).text;
    expect(scrape).toContain('portal_backups_total{result="failed"} 1');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        event: 'backup.failed',
        context: 'BackupJob',
        triggerUuid: trigger,
        backupDir: blocked,
        msg: expect.stringMatching(/^Backup failed: /),
      }),
    );
    const job = (await get('quartz/status/backup').expect(200)).body;
    expect(job.lastRun).toMatchObject({ status: 'FAILED', outputFile: null, outputBytes: null });
  }, 120_000);
});
