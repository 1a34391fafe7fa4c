// bench:load's measurements beside the traffic: the floors (bare Node, Node plus one indexed
// query), the app against the same SQL, the kernel's dropped connections and the CPU each side
// used in the window. Split from load.mjs.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { serverModule } from '../lib/server-dist.mjs';
import { percentile, postgresMs, postgresTicks, startFloor, ticksOf, timeIt } from './lib.mjs';

/** Bare Node `http`, and the same plus one indexed query, in this run: what the app costs. */
export async function measureFloors(databaseUrl, nodeUuid) {
  const floors = [];
  for (const [label, args] of [
    ['FLOOR bare Node http, small JSON', ['plain']],
    ['FLOOR bare Node http + 1 indexed query', ['query', databaseUrl, nodeUuid]],
  ]) {
    const floor = await startFloor(...args);
    try {
      await autocannon({ url: floor.base, connections: 16, duration: 1 });
      const result = await autocannon({ url: floor.base, connections: 16, duration: 3 });
      floors.push({
        floor: label,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
      });
    } finally {
      await floor.stop();
    }
  }
  return floors;
}

export const fmtMs = (ms) => (ms === undefined ? '-' : ms.toFixed(1));

/**
 * The PDA sum through the app and the same repository query straight on the database (the app
 * shares one read among its callers while nothing the sum is built from changes: decision 0022).
 */
export async function appVersusSql(databaseUrl, c, nodeUuid, samples = 50) {
  const { createDataSource } = serverModule('database/data-source');
  const { PdaSumsRepository } = serverModule('modules/pda/pda-sums.repository');
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    const repository = new PdaSumsRepository(dataSource);
    const sql = () => repository.highestDemandsUnder(nodeUuid, { activeOnly: true });
    const app = () => c.api(`secure/pdasum/byNode/${nodeUuid}`, { fresh: true });
    await sql();
    await app();
    const sqlMs = percentile(await timeIt(samples, sql), 50);
    const appMs = percentile(await timeIt(samples, app), 50);
    return { sqlMs, appMs };
  } finally {
    await dataSource.destroy();
  }
}

/** TcpExt ListenOverflows of the machine (Linux), undefined elsewhere. */
export function listenOverflows() {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const names = lines.find((l) => l.startsWith('TcpExt:')).split(' ');
    const values = lines.filter((l) => l.startsWith('TcpExt:'))[1].split(' ');
    return Number(values[names.indexOf('ListenOverflows')]);
  } catch {
    return undefined;
  }
}

/**
 * CPU the server, PostgreSQL and this generator use from now to `end()` (seconds), and the
 * connections dropped for a full accept queue: on two shared cores, where the time goes is part
 * of what the latencies mean.
 */
export async function cpuWindow(databaseUrl, serverPid) {
  const stats = new pg.Client({ connectionString: databaseUrl });
  await stats.connect();
  const generator = process.cpuUsage();
  const server = ticksOf(serverPid);
  const postgres = await postgresTicks(stats);
  const overflows = listenOverflows();
  return {
    async end() {
      const used = process.cpuUsage(generator);
      const result = {
        serverS: (ticksOf(serverPid) - server) / 100,
        postgresS: postgresMs(postgres, await postgresTicks(stats)) / 1000,
        generatorS: (used.user + used.system) / 1e6,
        listenOverflows: overflows === undefined ? undefined : listenOverflows() - overflows,
      };
      await stats.end();
      return result;
    },
  };
}
