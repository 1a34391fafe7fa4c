import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { createDataSource } from '@server/database/data-source';

const TEMPLATE = 'portal_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
  }
}

function baseUrl(): string {
  return inject('pgBaseUrl');
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: `${baseUrl()}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Brings the template up to the latest migration; a no-op once it is there. */
async function migrateTemplate(): Promise<void> {
  const dataSource = createDataSource(`${baseUrl()}/${TEMPLATE}`);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, fully migrated database for one suite, cloned from the template in milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  await migrateTemplate();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE ${TEMPLATE}`));
  return {
    name,
    url: `${baseUrl()}/${name}`,
    drop: () =>
      withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}
