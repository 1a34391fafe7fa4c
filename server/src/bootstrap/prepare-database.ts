import type { Logger as PinoLogger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';
import { createDataSource } from '@server/database/data-source';
import { seedDemoData, isDatabaseEmpty } from '@server/database/seed/demo-seed';
import type { DemoCredential } from '@server/database/seed/users-seed';
import { installJobSchema } from '@server/modules/jobs/job-schema';
import { grantRequestRole, requestRoleOf } from './request-role';
import { withStartupLock } from './startup-lock';

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

/** The schema's owner (migrations, job schema) and the role requests are served as. */
export interface DatabaseUrls {
  url: string;
  ownerUrl: string;
}

/**
 * Brings the schema up to date as its owner: the migrations, the job engine's schema and the
 * request role's row rights (decision 0032). Warns when requests would run as a role that can
 * alter the tables, so could switch the audit trail's safeguard off.
 */
export async function migrateAsOwner(
  dataSource: DataSource,
  database: DatabaseUrls,
  logger?: { info(line: string): void; warn(line: string): void },
): Promise<void> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) logger?.info(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
  await installJobSchema(dataSource);
  const role = await requestRoleOf(database.url);
  const [{ owner }] = await dataSource.query('SELECT current_user AS owner');
  // One role for both (a single DATABASE_URL, or requests already set up by the owner).
  if (role.name === owner && !role.superuser && !role.ownsTables) return;
  if (role.superuser || role.ownsTables) {
    logger?.warn(
      `Requests run as ${role.name}, which ${role.superuser ? 'is a superuser' : 'owns the tables'} ` +
        "and so could alter them or switch off the audit trail's safeguard; give DATABASE_URL a " +
        'role of its own and DATABASE_MIGRATION_URL the owner (README, DATABASE_URL)',
    );
    return;
  }
  await grantRequestRole(dataSource, role.name);
}

/**
 * Runs pending migrations and, on an empty database, loads the demo organisation, as the
 * schema's owner. Runs before Nest starts so that no module ever sees an unmigrated schema,
 * and under the start-up lock, so that instances starting together do it once (decision 0042).
 */
export async function prepareDatabase(
  database: DatabaseUrls,
  config: AppConfig,
  logger: PinoLogger,
) {
  return withStartupLock(
    database.ownerUrl,
    () => migrateAndSeed(database, config, logger),
    () => logger.info('Waiting for another instance to finish migrating the database'),
  );
}

async function migrateAndSeed(database: DatabaseUrls, config: AppConfig, logger: PinoLogger) {
  const dataSource = createDataSource(database.ownerUrl);
  await dataSource.initialize();
  try {
    await migrateAsOwner(dataSource, database, logger);
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
