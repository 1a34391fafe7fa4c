import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { createDatabaseIfMissing, startEmbeddedCluster } from '@server/bootstrap/database-server';
import { findFreePort } from '@server/bootstrap/ports';
import { migrateAsOwner } from '@server/bootstrap/prepare-database';
import { createDataSource } from '@server/database/data-source';
import { requireBuiltServer, ROOT, SERVER_MAIN, spawnNode, Spawned } from '../support/processes';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

/** Owners of the relations, routines and types of ours (not an extension's), by owner. */
const OWNERS = `
  SELECT owner, count(*)::int AS n FROM (
    SELECT c.relowner::regrole::text AS owner, c.oid AS objid, 'pg_class'::regclass AS classid
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname IN ('public', 'pgboss') AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'i')
    UNION ALL
    SELECT p.proowner::regrole::text, p.oid, 'pg_proc'::regclass
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('public', 'pgboss')
    UNION ALL
    SELECT nspowner::regrole::text, oid, 'pg_namespace'::regclass
      FROM pg_namespace WHERE nspname = 'pgboss'
  ) o
  WHERE NOT EXISTS (SELECT 1 FROM pg_depend d
                     WHERE d.classid = o.classid AND d.objid = o.objid AND d.deptype = 'e')
  GROUP BY owner ORDER BY owner`;

/**
 * Issue 29, item 6 (decision 0032): requests run as a role that cannot switch the audit
 * trail's safeguards off, nor alter any table; migrations run as the schema's owner.
 */
describe('database roles', () => {
  describe("the app's own connection", () => {
    let t: TestApp;
    let ds: DataSource;

    beforeAll(async () => {
      t = await startTestApp();
      ds = t.app.get(DataSource);
    });

    afterAll(async () => {
      await t?.close();
    });

    it('is neither a superuser nor the owner of the tables, which the owner role owns', async () => {
      const [me] = await ds.query(
        `SELECT current_user AS name, rolsuper AS superuser, rolcreaterole AS "createRole",
                rolcreatedb AS "createDb", rolbypassrls AS "bypassRls"
           FROM pg_roles WHERE rolname = current_user`,
      );
      expect(me).toEqual({
        name: 'portal_app',
        superuser: false,
        createRole: false,
        createDb: false,
        bypassRls: false,
      });
      expect(await ds.query(OWNERS)).toEqual([{ owner: 'portal_owner', n: expect.any(Number) }]);
    });

    it.each([
      ['ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only', /must be owner/],
      ['ALTER TABLE audit_entries DISABLE TRIGGER ALL', /must be owner/],
      ['DROP TRIGGER audit_entries_append_only ON audit_entries', /must be owner/],
      ['ALTER TABLE audit_entries ADD COLUMN forged text', /must be owner/],
      ['ALTER TABLE users ADD COLUMN forged text', /must be owner/],
      ['DROP TABLE audit_entries', /must be owner/],
      [
        `CREATE OR REPLACE FUNCTION audit_entries_refuse_change() RETURNS trigger
           LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`,
        /must be owner|permission denied/,
      ],
      ['SET session_replication_role = replica', /permission denied to set parameter/],
      [`UPDATE audit_entries SET action = 'forged'`, /permission denied for table audit_entries/],
      ['DELETE FROM audit_entries', /permission denied for table audit_entries/],
      ['TRUNCATE audit_entries', /permission denied for table audit_entries/],
      ['TRUNCATE users', /permission denied for table users/],
      ['CREATE TABLE forged (id int)', /permission denied for schema public/],
      ['SET ROLE portal_owner', /permission denied to set role/],
      ['ALTER ROLE portal_app SUPERUSER', /permission denied/],
    ])('refuses %s', async (sql, refusal) => {
      await expect(ds.query(sql)).rejects.toThrow(refusal);
    });

    it('leaves the append-only triggers in force', async () => {
      const triggers = await ds.query(
        `SELECT tgname AS name, tgenabled AS enabled FROM pg_trigger
          WHERE tgrelid = 'audit_entries'::regclass AND NOT tgisinternal ORDER BY tgname`,
      );
      expect(triggers).toEqual([
        { name: 'audit_entries_append_only', enabled: 'O' },
        { name: 'audit_entries_no_truncate', enabled: 'O' },
      ]);
    });
  });

  it('warns at start when requests would run as the owner (one URL for both)', async () => {
    const database = await createTestDatabase();
    const ds = createDataSource(database.ownerUrl);
    await ds.initialize();
    const said = { info: [] as string[], warn: [] as string[] };
    const logger = {
      info: (line: string) => said.info.push(line),
      warn: (line: string) => said.warn.push(line),
    };
    try {
      await migrateAsOwner(ds, { url: database.url, ownerUrl: database.ownerUrl }, logger);
      expect(said.warn).toEqual([]);
      await migrateAsOwner(ds, { url: database.ownerUrl, ownerUrl: database.ownerUrl }, logger);
      expect(said.warn).toEqual([
        "Requests run as portal_owner, which owns the tables and so could alter them or switch off the audit trail's safeguard; give DATABASE_URL a role of its own and DATABASE_MIGRATION_URL the owner (README, DATABASE_URL)",
      ]);
    } finally {
      await ds.destroy();
      await database.drop();
    }
  });

  describe('an embedded data folder an older version made as the superuser', () => {
    let dataDir: string;
    let server: Spawned | undefined;

    beforeAll(() => requireBuiltServer());

    afterAll(async () => {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await server?.exited;
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('is handed to the owner role on start, and requests are served as the app role', async () => {
      dataDir = mkdtempSync(join(ROOT, '.test-data', 'roles-'));
      chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
      // What older versions left: the schema and the job engine's, all the superuser's.
      const { cluster, baseUrl } = await startEmbeddedCluster(join(dataDir, 'pg'), { fast: true });
      try {
        await createDatabaseIfMissing(baseUrl, 'portal');
        const old = createDataSource(`${baseUrl}/portal`);
        await old.initialize();
        await old.runMigrations({ transaction: 'each' });
        await old.destroy();
        const boss = new PgBoss({ connectionString: `${baseUrl}/portal`, schema: 'pgboss' });
        boss.on('error', () => undefined); // its pool, when the cluster stops below
        await boss.start();
        await boss.createQueue('older.queue');
        await boss.stop({ graceful: false });
      } finally {
        await cluster.stop();
      }

      server = spawnNode(SERVER_MAIN, [], {
        PORT: String(await findFreePort()),
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      });
      await server.waitForOutput(/Press Ctrl-C to stop/, 120_000);
      const [, , , port] = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
      const db = new Client({
        connectionString: `postgres://postgres:portal@127.0.0.1:${port}/portal`,
      });
      await db.connect();
      try {
        expect((await db.query(OWNERS)).rows).toEqual([
          { owner: 'portal_owner', n: expect.any(Number) },
        ]);
        const { rows: database } = await db.query(
          `SELECT datdba::regrole::text AS owner FROM pg_database WHERE datname = 'portal'`,
        );
        expect(database).toEqual([{ owner: 'portal_owner' }]);
        // Every connection the running app holds (requests, job engine, event listener).
        const { rows: sessions } = await db.query(
          `SELECT DISTINCT usename AS role FROM pg_stat_activity
            WHERE datname = 'portal' AND backend_type = 'client backend'
              AND pid <> pg_backend_pid()`,
        );
        expect(sessions).toEqual([{ role: 'portal_app' }]);
      } finally {
        await db.end();
      }
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }, 180_000);
  });
});
