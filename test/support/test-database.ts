import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { OWNER_ROLE, REQUEST_ROLE, roleUrl } from '@server/bootstrap/database-roles';
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
  /** The request role's, as the app serves (decision 0032). */
  url: string;
  /** The schema owner's, for what a test does beside the app (a trigger of its own). */
  ownerUrl: string;
  drop(): Promise<void>;
}

/** A spawned portal's settings for `database`: requests and migrations each as their role. */
export function databaseEnv(database: TestDatabase): Record<string, string> {
  return { DATABASE_URL: database.url, DATABASE_MIGRATION_URL: database.ownerUrl };
}

/** Runs `sql` on `database` as the schema owner. */
export async function queryAsOwner(database: TestDatabase, sql: string): Promise<void> {
  const client = new Client({ connectionString: database.ownerUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, fully migrated database for one suite, cloned in milliseconds from the template the
 * global setup migrated (once, before any suite: suites run in parallel workers), or from
 * DEMO_TEMPLATE, which also holds the demo data.
 */
export async function createTestDatabase(template = TEMPLATE): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE ${template} OWNER ${OWNER_ROLE}`),
  );
  return {
    name,
    url: `${roleUrl(baseUrl(), REQUEST_ROLE)}/${name}`,
    ownerUrl: `${roleUrl(baseUrl(), OWNER_ROLE)}/${name}`,
    drop: () =>
      withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * A database as an operator creates one for the portal (README, DATABASE_URL): empty, owned
 * by the schema owner, no migration run yet.
 */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  return createTestDatabase('template0');
}
