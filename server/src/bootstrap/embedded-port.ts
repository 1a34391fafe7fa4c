import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findFreePort } from './ports';
import { StartupError } from './startup-error';

/** Where the embedded PostgreSQL's port is kept, beside its cluster. */
export const PORT_FILE = 'pg-port';

function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

function recordedPort(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) {
    throw new StartupError(
      `${file} should hold the embedded PostgreSQL's port (1-65535), not "${text.slice(0, 20)}"; correct or delete it`,
    );
  }
  return port;
}

/**
 * The embedded PostgreSQL's port: the one it had before (DATA_DIR/pg-port), else a free one,
 * kept there for the next start (decision 0042). Instances on other DATA_DIRs reach this one
 * through DATABASE_URL, which names the port: a new port at each restart cut them off for good.
 * A kept port another program has taken since stops the start with one line saying so.
 */
export async function embeddedPort(dataDir: string): Promise<number> {
  const file = join(dataDir, PORT_FILE);
  const kept = recordedPort(file);
  if (kept !== undefined) {
    if (await canListen(kept)) return kept;
    throw new StartupError(
      `Port ${kept} of the embedded PostgreSQL (kept in ${file}, so that instances on DATABASE_URL find it) is taken by another program; stop it, or delete the file to take another port`,
    );
  }
  const port = await findFreePort();
  writeFileSync(file, `${port}\n`);
  return port;
}
