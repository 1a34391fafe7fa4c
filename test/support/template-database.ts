import pg from 'pg';
import { createDataSource } from '@server/database/data-source';
import { seedDemoData } from '@server/database/seed/demo-seed';

/** The database every API suite's own database is cloned from. */
export const TEMPLATE = 'portal_template';
/** The template plus the demo data (scale 1), for the suites that start from it. */
export const DEMO_TEMPLATE = 'portal_template_demo';

/** Brings the template at baseUrl up to the latest migration. */
export async function migrateTemplate(baseUrl: string): Promise<void> {
  const dataSource = createDataSource(`${baseUrl}/${TEMPLATE}`);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Copies the migrated template into DEMO_TEMPLATE and loads the demo data there, once per run:
 * a dozen suites start from it, and seeding took each of them seconds. Answers the demo
 * users' passwords by user code (only OPAQUE records are stored).
 */
export async function seedDemoTemplate(baseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${DEMO_TEMPLATE} TEMPLATE ${TEMPLATE}`);
  } finally {
    await client.end();
  }
  const dataSource = createDataSource(`${baseUrl}/${DEMO_TEMPLATE}`);
  await dataSource.initialize();
  try {
    const { credentials } = await seedDemoData(dataSource, { scale: 1 });
    return Object.fromEntries(credentials.map((c) => [c.userCode, c.password]));
  } finally {
    await dataSource.destroy();
  }
}
