// Benchmark (not a test): signed-in people polling what their screens poll, at the seeds'
// intervals (seed 000 section 7: server time 60 s, current user 300 s, sessions 60 s, echo and
// token renewal 60 s, PDA sum 10 s, cache info 1 s; seed 001: rosters 60 s, the real-time
// roster 10 s, exam fields 5 s), reading nodes and PDAs as they navigate, plus writers
// changing PDA fields, saving exam fields and renaming nodes. Today's roster holds 200 exams. Prints p50/p95/p99 per endpoint and,
// for the PDA sum, the ratio of the app's latency to the same query run straight on the
// database. Needs a build (npm run build).
//   node scripts/bench/load.mjs [--users 300] [--duration 60] [--writers 10] [--abuse]
// --abuse (the soak, `npm run bench:soak`) adds scripts/bench/abuse.mjs's hostile traffic
// beside the load, prints the server's memory at the start, the middle and the end, and fails
// on any 5xx or a server that stopped.
import { serverModule } from '../lib/server-dist.mjs';
import { runAbuse } from './abuse.mjs';
import {
  arg,
  client,
  examTargets,
  percentile,
  rssMb,
  sleep,
  startBenchCluster,
  startInstance,
  timeIt,
} from './lib.mjs';

const USERS = arg('users', 300);
const DURATION_S = arg('duration', 60);
const WRITERS = arg('writers', 10);
const ABUSE = process.argv.includes('--abuse');
const TENANT = '00000000-0000-0000-0000-000000000000';
/** One person in this many keeps the cache screen (1 s polling) open. */
const CACHE_WATCHER_EVERY = 30;
/** One in this many watches the real-time roster (10 s), one in EXAMINER_EVERY fills an exam. */
const REALTIME_WATCHER_EVERY = 5;
const EXAMINER_EVERY = 10;

const pick = (list, i) => list[i % list.length];

/** The endpoints each simulated person polls: label, seconds between calls, request. */
function pollsOf(person, targets) {
  const polls = [
    ['GET public/now', 60, (c) => c.api('public/now')],
    ['GET private/user', 300, (c) => c.api('private/user')],
    ['GET private/sessions', 60, (c) => c.api('private/sessions')],
    ['GET public/echo/{x}', 60, (c) => c.api('public/echo/ping')],
    [
      'GET public/authorize/renew',
      60,
      async (c) => {
        c.jwt = (await c.api('public/authorize/renew')).jwt;
      },
    ],
    ['GET secure/pdasum/byNode/{id}', 10, (c) => c.api(`secure/pdasum/byNode/${targets.sumNode}`)],
    ['GET secure/nodes/{id}', 15, (c) => c.api(`secure/nodes/${pick(targets.nodes, person)}`)],
    ['GET secure/pda/{id}', 15, (c) => c.api(`secure/pda/${pick(targets.pdas, person)}`)],
  ];
  if (person % CACHE_WATCHER_EVERY === 0)
    polls.push(['GET cache/info', 1, (c) => c.api('cache/info')]);
  // Rosters: the rosters screen polls every 60 s, the real-time roster every 10 s.
  const roster = (c) => c.api(`secure/rosters/${targets.rosterDay}`);
  polls.push([
    'GET secure/rosters/{y}/{m}/{d}',
    person % REALTIME_WATCHER_EVERY === 0 ? 10 : 60,
    roster,
  ]);
  if (person % EXAMINER_EVERY === 0) {
    // An examiner on the exam screen: the exam and its fields every 5 s, the form (cached 24 h).
    const exam = pick(targets.exams, person);
    polls.push(
      ['GET private/exams/{id}/exam-fields', 5, (c) => c.api(`private/exams/${exam}/exam-fields`)],
      ['GET secure/exams/{id}', 5, (c) => c.api(`secure/exams/${exam}`)],
      [
        'GET private/exam-sections/{id}',
        60,
        (c) => c.api(`private/exam-sections/${targets.pptType}`),
      ],
    );
  }
  return polls;
}

/** A writer: a PDA field every 2 s (with the version it read), its own node renamed every 10 s. */
function writesOf(writer, targets) {
  const { pdaUuid, fieldUuid } = targets.writable[writer % targets.writable.length];
  let version;
  let renames = 0;
  return [
    [
      'POST secure/pda/{id}/pda-field/{f}',
      2,
      async (c) => {
        const path = `secure/pda/${pdaUuid}/pda-field/${fieldUuid}`;
        version ??= (await c.api(path)).version;
        const saved = await c.api(path, {
          method: 'POST',
          body: { value: `Load ${writer} ${Date.now()}`, version },
        });
        version = saved.version;
      },
    ],
    [
      'PATCH secure/exams/{id}/exam-fields/{fieldId}',
      2,
      (c) =>
        c.api(`secure/exams/${targets.writerExams[writer]}/exam-fields/${targets.numericField}`, {
          method: 'PATCH',
          body: { value: `${(writer % 20) + 1}.${Date.now() % 10}` },
        }),
    ],
    [
      'PATCH private/nodes/{id}/_actions/rename',
      10,
      (c) =>
        c.api(`private/nodes/${targets.writerNodes[writer]}/_actions/rename`, {
          method: 'PATCH',
          body: { name: `Load node ${writer}.${++renames}` },
        }),
    ],
  ];
}

/** One after another: the server keeps one sign-in in progress per user name. */
async function signInMany(base, count) {
  const clients = [];
  for (let i = 0; i < count; i++) {
    const c = client(base);
    await c.signIn();
    clients.push(c);
  }
  return clients;
}

/** Nodes and PDAs of the demo data to read, editable PDAs and nodes of the writers' own. */
async function chooseTargets(admin, writers) {
  const levels = await admin.api('secure/levels');
  const level = (name) => levels.find((l) => l.description === name).levelUuid;
  const tenant = await admin.api(`secure/nodes/${TENANT}`);
  const site = tenant.collTreeNodes[0];
  const nodes = (await admin.api('secure/nodes')).map((n) => n.nodeUuid);
  const sums = await admin.api(`secure/pdasum/byNode/${TENANT}`);
  const shop = (await admin.api(`secure/nodes/${site.nodeUuid}`)).collTreeNodes.find(
    (n) => n.aTreeLevel.description === 'Production Shop',
  );
  const pdas = [...new Set(sums.map((s) => s.sourcePDA.pdaUuid))];
  const writable = [];
  for (const pdaUuid of pdas) {
    if (writable.length >= writers) break;
    const pda = await admin.api(`secure/pda/${pdaUuid}`);
    const text = pda.aPDAType.collPDATypeFields.find((f) => f.format === 'text');
    if (pda.aPDAType.editable && text) writable.push({ pdaUuid, fieldUuid: text.pdaTypeFieldUuid });
  }
  const writerNodes = [];
  for (let i = 0; i < writers; i++) {
    const made = await admin.api(
      `private/nodes/${shop.nodeUuid}/_actions/create/${level('Production Section')}/Load%20node%20${i}`,
      { method: 'PATCH' },
    );
    writerNodes.push(made.nodeUuid);
  }
  return {
    nodes,
    pdas,
    writable,
    writerNodes,
    sumNode: site.nodeUuid,
    ...(await examTargets(admin, writers, databaseUrl)),
  };
}

/** Runs every schedule until the deadline; answers latencies and errors per label. */
async function run(schedules, durationMs) {
  const results = new Map();
  const deadline = Date.now() + durationMs;
  const loops = schedules.map(async ({ c, label, seconds, call }) => {
    const entry = results.get(label) ?? { samples: [], errors: 0, firstError: '' };
    results.set(label, entry);
    // People do not start in step; a loop whose first turn falls after the end never runs.
    await sleep(Math.min(Math.random() * seconds * 1000, Math.max(0, deadline - Date.now())));
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        await call(c);
        entry.samples.push(performance.now() - started);
      } catch (error) {
        entry.errors++;
        entry.firstError ||= String(error.message).slice(0, 160);
      }
      const next = started + seconds * 1000 - performance.now();
      if (next > 0) await sleep(Math.min(next, Math.max(0, deadline - Date.now())));
    }
  });
  await Promise.all(loops);
  return results;
}

function printTable(results, durationS) {
  const rows = [...results].map(([label, { samples, errors, firstError }]) => ({
    endpoint: label,
    requests: samples.length + errors,
    'per s': ((samples.length + errors) / durationS).toFixed(1),
    'p50 ms': percentile(samples, 50)?.toFixed(1) ?? '-',
    'p95 ms': percentile(samples, 95)?.toFixed(1) ?? '-',
    'p99 ms': percentile(samples, 99)?.toFixed(1) ?? '-',
    errors,
    ...(firstError ? { 'first error': firstError } : {}),
  }));
  console.table(rows);
  return rows.reduce((sum, r) => sum + r.errors, 0);
}

/** The PDA sum through the app and the same repository query straight on the database. */
async function appVersusSql(databaseUrl, c, nodeUuid, samples = 50) {
  const { createDataSource } = serverModule('database/data-source');
  const { PdaRepository } = serverModule('modules/pda/pda.repository');
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    const repository = new PdaRepository(dataSource);
    const sql = () => repository.highestDemandsUnder(nodeUuid, { activeOnly: true });
    const app = () => c.api(`secure/pdasum/byNode/${nodeUuid}`);
    await sql();
    await app();
    const sqlMs = percentile(await timeIt(samples, sql), 50);
    const appMs = percentile(await timeIt(samples, app), 50);
    return { sqlMs, appMs };
  } finally {
    await dataSource.destroy();
  }
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
});
try {
  const started = Date.now();
  const people = await signInMany(instance.base, USERS);
  const writers = await signInMany(instance.base, WRITERS);
  console.log(
    `${USERS} people and ${WRITERS} writers signed in (one session each, all as the demo admin) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const targets = await chooseTargets(people[0], WRITERS);
  const schedules = [
    ...people.flatMap((c, i) =>
      pollsOf(i, targets).map(([label, seconds, call]) => ({ c, label, seconds, call })),
    ),
    ...writers.flatMap((c, i) =>
      writesOf(i, targets).map(([label, seconds, call]) => ({ c, label, seconds, call })),
    ),
  ];
  console.log(`running ${schedules.length} polling loops for ${DURATION_S} s`);
  const exited = new Promise((resolve) =>
    instance.server.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let serverExit;
  void exited.then((why) => (serverExit = why));
  const memory = [['start', rssMb(instance.server.pid)]];
  const middle = setTimeout(
    () => serverExit ?? memory.push(['middle', rssMb(instance.server.pid)]),
    (DURATION_S * 1000) / 2,
  );
  const deadline = Date.now() + DURATION_S * 1000;
  const [results, abuse] = await Promise.all([
    run(schedules, DURATION_S * 1000),
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
  const errors = printTable(results, DURATION_S);
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
