// Diagnostic (not a test), issue 20: the statements each hot read runs, one request each after
// a warm-up, read from pg_stat_statements (reset before each read). Needs a build.
// --dump DIR writes each answer's body to DIR (to compare answers before and after a change).
//   node scripts/bench/statements.mjs [--only nodes,pda] [--dump DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { client, examTargets, startBenchCluster, startInstance } from './lib.mjs';

const ONLY = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1].split(',')
  : undefined;
const DUMP = process.argv.includes('--dump')
  ? process.argv[process.argv.indexOf('--dump') + 1]
  : undefined;
const TENANT = '00000000-0000-0000-0000-000000000000';
const cluster = await startBenchCluster('statements', {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'top',
});
let instance;
try {
  instance = await startInstance({ env: { DATABASE_URL: cluster.databaseUrl } });
  const stats = new pg.Client({ connectionString: `${cluster.baseUrl}/postgres` });
  stats.on('error', () => undefined);
  await stats.connect();
  await stats.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const admin = client(instance.base);
  await admin.signIn();
  const site = (await admin.api(`secure/nodes/${TENANT}`)).collTreeNodes[0].nodeUuid;
  const sums = await admin.api(`secure/pdasum/byNode/${site}`);
  const pda = sums[0].sourcePDA.pdaUuid;
  const { rosterDay, exams } = await examTargets(admin, 1, cluster.databaseUrl);
  const classes = await admin.api('secure/nhp-classes');
  const nhpClass = (classes.items ?? classes)[0]?.nhpClassUuid;
  const reads = [
    'public/echo/ping',
    'private/user',
    `secure/nodes/${site}`,
    `secure/pda/${pda}`,
    `secure/pdasum/byNode/${site}`,
    `secure/rosters/${rosterDay}`,
    `secure/exams/${exams[0]}`,
    `private/exams/${exams[0]}/exam-fields`,
    'cache/info',
    'private/sessions',
    `private/nhp-classes/${nhpClass}`,
  ];
  for (const path of reads) {
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
