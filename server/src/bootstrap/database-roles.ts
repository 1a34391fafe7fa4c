import { Client } from 'pg';

/**
 * The embedded cluster's three roles (decision 0032): its superuser administers the cluster
 * alone; OWNER_ROLE owns the schema and runs migrations, the demo seed, backups and restores;
 * REQUEST_ROLE serves requests with row rights only, so nothing the app is made to run can
 * alter a table or switch off a trigger (the audit trail's append-only one above all).
 */
export const OWNER_ROLE = 'portal_owner';
export const REQUEST_ROLE = 'portal_app';
/** Like the superuser's: the embedded cluster listens on 127.0.0.1 alone. */
const PASSWORDS: Record<string, string> = {
  [OWNER_ROLE]: 'portal-owner',
  [REQUEST_ROLE]: 'portal-app',
};

/** `baseUrl` (postgres://superuser:password@host:port) with `role`'s name and password. */
export function roleUrl(baseUrl: string, role: string): string {
  const url = new URL(baseUrl);
  url.username = role;
  url.password = PASSWORDS[role];
  return url.toString().replace(/\/$/, '');
}

async function asSuperuser<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the two roles when missing (a new cluster, or one an older version made, where the
 * app connected as the superuser). Only a restore needs session_replication_role (the backup's
 * rows go in with triggers and foreign keys off), so the owner may set it; the request role
 * may not.
 */
export async function ensureEmbeddedRoles(superBaseUrl: string): Promise<void> {
  await asSuperuser(`${superBaseUrl}/postgres`, async (client) => {
    const { rows } = await client.query<{ rolname: string }>(
      'SELECT rolname FROM pg_roles WHERE rolname = ANY($1)',
      [[OWNER_ROLE, REQUEST_ROLE]],
    );
    for (const role of [OWNER_ROLE, REQUEST_ROLE]) {
      if (rows.some((row) => row.rolname === role)) continue;
      await client.query(
        `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD '${PASSWORDS[role]}'`,
      );
    }
    const { rows: granted } = await client.query<{ ok: boolean }>(
      `SELECT has_parameter_privilege($1, 'session_replication_role', 'SET') AS ok`,
      [OWNER_ROLE],
    );
    if (!granted[0].ok) {
      await client.query(`GRANT SET ON PARAMETER session_replication_role TO ${OWNER_ROLE}`);
    }
  });
}

/** Objects of ours (not an extension's, nor a table's own sequence) someone else owns. */
const FOREIGN_OWNED = `
  WITH owner AS (SELECT $1::regrole AS oid),
  ours AS (SELECT oid FROM pg_namespace WHERE nspname IN ('public', 'pgboss'))
  SELECT 'SCHEMA ' || quote_ident(n.nspname) AS object, 0 AS pass FROM pg_namespace n, owner
   WHERE n.oid IN (SELECT oid FROM ours)
     AND n.nspowner NOT IN (owner.oid, 'pg_database_owner'::regrole)
  UNION ALL
  SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE ' WHEN 'v' THEN 'VIEW '
           WHEN 'm' THEN 'MATERIALIZED VIEW ' ELSE 'TABLE ' END || c.oid::regclass::text, 1
    FROM pg_class c, owner
   WHERE c.relnamespace IN (SELECT oid FROM ours) AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
     AND c.relowner <> owner.oid
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                        AND d.objid = c.oid AND (d.deptype = 'e'
                          OR (c.relkind = 'S' AND d.deptype IN ('a', 'i'))))
  UNION ALL
  SELECT 'ROUTINE ' || p.oid::regprocedure::text, 1 FROM pg_proc p, owner
   WHERE p.pronamespace IN (SELECT oid FROM ours) AND p.proowner <> owner.oid
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                        AND d.objid = p.oid AND d.deptype = 'e')
  UNION ALL
  SELECT 'TYPE ' || t.oid::regtype::text, 1 FROM pg_type t, owner
   WHERE t.typnamespace IN (SELECT oid FROM ours) AND t.typtype IN ('e', 'd', 'r')
     AND t.typowner <> owner.oid
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
                        AND d.objid = t.oid AND d.deptype = 'e')
  ORDER BY pass`;

/**
 * Makes OWNER_ROLE the owner of `database` and of everything of ours in it. A data folder an
 * older version made holds objects the superuser owns; they change hands here, once (later
 * starts find nothing to move). Sequences and indexes of a table move with it.
 */
export async function adoptDatabase(superBaseUrl: string, database: string): Promise<void> {
  await asSuperuser(`${superBaseUrl}/${database}`, async (client) => {
    await client.query(
      `DO $$ BEGIN
         IF (SELECT datdba FROM pg_database WHERE datname = current_database()) <> '${OWNER_ROLE}'::regrole
         THEN EXECUTE format('ALTER DATABASE %I OWNER TO ${OWNER_ROLE}', current_database()); END IF;
       END $$`,
    );
    const { rows } = await client.query<{ object: string }>(FOREIGN_OWNED, [OWNER_ROLE]);
    if (!rows.length) return;
    await client.query('BEGIN');
    for (const { object } of rows) await client.query(`ALTER ${object} OWNER TO ${OWNER_ROLE}`);
    await client.query('COMMIT');
  });
}
