// Diagnostic (not a test), issue 20: the statements each hot read runs, one request each after
// a warm-up, read from pg_stat_statements (reset before each read). Needs a build.
// --dump DIR writes each answer's body to DIR (to compare answers before and after a change).
// --times N reads each N times after the reset (the mean per read; prepared statements get
// their generic plan after five runs on a connection).
//   node scripts/bench/statements.mjs [--only nodes,pda] [--dump DIR] [--times 1]
import { mkdirSync, writeFileSync } from 'node:fs';
import { arg, client, hotReads, startInstance, startStatsCluster, textArg } from './lib.mjs';

const ONLY = textArg('only')?.split(',');
const DUMP = textArg('dump');
const TIMES = arg('times', 1);
const cluster = await startStatsCluster('statements', { planning: true });
let instance;
try {
  instance = await startInstance({ env: { DATABASE_URL: cluster.databaseUrl } });
  const stats = await cluster.connectStats();
  const admin = client(instance.base);
  await admin.signIn();
  const { reads } = await hotReads(admin, cluster.databaseUrl);
  for (const [, path] of reads) {
    if (ONLY && !ONLY.some((w) => path.includes(w))) continue;
    await admin.api(path);
    await admin.api(path);
    await stats.query('SELECT pg_stat_statements_reset()');
    const body = await admin.api(path, { raw: true });
    for (let i = 1; i < TIMES; i++) await admin.api(path, { raw: true });
    if (DUMP) {
      mkdirSync(DUMP, { recursive: true });
      writeFileSync(
        `${DUMP}/${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\d{4}\/\d+\/\d+/g, 'id').replace(/\W+/g, '-')}.json`,
        body,
      );
    }
    const { rows } = await stats.query(
      `SELECT calls, plans, round(mean_exec_time::numeric, 3) AS ms,
              round(mean_plan_time::numeric, 3) AS plan_ms,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 400) AS q FROM pg_stat_statements s
         JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = 'portal' ORDER BY calls DESC`,
    );
    const calls = rows.reduce((n, r) => n + Number(r.calls), 0);
    console.log(`\n== ${path}: ${calls / TIMES} statements a read (${TIMES} reads)`);
    // plan: the statements planned (0 for a prepared statement's generic plan) and their
    // mean planning time; ms: the mean execution time.
    for (const r of rows)
      console.log(`  ${r.calls}x ${r.ms} ms (plan ${r.plans}x ${r.plan_ms} ms) ${r.q}`);
  }
  await stats.end();
} finally {
  await instance?.stop();
  await cluster.stop();
}
