// Starts the API test run's PostgreSQL cluster (fsync off) and the migrated template database;
// test/support/test-database.ts clones it per suite.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureEmbeddedRoles, OWNER_ROLE } from '@server/bootstrap/database-roles';
import { startCluster } from '@server/bootstrap/embedded-cluster';
import { findFreePort } from '@server/bootstrap/ports';
import { migrateTemplate, seedDemoTemplate, TEMPLATE } from './template-database';

const root = join(__dirname, '..', '..');

/** The run's PostgreSQL (fsync off) with the app's roles and the migrated template database. */
export async function startTemplateCluster(): Promise<{
  baseUrl: string;
  stop: () => Promise<void>;
}> {
  const dir = join(root, '.test-data', `api-pg-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = await findFreePort();
  const cluster = await startCluster(join(dir, 'pg'), {
    port,
    user: 'postgres',
    password: 'test',
    fast: true,
    settings: {
      max_connections: '300',
      // What a read asked of the database, as an operator sees it (test/support/statements.ts).
      shared_preload_libraries: 'pg_stat_statements',
      'pg_stat_statements.track': 'top',
      // Room for every suite's databases' statements: a read's entry is never evicted mid-test.
      'pg_stat_statements.max': '20000',
    },
  });
  const baseUrl = `postgres://postgres:test@127.0.0.1:${port}`;
  // The roles the embedded cluster has (decision 0032): each suite's app serves as the
  // request role, so a suite that needs more than row rights at run time fails.
  await ensureEmbeddedRoles(baseUrl);
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  await client.query(`CREATE DATABASE ${TEMPLATE} OWNER ${OWNER_ROLE}`);
  // The view lives where it is created and counts the statements of every database.
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await client.end();
  // Migrated here, once: suites in parallel workers each clone it and must not race to migrate.
  await migrateTemplate(baseUrl);
  return {
    baseUrl,
    stop: async () => {
      await cluster.stop();
      rmSync(cluster.dataDir, { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Vitest global setup: the cluster's base URL reaches the suites through inject('pgBaseUrl'),
 * the demo template's passwords through inject('demoPasswords').
 */
export default async function setup(project: TestProject) {
  const { baseUrl, stop } = await startTemplateCluster();
  project.provide('demoPasswords', await seedDemoTemplate(baseUrl));
  project.provide('pgBaseUrl', baseUrl);
  return stop;
}
