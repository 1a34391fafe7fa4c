// Benchmark (not a test), issue 20: what one request of each hot read costs, beside two floors
// measured in the same run on the same machine: bare Node `http` answering a small JSON, and
// bare Node `http` plus one indexed query on tree_nodes (pg pool of 16). Each row runs 16
// keep-alive connections for a few seconds (autocannon, in this process) and prints
// requests/s, p50/p99 and the PostgreSQL round trips per request: statements executed in the
// app's database (pg_stat_statements, top-level statements, BEGIN and COMMIT included), less
// what the idle app runs anyway, divided by the requests. Then the ratio of each row's
// requests/s to the floor's. The machine is shared: compare rows of one run, not runs.
// Beside them, the CPU each request cost (Linux /proc: user and system time of the server
// process, and of every PostgreSQL process of the cluster, over the row, divided by its
// requests), and the capacity that implies against the 1-query floor's (its CPU per request
// over the row's): what a request costs, whatever else the shared machine is doing, where
// requests/s say how fast it went beside the other work. Needs a build (npm run build).
//   node scripts/bench/overhead.mjs [--seconds 5] [--connections 16] [--only now,nodes]
//     [--cpu-prof DIR] [--log-level info]
// --only keeps the reads whose label contains one of the words (the floors always run);
// --cpu-prof DIR runs the server under node --cpu-prof, writing its profile to DIR on exit
// (summarise it with scripts/bench/cpuprofile-top.mjs). --log-level: the server's LOG_LEVEL
// (default error, as every benchmark; `info`, the product's default, adds the request log line
// to each request, written to /dev/null).
import autocannon from 'autocannon';
import pg from 'pg';
import {
  arg,
  client,
  hotReads,
  postgresMs,
  postgresTicks,
  startFloor,
  startInstance,
  startStatsCluster,
  textArg,
  ticksOf,
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

/**
 * One row: `seconds` of load on one URL; answers the figures. `notModified`: every answer must
 * be a 304 (a poll holding the current ETag), anything else counts as an error.
 */
async function measure(
  stats,
  label,
  url,
  headers,
  { seconds = SECONDS, notModified, pid = instance.server.pid, writeSql } = {},
) {
  const writer = writeSql ? await startWriter(writeSql) : undefined;
  const before = await statementsRun(stats);
  const pgBefore = await postgresTicks(stats);
  const appBefore = ticksOf(pid);
  const started = performance.now();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  const elapsedS = (performance.now() - started) / 1000;
  const appMs = (ticksOf(pid) - appBefore) * 10;
  const pgAfter = await postgresTicks(stats);
  const writes = (await writer?.stop()) ?? 0;
  // The writer's own backend is not the read's cost, nor are its statements.
  if (writer) pgAfter.delete(writer.pid);
  const pgMs = postgresMs(pgBefore, pgAfter);
  const after = await statementsRun(stats);
  const requests = result.requests.total;
  const own = Math.max(0, after - before - writes - background * elapsedS);
  const bad =
    (notModified ? requests - result['3xx'] : result.non2xx) + result.errors + result.timeouts;
  return {
    label,
    'req/s': Math.round(requests / seconds),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'DB round trips/req': requests ? Number((own / requests).toFixed(2)) : 0,
    'app CPU ms/req': requests ? Number((appMs / requests).toFixed(3)) : 0,
    'PG CPU ms/req': requests ? Number((pgMs / requests).toFixed(3)) : 0,
    ...(writer ? { 'source writes/s': Math.round(writes / elapsedS) } : {}),
    ...(bad ? { 'non-2xx or errors': bad } : {}),
  };
}

/**
 * A connection that writes one of a read's sources over and over (`sql`: an UPDATE of no row,
 * which still fires the table's statement trigger and so moves its version), a few
 * milliseconds apart, until stopped: the read's shared answer and ETag keep going stale, as
 * they would beside writers. Answers its backend's pid and a stop that answers the writes.
 */
async function startWriter(sql) {
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const [{ pid }] = (await db.query('SELECT pg_backend_pid() AS pid')).rows;
  let writes = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      await db.query(sql);
      writes++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    pid,
    stop: async () => {
      running = false;
      await loop;
      await db.end();
      return writes;
    },
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
  const pdaPath = reads.find(([label]) => label === 'GET secure/pda/{id}')[1];

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
    ['GET secure/pda/{id} 304', pdaPath],
  ];

  // The reads every caller shares while their sources stand still (SharedAnswers), with a
  // source written every few milliseconds meanwhile: most reads then miss the shared answer,
  // so these rows show what a read costs when it reads; the rows above what a repeated one does.
  const changing = [
    [
      'GET secure/nodes/{site}, sources written meanwhile',
      `secure/nodes/${site}`,
      'UPDATE tree_levels SET ordinal = ordinal WHERE false',
    ],
    [
      'GET secure/pdasum/byNode/{site}, sources written meanwhile',
      `secure/pdasum/byNode/${site}`,
      'UPDATE capabilities SET ordinal = ordinal WHERE false',
    ],
    [
      'GET secure/pda/{id}, sources written meanwhile',
      pdaPath,
      'UPDATE pda_types SET editable = editable WHERE false',
    ],
    [
      'GET secure/rosters/{today} (200 exams), sources written meanwhile',
      `secure/rosters/${rosterDay}`,
      'UPDATE exam_types SET kind = kind WHERE false',
    ],
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
    await measure(stats, 'FLOOR bare Node http, small JSON', plain.base, {}, { pid: plain.pid }),
    await measure(
      stats,
      'FLOOR bare Node http + 1 indexed query',
      query.base,
      {},
      {
        pid: query.pid,
      },
    ),
  ];
  for (const [label, path, headers = signedIn] of reads)
    if (!ONLY || ONLY.some((word) => label.includes(word)))
      rows.push(await measure(stats, label, `${api}/${path}`, headers));
  const hotRows = rows.length;
  for (const [label, path, writeSql] of changing)
    if (!ONLY || ONLY.some((word) => label.includes(word)))
      rows.push(await measure(stats, label, `${api}/${path}`, signedIn, { writeSql }));
  for (const [label, path] of polls)
    if (!ONLY || ONLY.some((word) => label.includes(word)))
      rows.push(
        await measure(stats, label, `${api}/${path}`, await holding(path), { notModified: true }),
      );
  await stats.end();

  const [bare, oneQuery] = rows;
  const cpuOf = (r) => r['app CPU ms/req'] + r['PG CPU ms/req'];
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s a row, generator in this process on the same machine`,
  );
  console.table(
    rows.map((r) => ({
      ...r,
      'x bare Node': Number((r['req/s'] / bare['req/s']).toFixed(3)),
      'x 1-query floor': Number((r['req/s'] / oneQuery['req/s']).toFixed(3)),
      // Requests a core-second serves, against the floor's: the floor's CPU per request over this row's.
      'x floor by CPU': Number((cpuOf(oneQuery) / cpuOf(r)).toFixed(3)),
    })),
  );
  const [, , now, check, ...hot] = rows.slice(0, hotRows);
  console.log(
    'x floor by CPU: the 1-query floor CPU per request (its server and PostgreSQL) over the row',
  );
  if (!ONLY)
    console.log(
      [
        `goal public/now >= 1/3 of bare Node: ${(now['req/s'] / bare['req/s']).toFixed(2)} ${now['req/s'] * 3 >= bare['req/s'] ? 'MET' : 'NOT MET'}`,
        `goal session check <= 1 round trip: ${check['DB round trips/req']} ${check['DB round trips/req'] - now['DB round trips/req'] <= 1.05 ? 'MET' : 'NOT MET'}`,
        `goal hot reads >= 1/3 of the 1-query floor with <= 2 round trips: ${hot.filter((r) => r['req/s'] * 3 >= oneQuery['req/s'] && r['DB round trips/req'] <= 2.05).length} of ${hot.length} MET`,
      ].join('\n'),
    );
  if (rows.some((r) => r['non-2xx or errors'])) process.exitCode = 1;
} finally {
  await stopAll();
}
