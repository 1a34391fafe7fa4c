import type { Logger as PinoLogger } from 'pino';
import type { AppConfig } from '@server/config/app-config';
import { createDataSource } from '@server/database/data-source';
import { seedDemoData, isDatabaseEmpty } from '@server/database/seed/demo-seed';
import type { DemoCredential } from '@server/database/seed/users-seed';

/** Shown once: only the OPAQUE records are stored, the passwords cannot be recovered. */
export function demoCredentialLines(credentials: DemoCredential[]): string {
  const width = Math.max(...credentials.map((c) => c.userCode.length));
  return [
    '  Sign in with one of the demo users (passwords shown only now; write them down):',
    ...credentials.map(
      (c) => `    ${c.userCode.padEnd(width)}  ${c.password}   (${c.groups.join(', ')})`,
    ),
  ].join('\n');
}

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
    let adminNotice =
      '  Sign in with your account; the demo users were created when the database was new.';
    if (config.seedDemoData && (await isDatabaseEmpty(dataSource))) {
      const { credentials, ...summary } = await seedDemoData(dataSource, {
        scale: 1,
        adminPassword: config.adminPassword,
        opaqueServerSetup: config.opaqueServerSetup,
      });
      logger.info({ summary }, 'Demo data loaded');
      seeded = true;
      adminNotice = demoCredentialLines(credentials);
    }
    return { seeded, adminNotice };
  } finally {
    await dataSource.destroy();
  }
}
