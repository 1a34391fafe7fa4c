import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';

export const JOBS_SCHEMA = 'pgboss';

/**
 * Installs or upgrades the job engine's schema, run as the schema owner beside the migrations
 * (decision 0032): the request role's engine only checks it (migrate: false). pg-boss's own
 * plans, under its own lock, through `dataSource`.
 *
 * A queue is a partition pg-boss creates when a worker first registers it, at run time, by
 * calling create_queue(); made SECURITY DEFINER here, that function creates the partition as
 * the owner, so the request role needs no right to create or alter tables. pg-boss's upgrades
 * replace the function, so this is said again after each.
 */
export async function installJobSchema(dataSource: DataSource): Promise<void> {
  const boss = new PgBoss({
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    db: {
      executeSql: async (text: string, values?: unknown[]) => ({
        rows: await dataSource.query(text, values),
      }),
    },
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  // Two instances starting together must not alter the function at once.
  await dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('portal job schema', 0))`);
    const [{ definer }] = await manager.query(
      `SELECT prosecdef AS definer FROM pg_proc
        WHERE oid = '${JOBS_SCHEMA}.create_queue(text, json)'::regprocedure`,
    );
    if (definer) return;
    await manager.query(
      `ALTER FUNCTION ${JOBS_SCHEMA}.create_queue(text, json)
         SECURITY DEFINER SET search_path = pg_catalog, pg_temp`,
    );
  });
}
