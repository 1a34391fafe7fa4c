import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { TEMPLATE } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
    demoPasswords: Record<string, string>;
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

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, fully migrated database for one suite, cloned in milliseconds from the template the
 * global setup migrated (once, before any suite: suites run in parallel workers), or from
 * DEMO_TEMPLATE, which also holds the demo data.
 */
export async function createTestDatabase(template = TEMPLATE): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE ${template}`));
  return {
    name,
    url: `${baseUrl()}/${name}`,
    drop: () =>
      withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}
