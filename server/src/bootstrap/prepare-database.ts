import type { Logger as PinoLogger } from 'pino';
import type { AppConfig } from '@server/config/app-config';
import { createDataSource } from '@server/database/data-source';
import { seedDemoData, isDatabaseEmpty } from '@server/database/seed/demo-seed';

/**
 * Runs pending migrations and, on an empty database, loads the demo organisation. Runs
 * before Nest starts so that no module ever sees an unmigrated schema.
 */
export async function prepareDatabase(url: string, config: AppConfig, logger: PinoLogger) {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) logger.info(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
    let seeded = false;
    if (config.seedDemoData && (await isDatabaseEmpty(dataSource))) {
      const summary = await seedDemoData(dataSource, { scale: 1 });
      logger.info({ summary }, 'Demo data loaded');
      seeded = true;
    }
    // Sign-in and its demo users arrive with the users module; until then the shell is open.
    const adminNotice = '  Sign-in is not built yet: every screen opens without a password.';
    return { seeded, adminNotice };
  } finally {
    await dataSource.destroy();
  }
}
