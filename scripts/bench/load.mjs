// Benchmark (not a test): signed-in people polling what their screens poll, at the seeds'
// intervals (seed 000 section 7: server time 60 s, current user 300 s, sessions 60 s, echo and
// token renewal 60 s, PDA sum 10 s, cache info 1 s; seed 001: rosters 60 s, the real-time
// roster 10 s, exam fields 5 s), reading nodes and PDAs as they navigate, plus writers
// changing PDA fields, saving exam fields and renaming nodes. Today's roster holds 200 exams. Prints p50/p95/p99 per endpoint and,
// for the PDA sum, the ratio of the app's latency to the same query run straight on the
// database. Needs a build (npm run build).
//   node scripts/bench/load.mjs [--users 300] [--duration 60] [--warmup 60] [--writers 10] [--abuse]
//     [--cpu-prof DIR]
// --cpu-prof DIR runs the server under node --cpu-prof (its profile written to DIR on exit).
// --abuse (the soak, `npm run bench:soak`) adds scripts/bench/abuse.mjs's hostile traffic
// beside the load, prints the server's memory at the start, the middle and the end, and fails
// on any 5xx or a server that stopped.
import { runAbuse } from './abuse.mjs';
import {
  arg,
  textArg,
  percentile,
  rssMb,
  sleep,
  startBenchCluster,
  startInstance,
} from './lib.mjs';
import {
  appVersusSql,
  cpuWindow,
  fmtMs,
  listenOverflows,
  measureFloors,
} from './load-measures.mjs';
import {
  chooseTargets,
  pollsOf,
  renewExpiring,
  signInMany,
  SIGN_IN_CONCURRENCY,
  writesOf,
} from './load-traffic.mjs';
import { provisionUsers } from './fixtures.mjs';

const USERS = arg('users', 300);
const DURATION_S = arg('duration', 60);
/**
 * Seconds of the same load before the measured window, not counted: every loop's first call
 * (the whole answer, no ETag held yet) and every person's connections, which a browser that
 * has been open a while has behind it. Summarised on a line of its own.
 */
const WARMUP_S = arg('warmup', 60);
const WRITERS = arg('writers', 10);
const ABUSE = process.argv.includes('--abuse');
const CPU_PROF = textArg('cpu-prof');

/**
 * Issue 20's figures before its changes (300 users, 10 writers, 60 s, a clean clone of main,
 * the machine otherwise idle): only what the issue printed. About 150 requests/s, no errors.
 */
const BEFORE_300 = {
  'GET public/now': { p50: 500 },
  'GET public/echo/{x}': { p50: 500 },
  'GET cache/info': { p50: 500 },
  'GET secure/nodes/{id}': { p50: 2800 },
  'GET secure/pda/{id}': { p50: 3300, p95: 5600 },
  'POST secure/pda/{id}/pda-field/{f}': { p95: 6300 },
};
const BEFORE_300_RATE = 150;

/**
 * Runs every schedule until the deadline; answers latencies and errors per label, of the calls
 * started from `measureFrom` on (`measured`) and of those before (`warmup`).
 */
async function run(schedules, measureFrom, deadline) {
  const warmup = new Map();
  const measured = new Map();
  const entryOf = (results, label) => {
    let entry = results.get(label);
    if (!entry) results.set(label, (entry = { samples: [], errors: 0, firstError: '' }));
    return entry;
  };
  const loops = schedules.map(async ({ c, label, seconds, call }) => {
    entryOf(measured, label);
    // People do not start in step; a loop whose first turn falls after the end never runs.
    await sleep(Math.min(Math.random() * seconds * 1000, Math.max(0, deadline - Date.now())));
    while (Date.now() < deadline) {
      const entry = entryOf(Date.now() >= measureFrom ? measured : warmup, label);
      const started = performance.now();
      try {
        await call(c);
        entry.samples.push(performance.now() - started);
      } catch (error) {
        entry.errors++;
        // A failed request's cause names it (a refused or timed-out connect).
        entry.firstError ||= `${error.message} ${error.cause?.code ?? ''}`.trim().slice(0, 160);
      }
      const next = started + seconds * 1000 - performance.now();
      if (next > 0) await sleep(Math.min(next, Math.max(0, deadline - Date.now())));
    }
  });
  await Promise.all(loops);
  return { warmup, measured };
}

/** One line for the warm-up: its calls, errors and latencies, all endpoints together. */
function printWarmup(warmup, overflows) {
  if (WARMUP_S === 0) return;
  const all = [...warmup.values()].flatMap((e) => e.samples);
  const errors = [...warmup.values()].reduce((sum, e) => sum + e.errors, 0);
  console.log(
    `warm-up (${WARMUP_S} s, not counted below): ${all.length + errors} requests, ${errors} errors, p50 ${fmtMs(percentile(all, 50))} ms, p95 ${fmtMs(percentile(all, 95))} ms, p99 ${fmtMs(percentile(all, 99))} ms${Number.isNaN(overflows) ? '' : `, ${overflows} connections dropped for a full accept queue`}`,
  );
}

function printTable(results, durationS) {
  const before = USERS === 300 ? BEFORE_300 : {};
  const all = [];
  const rows = [...results].map(([label, { samples, errors, firstError }]) => {
    all.push(...samples);
    const was = before[label] ?? {};
    return {
      endpoint: label,
      requests: samples.length + errors,
      'per s': ((samples.length + errors) / durationS).toFixed(1),
      'p50 ms': fmtMs(percentile(samples, 50)),
      'p95 ms': fmtMs(percentile(samples, 95)),
      'p99 ms': fmtMs(percentile(samples, 99)),
      errors,
      'before p50': fmtMs(was.p50),
      'before p95': fmtMs(was.p95),
      ...(firstError ? { 'first error': firstError } : {}),
    };
  });
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const requests = rows.reduce((sum, r) => sum + r.requests, 0);
  rows.push({
    endpoint: 'ALL',
    requests,
    'per s': (requests / durationS).toFixed(1),
    'p50 ms': fmtMs(percentile(all, 50)),
    'p95 ms': fmtMs(percentile(all, 95)),
    'p99 ms': fmtMs(percentile(all, 99)),
    errors,
    'before p50': '-',
    'before p95': '-',
  });
  console.table(rows);
  if (USERS === 300)
    console.log(
      `before (issue 20, 300 users, machine otherwise idle): about ${BEFORE_300_RATE} requests/s, 0 errors; only the figures the issue printed`,
    );
  const goalMs = USERS <= 300 ? 100 : USERS <= 1000 ? 250 : undefined;
  const p95 = percentile(all, 95);
  if (goalMs)
    console.log(
      `goal ${USERS} users: p95 under ${goalMs} ms with 0 errors: p95 ${fmtMs(p95)} ms, ${errors} errors: ${p95 < goalMs && errors === 0 ? 'MET' : 'NOT MET'}`,
    );
  return errors;
}

// The benchmark's own cluster, so the raw query reaches the same database as the app.
const { databaseUrl, stop: stopCluster } = await startBenchCluster('load');
let instance;
const stopAll = async () => {
  await instance?.stop();
  await stopCluster();
};
// Interrupted (Ctrl-C, a CI timeout): stop the server and the cluster, which would outlive us.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stopAll().finally(() => process.exit(1)));
instance = await startInstance({
  env: {
    DATABASE_URL: databaseUrl,
    // Every simulated person signs in as the admin: far more sign-ins than one address makes.
    SIGN_IN_LIMIT_PER_ADDRESS: '100000',
  },
  nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
});
try {
  const started = Date.now();
  const accounts = await provisionUsers(databaseUrl, USERS + WRITERS);
  const signedIn = await signInMany(instance.base, accounts);
  const people = signedIn.slice(0, USERS);
  const writers = signedIn.slice(USERS);
  console.log(
    `${USERS} people and ${WRITERS} writers signed in (${USERS + WRITERS} users of premise:admin, one session each, ${SIGN_IN_CONCURRENCY} sign-ins at a time) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const targets = await chooseTargets(people[0], WRITERS, databaseUrl);
  const floors = await measureFloors(databaseUrl, targets.sumNode);
  const renewed = await renewExpiring(signedIn, WARMUP_S + DURATION_S);
  if (renewed)
    console.log(`${renewed} tokens renewed before the window (they would run out in it)`);
  const schedules = [
    ...people.flatMap((c, i) =>
      pollsOf(i, targets).map(([label, seconds, call]) => ({ c, label, seconds, call })),
    ),
    ...writers.flatMap((c, i) =>
      writesOf(i, targets).map(([label, seconds, call]) => ({ c, label, seconds, call })),
    ),
  ];
  console.log(
    `running ${schedules.length} polling loops: ${WARMUP_S} s of warm-up, then ${DURATION_S} s measured`,
  );
  const exited = new Promise((resolve) =>
    instance.server.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let serverExit;
  void exited.then((why) => (serverExit = why));
  const memory = [['before the warm-up', rssMb(instance.server.pid)]];
  const measureFrom = Date.now() + WARMUP_S * 1000;
  const deadline = measureFrom + DURATION_S * 1000;
  // The window's CPU is counted from its start: the warm-up's is not the window's.
  const overflowsBefore = listenOverflows();
  let warmupOverflows;
  const windowStarted = sleep(WARMUP_S * 1000).then(() => {
    warmupOverflows = listenOverflows() - overflowsBefore;
    if (serverExit === undefined) memory.push(['start', rssMb(instance.server.pid)]);
    return cpuWindow(databaseUrl, instance.server.pid);
  });
  const middle = setTimeout(
    () => serverExit ?? memory.push(['middle', rssMb(instance.server.pid)]),
    (WARMUP_S + DURATION_S / 2) * 1000,
  );
  const [{ warmup, measured: results }, abuse] = await Promise.all([
    run(schedules, measureFrom, deadline),
    ABUSE &&
      runAbuse({
        base: instance.base,
        client: writers[0],
        session: writers[0].session,
        targets,
        deadline,
      }),
  ]);
  clearTimeout(middle);
  const spent = await (await windowStarted).end();
  printWarmup(warmup, warmupOverflows);
  const errors = printTable(results, DURATION_S);
  const answered = [...results.values()].reduce((sum, r) => sum + r.samples.length, 0);
  const perRequest = (s) => ((s * 1000) / answered).toFixed(2);
  console.log(
    `CPU in the window (${2 * DURATION_S} core-seconds on 2 cores): server ${spent.serverS.toFixed(1)} s, PostgreSQL ${spent.postgresS.toFixed(1)} s, this generator ${spent.generatorS.toFixed(1)} s; per answered request: server ${perRequest(spent.serverS)} ms, PostgreSQL ${perRequest(spent.postgresS)} ms, generator ${perRequest(spent.generatorS)} ms`,
  );
  if (spent.listenOverflows !== undefined)
    console.log(
      `connections the kernel dropped before the server accepted them (TcpExt ListenOverflows, whole machine): ${spent.listenOverflows}`,
    );
  const gets = signedIn.reduce((sum, c) => sum + c.api.notModified, 0);
  console.log(`${gets} GETs answered 304 (the client held the current answer)`);
  console.log('floors, measured in this run before the window (16 connections, 3 s each):');
  console.table(floors);
  if (serverExit === undefined) memory.push(['end', rssMb(instance.server.pid)]);
  console.log(
    `server RSS: ${memory.map(([when, mb]) => `${when} ${mb.toFixed(0)} MB`).join(', ')}`,
  );
  if (abuse) {
    console.log('hostile traffic beside the load:');
    const { httpStatuses, ...counts } = abuse;
    console.table([counts]);
    console.log(`hostile HTTP answers by status: ${JSON.stringify(httpStatuses)}`);
    if (abuse.http5xx > 0 || abuse.rpcInternalErrors > 0) process.exitCode = 1;
  }
  if (serverExit !== undefined) {
    console.log(`THE SERVER STOPPED during the run (${serverExit})`);
    process.exit(1);
  }

  const { sqlMs, appMs } = await appVersusSql(databaseUrl, people[0], targets.sumNode);
  console.log(
    `PDA sum of a client site, unloaded, p50: app ${appMs.toFixed(1)} ms, the same query on the database ${sqlMs.toFixed(1)} ms, ratio ${(appMs / sqlMs).toFixed(2)}`,
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  await stopAll();
}
