import { PRODUCT_NAME } from '@domain/rules';
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config';
import { createRootLogger } from './common/logger';
import { ensureWritableDataDir } from './bootstrap/data-dir';
import { startDatabase, type DatabaseServer } from './bootstrap/database-server';
import { assertPortFree } from './bootstrap/ports';
import { StartupError } from './bootstrap/startup-error';
import { keepServingOnStrayErrors } from './bootstrap/process-guards';
import { markDraining } from './common/draining';
import { flushErrorReports } from './common/error-reports';

/** Operator mistakes end the process with one plain line and exit code 1. */
function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(`Configuration error: ${error.message}`);
    throw error;
  }
  const logger = createRootLogger(config.logLevel);
  let database: DatabaseServer | undefined;
  try {
    ensureWritableDataDir(config.dataDir);
    await assertPortFree(config.port);
    database = await startDatabase(
      config,
      (line) => logger.debug({ context: 'postgres' }, line),
      (line) => logger.warn({ context: 'postgres' }, line),
    );
    // Loaded only now: the app's modules take seconds to load, and an operator mistake found
    // above (a setting, a taken port) should end the start at once, also under npm start.
    const { prepareDatabase } = await import('./bootstrap/prepare-database');
    const { createHttpApp } = await import('./bootstrap/http-app');
    const { startErrorReportsFor } = await import('./bootstrap/error-reports');
    if (await startErrorReportsFor(config)) logger.info('Error reports go to SENTRY_DSN');
    const { seeded, adminNotice } = await prepareDatabase(database, config, logger);
    const app = await createHttpApp(config, database.url, logger);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      markDraining();
      logger.info(`${signal} received: stopping`);
      await app
        .close()
        .catch((error) => logger.error({ err: error }, 'Error while stopping the app'));
      await database
        ?.stop()
        .catch((error) => logger.error({ err: error }, 'Error while stopping PostgreSQL'));
      await flushErrorReports();
      logger.info('Stopped');
      process.exit(0);
    };
    // `on`, not `once`: a signal sent to the process group also arrives forwarded by npm start,
    // and a second one must not kill us halfway through stopping PostgreSQL.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => void stop(signal));
    }

    // Every interface, as Node's own default: IPv6 and IPv4 where the host has IPv6.
    const listen = (host: string) =>
      app.listen({ port: config.port, host, backlog: config.httpListenBacklog });
    await listen('::').catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
      return listen('0.0.0.0');
    });
    keepServingOnStrayErrors(logger);
    const base = config.publicUrl;
    const lines = [
      '',
      `  ${PRODUCT_NAME} is running (${database.embedded ? `embedded PostgreSQL under ${config.dataDir}, port ${new URL(database.url).port}` : 'DATABASE_URL'})`,
      `  Open ${base}/app in your browser.`,
      `  API: ${base}/api/v1   Swagger UI: ${base}/api/docs`,
      seeded ? '  Demo data was loaded into the new database.' : '',
      adminNotice,
      '  Press Ctrl-C to stop.',
      '',
    ].filter((line) => line !== '');
    process.stdout.write(`${lines.join('\n')}\n\n`);
    // npm start's supervisor counts a crash from here on as one to restart after.
    process.send?.({ type: 'ready' });
  } catch (error) {
    await database?.stop().catch(() => undefined);
    if (error instanceof StartupError) exitWith(error.message);
    logger.fatal({ err: error }, 'Startup failed');
    exitWith(`Startup failed: ${(error as Error).message}`);
  }
}

void main();
