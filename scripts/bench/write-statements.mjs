// Diagnostic (not a test), issue 33 item 3: the statements one PDA field save runs (a text
// field of an editable PDA, saved with its version), read from pg_stat_statements reset just
// before and read as soon as it is answered: the save's own transaction, its events and the
// jobs it queues. The job engine's polls, heartbeats and the scheduler's tick that fall in that
// window are listed apart, as background. Needs a build.
//   node scripts/bench/write-statements.mjs [--times 5]
import pg from 'pg';
import { arg, client, startInstance, startStatsCluster } from './lib.mjs';

const TIMES = arg('times', 5);
// Statements of the instance's own timers: the job engine's polls, heartbeats, the scheduler.
const BACKGROUND = /pgboss\.|app_instances|SchedulerState|"t"\."trigger_uuid"|live_sockets/;
const cluster = await startStatsCluster('write-statements');
let instance;
try {
  instance = await startInstance({ env: { DATABASE_URL: cluster.databaseUrl } });
  const stats = await cluster.connectStats();
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const {
    rows: [target],
  } = await db.query(
    `SELECT p.pda_uuid AS pda, f.pda_type_field_uuid AS field
       FROM pdas p JOIN pda_type_fields f ON f.pda_type_uuid = p.pda_type_uuid AND f.format = 'text'
       JOIN pda_types t ON t.pda_type_uuid = p.pda_type_uuid AND t.editable
      ORDER BY p.pda_uuid LIMIT 1`,
  );
  await db.end();
  const admin = client(instance.base);
  await admin.signIn();
  const path = `secure/pda/${target.pda}/pda-field/${target.field}`;
  const save = async (value) => {
    const { version } = await admin.api(path);
    await admin.api(path, { method: 'POST', body: { value, version } });
  };
  await save('warm-up'); // statements prepared, catalogues held
  const perSave = [];
  let listed;
  for (let i = 0; i < TIMES; i++) {
    const { version } = await admin.api(path);
    await stats.query('SELECT pg_stat_statements_reset()');
    await admin.api(path, { method: 'POST', body: { value: `value ${i}`, version } });
    const { rows } = await stats.query(
      `SELECT calls, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
         FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
        WHERE d.datname <> 'postgres' ORDER BY calls DESC, query`,
    );
    const own = rows.filter((r) => !BACKGROUND.test(r.query));
    perSave.push(own.reduce((n, r) => n + Number(r.calls), 0));
    listed = rows.map((r) => ({ ...r, background: BACKGROUND.test(r.query) }));
  }
  console.log(`one PDA field save (POST ${'secure/pda/{id}/pda-field/{f}'}), ${TIMES} saves:`);
  console.log(`statements per save: ${perSave.join(', ')} (the background apart)`);
  console.table(
    listed.map((r) => ({ calls: Number(r.calls), background: r.background, query: r.query })),
  );
} finally {
  await instance?.stop();
  await cluster.stop();
}
