import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { JOBS_SCHEMA } from '@server/modules/jobs/job-schema';

/** What the role requests are served as may do to the schema (decision 0032). */
export interface RequestRole {
  name: string;
  superuser: boolean;
  /** It owns the tables, or is a member of the role that does: it could alter them. */
  ownsTables: boolean;
}

/** The role behind `url`, asked of the server (a managed service may rewrite user names). */
export async function requestRoleOf(url: string): Promise<RequestRole> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<RequestRole>(
      `SELECT current_user AS name, r.rolsuper AS superuser,
              pg_has_role(current_user, c.relowner, 'USAGE') AS "ownsTables"
         FROM pg_roles r, pg_class c
        WHERE r.rolname = current_user AND c.oid = 'public.audit_entries'::regclass`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Gives `role` row rights on every table of ours and no more, as the schema owner, after the
 * migrations: SELECT, INSERT, UPDATE and DELETE (no TRUNCATE, no TRIGGER), and on the audit
 * trail SELECT and INSERT alone, beside its append-only trigger. Said again at each start, so
 * a table a migration adds is covered too; the default privileges cover one made meanwhile
 * (a job queue's partition). Serialised across instances starting together: concurrent
 * GRANTs on one table fail ("tuple concurrently updated").
 */
export async function grantRequestRole(dataSource: DataSource, role: string): Promise<void> {
  const to = quote(role);
  await dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('portal grants', 0))`);
    for (const schema of ['public', JOBS_SCHEMA]) {
      await manager.query(`
        GRANT USAGE ON SCHEMA ${schema} TO ${to};
        GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${to};
        REVOKE TRUNCATE, TRIGGER, REFERENCES ON ALL TABLES IN SCHEMA ${schema} FROM ${to};
        GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schema} TO ${to};
        ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema}
          GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${to};
        ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT USAGE, SELECT ON SEQUENCES TO ${to}`);
    }
    await manager.query(`REVOKE UPDATE, DELETE ON audit_entries FROM ${to}`);
  });
}
