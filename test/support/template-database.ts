import { createDataSource } from '@server/database/data-source';

/** The database every API suite's own database is cloned from. */
export const TEMPLATE = 'portal_template';

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
