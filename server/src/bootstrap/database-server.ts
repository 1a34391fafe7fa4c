import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '@server/config/app-config';
import { lockDataDir } from './data-dir';
import {
  adoptDatabase,
  ensureEmbeddedRoles,
  OWNER_ROLE,
  REQUEST_ROLE,
  roleUrl,
} from './database-roles';
import { startCluster, type RunningCluster } from './embedded-cluster';
import { embeddedPort } from './embedded-port';
import { findFreePort } from './ports';
import { StartupError } from './startup-error';

export interface DatabaseServer {
  /** Requests' role: rows only (decision 0032). */
  url: string;
  /** The schema owner's: migrations, the demo seed, backups and restores. */
  ownerUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'portal';
const DATABASE_NAME = 'portal';

export interface EmbeddedOptions {
  /** Test clusters trade durability for speed. */
  fast?: boolean;
  /** Unset: a free port. A restart passes the old one, which the app's connections name. */
  port?: number;
  /** Extra `-c name=value` settings (a benchmark preloads pg_stat_statements). */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

/** Starts (initialising on first use) a PostgreSQL cluster stored under `dir`. */
export async function startEmbeddedCluster(dir: string, options: EmbeddedOptions = {}) {
  const port = options.port ?? (await findFreePort());
  const cluster = await startCluster(dir, {
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    fast: options.fast,
    settings: options.settings,
    log: options.log,
  });
  const baseUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`;
  return { cluster, port, baseUrl };
}

export async function createDatabaseIfMissing(baseUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A portal killed outright (SIGKILL, out of memory) leaves its PostgreSQL running. We hold the
 * DATA_DIR lock, so a live postmaster there is that orphan: stop it before starting our own.
 * npm start's supervisor calls it too, when it gives up on a server that keeps crashing.
 */
export async function stopOrphanedPostgres(
  dir: string,
  log: (line: string) => void,
): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !isAlive(pid)) return;
  log(`Stopping PostgreSQL (pid ${pid}) left running by an instance that did not stop cleanly`);
  process.kill(pid, 'SIGINT'); // PostgreSQL's fast shutdown
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
    await new Promise((done) => setTimeout(done, 100));
  }
  if (isAlive(pid)) {
    throw new StartupError(
      `PostgreSQL (pid ${pid}) under ${dir} did not stop; stop it and start again`,
    );
  }
}

const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

function exitReason({ code, signal }: { code: number | null; signal: string | null }): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/**
 * Keeps the embedded PostgreSQL running: when it exits unasked (killed, out of memory), it is
 * started again on the same port, so the app's pools (TypeORM, pg-boss, the event listener)
 * reconnect by themselves; requests meanwhile answer 503. Attempts back off up to 30 s.
 */
function superviseCluster(
  first: RunningCluster,
  restart: () => Promise<RunningCluster>,
  notice: (line: string) => void,
): () => Promise<void> {
  let current = first;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: () => void = () => undefined;
  const pause = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      wake = () => {
        clearTimeout(timer);
        done();
      };
    });

  const restartLoop = async () => {
    for (
      let delay = RESTART_DELAY_MS;
      !stopping;
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS)
    ) {
      // The dead postmaster's backends notice its death and exit within moments; until they
      // have, a new postmaster refuses the data folder, hence a pause before each attempt.
      await pause(delay);
      if (stopping) return;
      try {
        current = await restart();
        watch(current);
        notice('PostgreSQL restarted; connections resume');
        return;
      } catch (error) {
        notice(`PostgreSQL did not restart yet (${describe(error)}); trying again`);
      }
    }
  };
  const watch = (cluster: RunningCluster) => {
    void cluster.exited.then((how) => {
      if (stopping || cluster !== current) return;
      notice(`PostgreSQL exited unexpectedly (${exitReason(how)}); restarting it`);
      restarting = restartLoop().finally(() => (restarting = undefined));
    });
  };
  watch(first);

  return async () => {
    stopping = true;
    wake();
    await restarting;
    await current.stop();
  };
}

async function startEmbedded(
  config: AppConfig,
  log: (line: string) => void,
  notice: (line: string) => void,
): Promise<DatabaseServer> {
  const release = lockDataDir(config.dataDir);
  const dir = join(config.dataDir, 'pg');
  try {
    await stopOrphanedPostgres(dir, log);
    const port = await embeddedPort(config.dataDir);
    const { cluster, baseUrl } = await startEmbeddedCluster(dir, { log, port });
    await ensureEmbeddedRoles(baseUrl);
    await createDatabaseIfMissing(baseUrl, DATABASE_NAME);
    await adoptDatabase(baseUrl, DATABASE_NAME);
    const stopCluster = superviseCluster(
      cluster,
      async () => (await startEmbeddedCluster(dir, { log, port })).cluster,
      notice,
    );
    return {
      url: `${roleUrl(baseUrl, REQUEST_ROLE)}/${DATABASE_NAME}`,
      ownerUrl: `${roleUrl(baseUrl, OWNER_ROLE)}/${DATABASE_NAME}`,
      embedded: true,
      stop: async () => {
        await stopCluster();
        release();
      },
    };
  } catch (error) {
    release();
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `Embedded PostgreSQL under ${config.dataDir}/pg did not start: ${describe(error)}`,
    );
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return error === undefined ? 'no reason given; see LOG_LEVEL=debug' : String(error);
}

function redact(databaseUrl: string): string {
  try {
    const parsed = new URL(databaseUrl);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Waits for an external PostgreSQL, a bounded number of times, one second apart. */
export async function waitForDatabase(
  url: string,
  attempts: number,
  delayMs = 1000,
): Promise<void> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      if (attempt < attempts) await new Promise((done) => setTimeout(done, delayMs));
    }
  }
  throw new StartupError(
    `DATABASE_URL ${redact(url)} is unreachable after ${attempts} attempts (${describe(lastError)})`,
  );
}

/**
 * `log` takes PostgreSQL's own output (debug); `notice` the lines an operator should see, such
 * as an embedded PostgreSQL that died and is being restarted.
 */
export async function startDatabase(
  config: AppConfig,
  log: (line: string) => void,
  notice: (line: string) => void = log,
): Promise<DatabaseServer> {
  if (!config.databaseUrl) return startEmbedded(config, log, notice);
  await waitForDatabase(config.databaseUrl, config.databaseConnectAttempts);
  return {
    url: config.databaseUrl,
    ownerUrl: config.databaseMigrationUrl ?? config.databaseUrl,
    embedded: false,
    stop: async () => undefined,
  };
}

/**
 * The embedded database a portal (or one it left running) serves from DATA_DIR, as its owner,
 * for tools that work beside it (npm run db:backup); undefined when none runs there.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  let lines: string[];
  try {
    lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  // postmaster.pid: pid, data directory, start time, port, ...
  const [pid, , , port] = lines.map(Number);
  if (!pid || !port || !isAlive(pid)) return undefined;
  const baseUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`;
  return `${roleUrl(baseUrl, OWNER_ROLE)}/${DATABASE_NAME}`;
}
