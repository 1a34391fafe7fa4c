import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { startDatabase, type DatabaseServer } from '@server/bootstrap/database-server';
import { PORT_FILE } from '@server/bootstrap/embedded-port';
import { StartupError } from '@server/bootstrap/startup-error';
import { loadConfig } from '@server/config/app-config';
import { ROOT } from '../support/processes';

const portOf = (database: DatabaseServer) => Number(new URL(database.url).port);

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL keeps its port across restarts of its instance', () => {
  let dataDir: string;
  const config = () => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const quiet = () => undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(ROOT, '.test-data', 'pg-port-'));
    chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts again on the port it had, which DATA_DIR/pg-port keeps', async () => {
    const first = await startDatabase(config(), quiet);
    const port = portOf(first);
    await first.stop();
    // What a DATABASE_URL of another instance names: still this server after the restart.
    const again = await startDatabase(config(), quiet);
    try {
      expect(portOf(again)).toBe(port);
      expect(readFileSync(join(dataDir, PORT_FILE), 'utf8').trim()).toBe(String(port));
      expect(await answers(again.url)).toBe(true);
    } finally {
      await again.stop();
    }
  }, 120000); // initdb and two starts

  it('stops with one line when another program took the kept port meanwhile', async () => {
    const port = Number(readFileSync(join(dataDir, PORT_FILE), 'utf8'));
    const squatter = createServer();
    await new Promise<void>((done) => squatter.listen(port, '127.0.0.1', done));
    try {
      const started = startDatabase(config(), quiet);
      await expect(started).rejects.toThrow(StartupError);
      await expect(started).rejects.toThrow(
        `Port ${port} of the embedded PostgreSQL (kept in ${join(dataDir, PORT_FILE)}, so that instances on DATABASE_URL find it) is taken by another program; stop it, or delete the file to take another port`,
      );
    } finally {
      await new Promise((done) => squatter.close(done));
    }
    // The lock on DATA_DIR was released: a start after the program left succeeds, same port.
    const later = await startDatabase(config(), quiet);
    expect(portOf(later)).toBe(port);
    await later.stop();
  }, 120000);
});
