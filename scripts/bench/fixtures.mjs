// The benchmarks' data beside the demo: accounts of their own and the what-if client site.
import { randomUUID } from 'node:crypto';
import { serverModule } from '../lib/server-dist.mjs';
import { startBenchCluster, startInstance } from './lib.mjs';

/** The bench users' key stretching: light, see provisionUsers. */
export const BENCH_KEY_STRETCHING = {
  'argon2id-custom': { iterations: 1, memory: 1024, parallelism: 1 },
};

/**
 * The simulated people's accounts, straight in the database as the demo seed makes its users:
 * <prefix>-0001... in premise:admin (what the demo admin sees), each with an OPAQUE registration
 * record made with a light argon2id. The key stretching is the browser's share of a sign-in
 * (2 s a person on the shared 2-core machine with the default, which made 1,000 sign-ins take
 * over half an hour); the server's share, and the sign-in itself, are the real ones.
 */
export async function provisionUsers(databaseUrl, count, prefix = 'bench') {
  const { registrationRecordFor } = serverModule('modules/auth/opaque-registration');
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [setup],
    } = await db.query(`SELECT value FROM server_secrets WHERE name = 'opaque-server-setup'`);
    const users = [];
    for (let i = 1; i <= count; i++) {
      const userCode = `${prefix}-${String(i).padStart(4, '0')}`;
      const password = `Bench-${i}-${randomUUID()}`;
      const registrationRecord = await registrationRecordFor(
        setup.value,
        userCode,
        password,
        BENCH_KEY_STRETCHING,
      );
      users.push({ userUuid: randomUUID(), userCode, password, registrationRecord });
    }
    await db.query(
      `INSERT INTO users (user_uuid, user_code, email_address, first_name, last_name, registration_record)
       SELECT u, c, c || '@bench.invalid', 'Bench', c, r
         FROM unnest($1::uuid[], $2::varchar[], $3::text[]) AS t(u, c, r)`,
      [
        users.map((u) => u.userUuid),
        users.map((u) => u.userCode),
        users.map((u) => u.registrationRecord),
      ],
    );
    await db.query(
      `INSERT INTO user_security_groups (user_uuid, security_group_code)
       SELECT unnest($1::uuid[]), 'premise:admin'`,
      [users.map((u) => u.userUuid)],
    );
    return users;
  } finally {
    await db.end();
  }
}

/**
 * The what-if benchmarks' client site: the built server on a cluster of its own, `people`
 * measured pool members and `pdas` active PDAs added to one client site (the matching
 * benchmark's data, scripts/bench/match.mjs), its match results stored (`nodeArgs` go to the
 * server's node, --cpu-prof); and one numeric
 * AT_LEAST demand with bounds of 'Bench PDA 0' (`target`) to propose values in. `stopAll`
 * (also on SIGINT and SIGTERM) stops the server and the cluster.
 */
export async function whatIfSite(name, { people, pdas, nodeArgs = [] }) {
  const { createDataSource } = serverModule('database/data-source');
  const { seedMatchScale } = serverModule('database/seed/match-scale-seed');
  const { MatchInputsRepository } = serverModule('modules/match/match-inputs.repository');
  const { MatchSetsRepository } = serverModule('modules/match/match-sets.repository');
  const { MatchRecomputeService } = serverModule('modules/match/match-recompute.service');
  const { poolMembershipOver } = serverModule('modules/nhp/nhp-pool-membership');
  const cluster = await startBenchCluster(name);
  let instance;
  let ds;
  const stopAll = async () => {
    await instance?.stop();
    if (ds?.isInitialized) await ds.destroy();
    await cluster.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => stopAll().finally(() => process.exit(1)));
  try {
    // The server migrates and loads the demo; the benchmark's people and PDAs go in beside it.
    instance = await startInstance({ env: { DATABASE_URL: cluster.databaseUrl }, nodeArgs });
    ds = createDataSource(cluster.databaseUrl);
    await ds.initialize();
    let started = performance.now();
    const summary = await seedMatchScale(ds, { people, pdas });
    await ds.query('ANALYZE');
    const seededMs = performance.now() - started;
    started = performance.now();
    await new MatchRecomputeService(
      ds,
      new MatchInputsRepository(ds, poolMembershipOver(ds)),
      new MatchSetsRepository(ds),
    ).recomputeClient(summary.clientUuid);
    const recomputedMs = performance.now() - started;
    const [target] = await ds.query(
      `SELECT p.pda_uuid AS pda, c.capability_uuid AS capability, c.description,
              c.min_value AS min, c.max_value AS max
         FROM pdas p JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
         JOIN capabilities c ON c.capability_uuid = d.capability_uuid
        WHERE p.description = 'Bench PDA 0' AND c.type = 'RANGE_UNITS' AND c.direction = 'AT_LEAST'
          AND c.min_value IS NOT NULL AND c.max_value IS NOT NULL AND c.max_value > c.min_value
        ORDER BY c.ordinal LIMIT 1`,
    );
    return { cluster, instance, ds, summary, target, seededMs, recomputedMs, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
