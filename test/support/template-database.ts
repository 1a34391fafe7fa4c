import pg from 'pg';
import { OWNER_ROLE, REQUEST_ROLE, roleUrl } from '@server/bootstrap/database-roles';
import { migrateAsOwner } from '@server/bootstrap/prepare-database';
import { createDataSource } from '@server/database/data-source';
import { seedDemoData } from '@server/database/seed/demo-seed';

/** The database every API suite's own database is cloned from. */
export const TEMPLATE = 'portal_template';
/** The template plus the demo data (scale 1), for the suites that start from it. */
export const DEMO_TEMPLATE = 'portal_template_demo';

/**
 * Brings the template at baseUrl (the superuser's) up to the latest migration as the app does
 * at start: as the schema owner, with the job engine's schema and the request role's rights.
 */
export async function migrateTemplate(baseUrl: string): Promise<void> {
  const ownerUrl = `${roleUrl(baseUrl, OWNER_ROLE)}/${TEMPLATE}`;
  const dataSource = createDataSource(ownerUrl);
  await dataSource.initialize();
  try {
    await migrateAsOwner(dataSource, {
      url: `${roleUrl(baseUrl, REQUEST_ROLE)}/${TEMPLATE}`,
      ownerUrl,
    });
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
    await client.query(`CREATE DATABASE ${DEMO_TEMPLATE} TEMPLATE ${TEMPLATE} OWNER ${OWNER_ROLE}`);
  } finally {
    await client.end();
  }
  const dataSource = createDataSource(`${roleUrl(baseUrl, OWNER_ROLE)}/${DEMO_TEMPLATE}`);
  await dataSource.initialize();
  try {
    const { credentials } = await seedDemoData(dataSource, { scale: 1 });
    return Object.fromEntries(credentials.map((c) => [c.userCode, c.password]));
  } finally {
    await dataSource.destroy();
  }
}
