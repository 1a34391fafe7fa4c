// Shared by the benchmarks: a throwaway app instance on its own DATA_DIR and a signed-in client.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverModule } from '../lib/server-dist.mjs';
import { ADMIN_PASSWORD, client } from './http-client.mjs';

export { ADMIN_PASSWORD, client };

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** A text option (`--name value`), or undefined when absent. */
export function textArg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Seeds `scale` times the demo data (when > 1), then starts the built server; `env` adds
 * settings (DATABASE_URL to run on a cluster of the benchmark's own, raised limits); `nodeArgs`
 * go to node before the script (--cpu-prof).
 */
export async function startInstance({ scale = 1, env: extra = {}, nodeArgs = [] } = {}) {
  const dataDir = `${root}.test-data/bench-${process.pid}-${randomBytes(3).toString('hex')}`;
  mkdirSync(dataDir, { recursive: true });
  chmodSync(`${root}.test-data`, 0o755);
  chmodSync(dataDir, 0o755);
  // The benchmark's people claim addresses of their own through X-Forwarded-For (client's
  // `address`), as behind a balancer: the server counts them from loopback only (TRUST_PROXY).
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'loopback',
    ...extra,
  };
  if (scale > 1) {
    const started = Date.now();
    const seeded = spawnSync(
      process.execPath,
      [`${root}scripts/db.mjs`, 'seed', '--scale', String(scale)],
      { env, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`Seeding failed: ${seeded.stderr}`);
    console.log(`seeded scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeArgs, `${root}server/dist/server/src/main.js`], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('The server did not become healthy');
    if (
      await fetch(`${base}/api/v1/public/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await sleep(200);
  }
  return {
    base,
    server,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Times `run` `times` times, sequentially; answers milliseconds. */
export async function timeIt(times, run) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

export const fmt = (ms) => `${ms.toFixed(1)} ms`;

/** The roster: a day with 200 exams (the demo has about 60 today; the rest are added). */
export const ROSTER_EXAMS = 200;

/**
 * A PostgreSQL cluster of the benchmark's own (so it can query the app's database itself),
 * with database "portal"; `settings` are extra `-c` settings (a preloaded extension).
 */
export async function startBenchCluster(name, settings = {}) {
  const { startEmbeddedCluster, createDatabaseIfMissing } = serverModule(
    'bootstrap/database-server',
  );
  const clusterDir = `${root}.test-data/${name}-${process.pid}`;
  mkdirSync(clusterDir, { recursive: true });
  const { cluster, baseUrl } = await startEmbeddedCluster(`${clusterDir}/pg`, { settings });
  await createDatabaseIfMissing(baseUrl, 'portal');
  return {
    baseUrl,
    databaseUrl: `${baseUrl}/portal`,
    stop: async () => {
      await cluster.stop();
      rmSync(clusterDir, { recursive: true, force: true });
    },
  };
}

/**
 * Today's roster grown to ROSTER_EXAMS exams (PENDING copies of the demo's, in the same rooms
 * at other hours), the open PPT exams examiners read, one for each writer to fill, and a
 * numeric PPT field.
 */
export async function examTargets(admin, writers, databaseUrl) {
  const today = new Date();
  const rosterDay = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
  const { Client } = await import('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    const end = new Date(start.getTime() + 86_400_000);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM exams WHERE start_ts >= $1 AND start_ts < $2',
      [start, end],
    );
    await db.query(
      `INSERT INTO exams (exam_uuid, exam_type_uuid, id_uuid, room_uuid, start_ts, exam_status_enum)
       SELECT gen_random_uuid(), e.exam_type_uuid, e.id_uuid, e.room_uuid,
              $1::timestamptz + make_interval(hours => (7 + (row_number() OVER ()) % 11)::int), 'PENDING'
         FROM exams e WHERE e.start_ts < $1 LIMIT $2`,
      [start, Math.max(0, ROSTER_EXAMS - rows[0].n)],
    );
  } finally {
    await db.end();
  }
  const roster = await admin.api(`secure/rosters/${rosterDay}`);
  const entries = roster.locations.flatMap((l) =>
    l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)),
  );
  const open = entries.filter(
    (e) => e.aExam.examTypeKind === 'PPT' && ['PENDING', 'INPROGRESS'].includes(e.examStatusEnum),
  );
  const pptType = open[0].aExam.examTypeUuid;
  const sections = await admin.api(`private/exam-sections/${pptType}`);
  const numeric = sections
    .flatMap((s) => s.collExamTypeGroups.flatMap((g) => g.collExamTypeFields))
    .find((f) => f.fieldTypeCode === 'NUMERIC' && (f.hardMaxValue ?? 0) >= 21);
  console.log(`today's roster: ${entries.length} exams, ${open.length} open PPT exams`);
  return {
    rosterDay,
    pptType,
    exams: open.map((e) => e.examUuid),
    writerExams: open.slice(-writers).map((e) => e.examUuid),
    numericField: numeric.examTypeFieldUuid,
  };
}

/**
 * A cluster of the benchmark's own with pg_stat_statements (top-level statements), and a
 * client on its `postgres` database to read the view (which counts every database's).
 */
export async function startStatsCluster(name, { planning = false } = {}) {
  const cluster = await startBenchCluster(name, {
    shared_preload_libraries: 'pg_stat_statements',
    'pg_stat_statements.track': 'top',
    // Planning times beside execution times (statements.mjs); off for the load rows, as it
    // adds a lock per planned statement.
    ...(planning ? { 'pg_stat_statements.track_planning': 'on' } : {}),
  });
  const connectStats = async () => {
    const { default: pg } = await import('pg');
    const stats = new pg.Client({ connectionString: `${cluster.baseUrl}/postgres` });
    // Stopping the cluster on a failure ends this connection: not a second error on top.
    stats.on('error', () => undefined);
    await stats.connect();
    // The view lives where it is created; it counts the statements of every database.
    await stats.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    return stats;
  };
  return { ...cluster, connectStats };
}

const TENANT = '00000000-0000-0000-0000-000000000000';

/**
 * The hot reads of issue 20 as [label, path, headers?] (headers {}: no session), on what they
 * read: a client site, a PDA under it, today's roster grown to 200 exams, an open exam, a
 * new-hire class. Also answers the site (the one-query floor reads it).
 */
export async function hotReads(admin, databaseUrl) {
  const site = (await admin.api(`secure/nodes/${TENANT}`)).collTreeNodes[0].nodeUuid;
  const sums = await admin.api(`secure/pdasum/byNode/${site}`);
  const pda = sums[0].sourcePDA.pdaUuid;
  const { rosterDay, exams } = await examTargets(admin, 1, databaseUrl);
  const classes = await admin.api('secure/nhp-classes');
  const nhpClass = (classes.items ?? classes)[0]?.nhpClassUuid;
  const reads = [
    ['GET public/now (no session)', 'public/now', {}],
    // A public route with a session: the guard checks it, the handler reads nothing.
    ['GET public/echo/{x} (the session check alone)', 'public/echo/ping'],
    ['GET private/user', 'private/user'],
    ['GET secure/nodes/{site}', `secure/nodes/${site}`],
    ['GET secure/pda/{id}', `secure/pda/${pda}`],
    ['GET secure/pdasum/byNode/{site}', `secure/pdasum/byNode/${site}`],
    ['GET secure/rosters/{today} (200 exams)', `secure/rosters/${rosterDay}`],
    ['GET secure/exams/{id}', `secure/exams/${exams[0]}`],
    ['GET private/exams/{id}/exam-fields', `private/exams/${exams[0]}/exam-fields`],
    ['GET cache/info', 'cache/info'],
    ['GET private/sessions', 'private/sessions'],
    ...(nhpClass ? [['GET private/nhp-classes/{id}', `private/nhp-classes/${nhpClass}`]] : []),
  ];
  return { site, reads, rosterDay, exam: exams[0] };
}

/** A floor server in a child process (like the app); answers its base URL and a stop. */
export async function startFloor(...args) {
  const child = spawn(process.execPath, [`${root}scripts/bench/floor-server.mjs`, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`floor server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      child.kill('SIGTERM');
      return new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** CPU ticks (user + system, 1/100 s) a process has used, 0 once it is gone. */
export function ticksOf(pid) {
  try {
    // Fields after the command (which may hold spaces), from the state on: utime, stime are 14, 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Ticks of every PostgreSQL process of the cluster (backends and background), by pid. */
export async function postgresTicks(stats) {
  const { rows } = await stats.query('SELECT pid FROM pg_stat_activity');
  return new Map(rows.map(({ pid }) => [pid, ticksOf(pid)]));
}

/** CPU ms the cluster used between two postgresTicks (a process started since counts from 0). */
export function postgresMs(before, after) {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks * 10;
}
