import { Client } from 'pg';

/**
 * The key of the lock the schema's start-up work (migrations, job schema, grants, demo seed)
 * runs under: one instance at a time, across every instance and `npm run db:migrate`/`db:seed`.
 */
const STARTUP_LOCK = `hashtextextended('placement-portal start-up', 0)`;

/**
 * Runs `work` holding a session-level advisory lock on a connection of its own (decision 0042).
 * Instances starting together on an empty database raced: both created the migrations table
 * (one exited with code 1) or both applied a migration. The second now waits here, then finds
 * the migrations applied and the demo data loaded. Session-level, not a transaction's: the
 * work spans many transactions; if the holder dies, PostgreSQL ends its session and frees it.
 */
export async function withStartupLock<T>(
  ownerUrl: string,
  work: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const client = new Client({
    connectionString: ownerUrl,
    application_name: 'placement-portal-startup',
  });
  await client.connect();
  try {
    const [{ locked }] = (
      await client.query(`SELECT pg_try_advisory_lock(${STARTUP_LOCK}) AS locked`)
    ).rows as { locked: boolean }[];
    if (!locked) {
      onWait?.();
      await client.query(`SELECT pg_advisory_lock(${STARTUP_LOCK})`);
    }
    try {
      return await work();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${STARTUP_LOCK})`).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
