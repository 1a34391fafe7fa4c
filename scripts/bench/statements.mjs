// Diagnostic (not a test), issue 20: the statements each hot read runs, one request each after
// a warm-up, read from pg_stat_statements (reset before each read). Needs a build.
// --dump DIR writes each answer's body to DIR (to compare answers before and after a change).
//   node scripts/bench/statements.mjs [--only nodes,pda] [--dump DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import { client, hotReads, startInstance, startStatsCluster, textArg } from './lib.mjs';

const ONLY = textArg('only')?.split(',');
const DUMP = textArg('dump');
const cluster = await startStatsCluster('statements');
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
    if (DUMP) {
      mkdirSync(DUMP, { recursive: true });
      writeFileSync(
        `${DUMP}/${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\d{4}\/\d+\/\d+/g, 'id').replace(/\W+/g, '-')}.json`,
        body,
      );
    }
    const { rows } = await stats.query(
      `SELECT calls, round(mean_exec_time::numeric, 2) AS ms,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 400) AS q FROM pg_stat_statements s
         JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = 'portal' ORDER BY calls DESC`,
    );
    console.log(`\n== ${path}: ${rows.reduce((n, r) => n + Number(r.calls), 0)} statements`);
    for (const r of rows) console.log(`  ${r.calls}x ${r.ms} ms ${r.q}`);
  }
  await stats.end();
} finally {
  await instance?.stop();
  await cluster.stop();
}
