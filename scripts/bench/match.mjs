// Benchmark (not a test): matching at scale (issues 10 and 30, decisions 0012, 0027, 0036).
//   node scripts/bench/match.mjs [--people 50000] [--pdas 5000] [--samples 5] [--cpu-prof DIR]
// --cpu-prof DIR runs the server under node --cpu-prof (its profile lands in DIR on exit;
// `cpuprofile-top.mjs --last S` keeps the demand changes at its end).
// Starts the built server (run `npm run build` first) on a cluster of its own, adds --people
// measured people (all in one pool) and --pdas active PDAs to one client site (whatIfSite,
// which stores their results once), and times:
//   1. one demand change regraded and visible: POST secure/pda/{id}/demand/{capability} over
//      HTTP until the regrade it queued has committed (its run COMPLETED: the grades it wrote
//      are readable from then on), a new value each time;
//   2. one node's recompute: that regrade's own run, started to finished, in the server;
//   3. the full recompute of the client, in this process (the nightly trigger's path);
// each beside the floor measured in the same run: the what-if on the same PDA over HTTP
// (POST secure/pda/{id}/what-if, a new value each call), which judges the changed demand over
// every pool member with the same held columns. Also one finalized exam (one person) and the
// node match statistics. Needs nothing running.
import { serverModule } from '../lib/server-dist.mjs';
import { whatIfSite } from './fixtures.mjs';
import { arg, client, fmt, percentile, sleep, textArg } from './lib.mjs';

const PEOPLE = arg('people', 50000);
const PDAS = arg('pdas', 5000);
const SAMPLES = arg('samples', 5);
const CPU_PROF = textArg('cpu-prof');

const { MatchInputsRepository } = serverModule('modules/match/match-inputs.repository');
const { MatchSetsRepository } = serverModule('modules/match/match-sets.repository');
const { MatchRecomputeService } = serverModule('modules/match/match-recompute.service');
const { MatchResultsService } = serverModule('modules/match/match-results.service');
const { MatchStatsRepository } = serverModule('modules/match/match-stats.repository');
const { MatchStatsService } = serverModule('modules/match/match-stats.service');
const { AccessService } = serverModule('common/auth/access.service');
const { poolMembershipOver } = serverModule('modules/nhp/nhp-pool-membership');

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const floorOf = (ms, floor) => `(${(ms / floor).toFixed(1)} x the floor)`;
async function time(run) {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}
const load = async () =>
  (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

console.log(`load average at the start: ${await load()}`);
// The server on a cluster of its own with the benchmark's people and PDAs, results stored.
const { ds, instance, summary, target, seededMs, stopAll } = await whatIfSite('match', {
  people: PEOPLE,
  pdas: PDAS,
  nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
});

try {
  console.log(
    `added ${summary.people} people and ${summary.activePdas} active PDAs ` +
      `(${summary.demands} demands, ${summary.jobNodes} job nodes) in ${seconds(seededMs)}`,
  );

  // 3. The full recompute, in this process.
  const pools = poolMembershipOver(ds);
  const inputs = new MatchInputsRepository(ds, pools);
  const sets = new MatchSetsRepository(ds);
  const recompute = new MatchRecomputeService(ds, inputs, sets);
  const full = [];
  const phases = [];
  for (let i = 0; i < 3; i++) {
    const run = await time(() => recompute.recomputeClient(summary.clientUuid));
    full.push(run.ms);
    phases.push(run.result.ms);
  }
  const phase = (name) =>
    seconds(
      percentile(
        phases.map((p) => p[name]),
        50,
      ),
    );

  const people = await ds.query(
    `SELECT person_uuid AS p FROM persons WHERE client_node_uuid = $1 ORDER BY random() LIMIT $2`,
    [summary.clientUuid, SAMPLES + 1],
  );
  await recompute.recomputePerson(people[0].p); // the client's demands are cached from here on
  const one = [];
  for (const { p } of people.slice(1))
    one.push((await time(() => recompute.recomputePerson(p))).ms);
  const access = new AccessService();
  access.registerResolver('node', async () => 'Bench client');
  const stats = new MatchStatsService(
    access,
    new MatchResultsService(inputs, sets),
    inputs,
    new MatchStatsRepository(ds, pools),
  );
  const admin = { userUuid: 'bench', groups: ['premise:admin'] };
  const firstStats = await time(() => stats.nodeMatchStats(admin, summary.clientUuid));
  const statsMs = [];
  for (let i = 0; i < SAMPLES; i++)
    statsMs.push((await time(() => stats.nodeMatchStats(admin, summary.clientUuid))).ms);

  // The floor: the what-if on the bench PDA's numeric demand, over HTTP, on the server.
  const http = client(instance.base);
  await http.signIn();
  // Low values, so that each change moves the node's verdicts (and grades) of many people.
  const valueFor = (i) => (target.min + ((target.max - target.min) * (i + 1)) / 40).toFixed(2);
  const whatIf = (value) =>
    http.api(`secure/pda/${target.pda}/what-if`, {
      method: 'POST',
      body: { demands: [{ capabilityUuid: target.capability, value }] },
    });
  const firstWhatIf = await time(() => whatIf(valueFor(30)));
  const floor = [];
  for (let i = 0; i < SAMPLES * 2; i++) floor.push((await time(() => whatIf(valueFor(i)))).ms);
  const floor50 = percentile(floor, 50);

  // 1 and 2. Demand changes over HTTP, each until its regrade has committed.
  const visible = [];
  const runs = [];
  for (let i = 0; i < SAMPLES + 1; i++) {
    const [{ version }] = await ds.query(
      'SELECT version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2',
      [target.pda, target.capability],
    );
    const [{ now }] = await ds.query('SELECT now() AS now');
    const started = performance.now();
    await http.api(`secure/pda/${target.pda}/demand/${target.capability}`, {
      method: 'POST',
      body: { value: valueFor(i % 2 === 0 ? 0 : 20), version },
    });
    let run;
    for (;;) {
      [run] = await ds.query(
        `SELECT status, status_message AS message,
                extract(epoch FROM finished_at - started_at) * 1000 AS ms
           FROM job_runs WHERE job_name = 'match.regrade' AND created_at >= $1`,
        [now],
      );
      if (run && (run.status === 'COMPLETED' || run.status === 'FAILED')) break;
      await sleep(5);
    }
    if (run.status === 'FAILED') throw new Error(`The regrade failed: ${run.message}`);
    // The first warms the instance's results of the client after the full recomputes.
    if (i === 0) continue;
    visible.push(performance.now() - started);
    runs.push({ ms: Number(run.ms), message: run.message });
  }
  const visible50 = percentile(visible, 50);
  const node50 = percentile(
    runs.map((r) => r.ms),
    50,
  );
  const full50 = percentile(full, 50);
  const rows = firstStats.result;
  const clientRow = rows.find((r) => r.nodeUuid === summary.clientUuid);

  console.log('\nMatching benchmark (one client site, the built server, embedded PostgreSQL)');
  console.log(`people x active PDAs                ${summary.people} x ${summary.activePdas}`);
  console.log(
    `floor: what-if on the demand (HTTP)  p50 ${fmt(floor50)}  p95 ${fmt(percentile(floor, 95))}` +
      `  (first, reading the values: ${seconds(firstWhatIf.ms)})`,
  );
  console.log(
    `1. demand change regraded, visible  p50 ${fmt(visible50)}  ${floorOf(visible50, floor50)}` +
      `  (runs: ${visible.map(fmt).join(', ')})`,
  );
  console.log(
    `2. one node's recompute (regrade)   p50 ${fmt(node50)}  ${floorOf(node50, floor50)}` +
      `  (last: ${runs.at(-1).message})`,
  );
  console.log(
    `3. full recompute of the client     median ${seconds(full50)}  ${floorOf(full50, floor50)}` +
      `  (runs: ${full.map(seconds).join(', ')})`,
  );
  console.log(
    `  of which                          read ${phase('read')}, bitsets ${phase('compute')}, grade caches ${phase('grades')}, write ${phase('write')}`,
  );
  console.log(
    `one finalized exam (one person)     p50 ${fmt(percentile(one, 50))}  p95 ${fmt(percentile(one, 95))}`,
  );
  console.log(
    `node-match-stats, first / warm      ${fmt(firstStats.ms)} / p50 ${fmt(percentile(statsMs, 50))}  (${rows.length} nodes)`,
  );
  console.log(
    `pool members matching a job         ${clientRow.m} of ${clientRow.n} (${clientRow.percent.toFixed(2)}%)`,
  );
  console.log(`load average at the end: ${await load()}`);
} finally {
  await stopAll();
}
