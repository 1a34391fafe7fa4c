// Benchmark (not a test): matching at scale (issue 10), in one process on an embedded cluster.
//   node scripts/bench/match.mjs [--people 50000] [--pdas 5000] [--samples 20]
// Seeds the demo, then adds --people measured people and --pdas active PDAs (a demand on every
// compared capability) to one client site, all in one pool, and times through the server's
// compiled services (run `npm run build` first): the full recompute of that client, one
// finalized exam (one person), the node match statistics of the client and one node's
// recompute. Needs nothing running.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, serverModule } from '../lib/server-dist.mjs';
import { arg, fmt, percentile } from './lib.mjs';

const PEOPLE = arg('people', 50000);
const PDAS = arg('pdas', 5000);
const SAMPLES = arg('samples', 20);

const { startEmbeddedCluster, createDatabaseIfMissing } = serverModule('bootstrap/database-server');
const { createDataSource } = serverModule('database/data-source');
const { seedDemoData } = serverModule('database/seed/demo-seed');
const { seedMatchScale } = serverModule('database/seed/match-scale-seed');
const { MatchInputsRepository } = serverModule('modules/match/match-inputs.repository');
const { MatchSetsRepository } = serverModule('modules/match/match-sets.repository');
const { MatchRecomputeService } = serverModule('modules/match/match-recompute.service');
const { MatchResultsService } = serverModule('modules/match/match-results.service');
const { MatchStatsRepository } = serverModule('modules/match/match-stats.repository');
const { MatchStatsService } = serverModule('modules/match/match-stats.service');
const { AccessService } = serverModule('common/auth/access.service');

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
async function time(run) {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

const dir = mkdtempSync(join(root, '.test-data/bench-match-'));
chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
const { cluster, baseUrl } = await startEmbeddedCluster(join(dir, 'pg'), { fast: true });
const ds = createDataSource(`${baseUrl}/bench`);
try {
  await createDatabaseIfMissing(baseUrl, 'bench');
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  const seeded = await time(() => seedDemoData(ds, { scale: 1 }));
  const scale = await time(() => seedMatchScale(ds, { people: PEOPLE, pdas: PDAS }));
  await ds.query('ANALYZE');
  const summary = scale.result;
  console.log(
    `seeded the demo in ${seconds(seeded.ms)}, then ${summary.people} people and ${summary.activePdas} active PDAs ` +
      `(${summary.demands} demands, ${summary.jobNodes} job nodes) in ${seconds(scale.ms)}`,
  );

  const inputs = new MatchInputsRepository(ds);
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
    [summary.clientUuid, SAMPLES],
  );
  await recompute.recomputePerson(people[0].p); // the client's demands are cached from here on
  const one = [];
  for (const { p } of people) one.push((await time(() => recompute.recomputePerson(p))).ms);

  const access = new AccessService();
  access.registerResolver('node', async () => 'Bench client');
  const results = new MatchResultsService(inputs, sets);
  const stats = new MatchStatsService(access, results, inputs, new MatchStatsRepository(ds));
  const admin = { userUuid: 'bench', groups: ['premise:admin'] };
  const firstStats = await time(() => stats.nodeMatchStats(admin, summary.clientUuid));
  const statsMs = [];
  for (let i = 0; i < SAMPLES; i++)
    statsMs.push((await time(() => stats.nodeMatchStats(admin, summary.clientUuid))).ms);
  // After one finalized exam the instance fetches that one row, not the client's results.
  await recompute.recomputePerson(people[1].p);
  const afterOne = await time(() => stats.nodeMatchStats(admin, summary.clientUuid));
  const [job] = await ds.query(
    `SELECT node_uuid AS n FROM pdas WHERE description LIKE 'Bench PDA%' LIMIT 1`,
  );
  const node = await time(() => recompute.recomputeNode(job.n));
  const rows = firstStats.result;
  const clientRow = rows.find((r) => r.nodeUuid === summary.clientUuid);

  console.log('\nMatching benchmark (one client site, embedded PostgreSQL, in-process services)');
  console.log(`people x active PDAs                ${summary.people} x ${summary.activePdas}`);
  console.log(
    `full recompute of the client        median ${seconds(percentile(full, 50))}  (runs: ${full.map(seconds).join(', ')})`,
  );
  console.log(
    `  of which                          read ${phase('read')}, bitsets ${phase('compute')}, grade caches ${phase('grades')}, write ${phase('write')}`,
  );
  console.log(
    `one finalized exam (one person)     p50 ${fmt(percentile(one, 50))}  p95 ${fmt(percentile(one, 95))}`,
  );
  console.log(
    `node-match-stats, first read        ${fmt(firstStats.ms)}  (loads the stored results, ${rows.length} nodes)`,
  );
  console.log(
    `node-match-stats, warm              p50 ${fmt(percentile(statsMs, 50))}  p95 ${fmt(percentile(statsMs, 95))}`,
  );
  console.log(`node-match-stats after one exam     ${fmt(afterOne.ms)}`);
  console.log(
    `one node's recompute (PDA change)   ${seconds(node.ms)}  (${node.result.matched} people match it)`,
  );
  console.log(
    `pool members matching a job         ${clientRow.m} of ${clientRow.n} (${clientRow.percent.toFixed(2)}%)`,
  );
} finally {
  if (ds.isInitialized) await ds.destroy();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
