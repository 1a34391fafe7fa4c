// Benchmark (not a test), issue 20: what one request of each hot read costs, beside two floors
// measured in the same run on the same machine: bare Node `http` answering a small JSON, and
// bare Node `http` plus one indexed query on tree_nodes (pg pool of 16). Each row runs 16
// keep-alive connections for a few seconds (autocannon, in this process) and prints
// requests/s, p50/p99 and the PostgreSQL round trips per request: statements executed in the
// app's database (pg_stat_statements, top-level statements, BEGIN and COMMIT included), less
// what the idle app runs anyway, divided by the requests. Then the ratio of each row's requests/s to the floor's. The machine is shared: compare rows
// of one run, not runs. Beside them, the CPU time the answering process spent per request
// (/proc, user + system) and its ratio to bare Node's: what a request costs the server whatever
// else runs on the machine, which requests/s on a shared machine does not show. Needs a build
// (npm run build).
//   node scripts/bench/overhead.mjs [--seconds 5] [--connections 16] [--only now,nodes]
//     [--cpu-prof DIR] [--log-level info]
// --only keeps the reads whose label contains one of the words (the floors always run);
// --cpu-prof DIR runs the server under node --cpu-prof, writing its profile to DIR on exit
// (summarise it with scripts/bench/cpuprofile-top.mjs). --log-level: the server's LOG_LEVEL
// (default error, as every benchmark; `info`, the product's default, adds the request log line
// to each request, written to /dev/null).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import {
  arg,
  client,
  hotReads,
  startFloor,
  startInstance,
  startStatsCluster,
  textArg,
} from './lib.mjs';

const SECONDS = arg('seconds', 5);
const CONNECTIONS = arg('connections', 16);
const ONLY = textArg('only')?.split(',');
const CPU_PROF = textArg('cpu-prof');
const LOG_LEVEL = textArg('log-level');

/** Statements run so far in the app's database, read from another database. */
async function statementsRun(stats) {
  const { rows } = await stats.query(
    `SELECT coalesce(sum(calls), 0)::bigint AS n FROM pg_stat_statements s
       JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = 'portal'`,
  );
  return Number(rows[0].n);
}

/**
 * Statements per second the idle app runs anyway (the job queue's polling, the scheduler),
 * which every row's count subtracts: at tens of requests per second they would add a round
 * trip or more to each request.
 */
async function backgroundRate(stats, seconds = 3) {
  const before = await statementsRun(stats);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return ((await statementsRun(stats)) - before) / seconds;
}

/** CPU seconds (user + system) process `pid` has used so far (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, counted after the command's closing ')'.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * One row: `seconds` of load on one URL, answered by process `pid`; answers the figures. `notModified`: every answer must
 * be a 304 (a poll holding the current ETag), anything else counts as an error.
 */
async function measure(stats, label, pid, url, headers, { seconds = SECONDS, notModified } = {}) {
  const before = await statementsRun(stats);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const after = await statementsRun(stats);
  const requests = result.requests.total;
  const own = Math.max(0, after - before - background * elapsedS);
  const bad =
    (notModified ? requests - result['3xx'] : result.non2xx) + result.errors + result.timeouts;
  return {
    label,
    'req/s': Math.round(requests / seconds),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'DB round trips/req': requests ? Number((own / requests).toFixed(2)) : 0,
    'CPU µs/req': requests ? Math.round((cpu * 1e6) / requests) : 0,
    ...(bad ? { 'non-2xx or errors': bad } : {}),
  };
}

const cluster = await startStatsCluster('overhead');
let instance;
let background = 0;
const floors = [];
const stopAll = async () => {
  await instance?.stop();
  await Promise.all(floors.map((f) => f.stop()));
  await cluster.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stopAll().finally(() => process.exit(1)));

try {
  instance = await startInstance({
    env: { DATABASE_URL: cluster.databaseUrl, ...(LOG_LEVEL ? { LOG_LEVEL } : {}) },
    nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
  });
  const stats = await cluster.connectStats();
  const admin = client(instance.base);
  const { jwt, sessionId } = await admin.signIn();

  const { site, reads, rosterDay, exam } = await hotReads(admin, cluster.databaseUrl);

  const signedIn = {
    Authorization: `Bearer ${jwt}`,
    'X-Session-Id': sessionId,
    'X-Anti-Forgery': '0123456789abcdef',
  };
  const api = `${instance.base}/api/v1`;
  /** A poll holding the current answer: If-None-Match with the ETag the read answers now. */
  const holding = async (path) => {
    const res = await fetch(`${api}/${path}`, { headers: signedIn });
    return { ...signedIn, 'If-None-Match': res.headers.get('etag') };
  };
  // The same polls holding the current ETag (decision 0022, "Cheap polls"): 304, no query.
  const polls = [
    ['GET secure/nodes/{site} 304', `secure/nodes/${site}`],
    ['GET secure/rosters/{today} 304', `secure/rosters/${rosterDay}`],
    ['GET secure/exams/{id} 304', `secure/exams/${exam}`],
  ];

  const plain = await startFloor('plain');
  const query = await startFloor('query', cluster.databaseUrl, site);
  floors.push(plain, query);
  // A short warm-up of each, so no row pays for JIT compilation and pool connections.
  for (const url of [plain.base, query.base, `${api}/public/now`])
    await autocannon({ url, connections: CONNECTIONS, duration: 1 });

  background = await backgroundRate(stats);
  console.log(`background: ${background.toFixed(1)} statements/s while idle (subtracted)`);
  const rows = [
    await measure(stats, 'FLOOR bare Node http, small JSON', plain.pid, plain.base, {}),
    await measure(stats, 'FLOOR bare Node http + 1 indexed query', query.pid, query.base, {}),
  ];
  const app = instance.server.pid;
  for (const [label, path, headers = signedIn] of reads)
    if (!ONLY || ONLY.some((word) => label.includes(word)))
      rows.push(await measure(stats, label, app, `${api}/${path}`, headers));
  const hotRows = rows.length;
  for (const [label, path] of polls)
    if (!ONLY || ONLY.some((word) => label.includes(word)))
      rows.push(
        await measure(stats, label, app, `${api}/${path}`, await holding(path), {
          notModified: true,
        }),
      );
  await stats.end();

  const [bare, oneQuery] = rows;
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s a row, generator in this process on the same machine`,
  );
  console.table(
    rows.map((r) => ({
      ...r,
      'x bare Node': Number((r['req/s'] / bare['req/s']).toFixed(3)),
      'x 1-query floor': Number((r['req/s'] / oneQuery['req/s']).toFixed(3)),
      // Bare Node's CPU per request over this row's: the requests/s ratio on a machine with a
      // core to spare for each process.
      'x bare Node (CPU)': r['CPU µs/req']
        ? Number((bare['CPU µs/req'] / r['CPU µs/req']).toFixed(3))
        : undefined,
    })),
  );
  const [, , now, check, ...hot] = rows.slice(0, hotRows);
  if (!ONLY)
    console.log(
      [
        `goal public/now >= 1/3 of bare Node: ${(now['req/s'] / bare['req/s']).toFixed(2)} ${now['req/s'] * 3 >= bare['req/s'] ? 'MET' : 'NOT MET'} (by CPU per request: ${(bare['CPU µs/req'] / now['CPU µs/req']).toFixed(2)})`,
        `goal session check <= 1 round trip: ${check['DB round trips/req']} ${check['DB round trips/req'] - now['DB round trips/req'] <= 1.05 ? 'MET' : 'NOT MET'}`,
        `goal hot reads >= 1/3 of the 1-query floor with <= 2 round trips: ${hot.filter((r) => r['req/s'] * 3 >= oneQuery['req/s'] && r['DB round trips/req'] <= 2.05).length} of ${hot.length} MET`,
      ].join('\n'),
    );
  if (rows.some((r) => r['non-2xx or errors'])) process.exitCode = 1;
} finally {
  await stopAll();
}
