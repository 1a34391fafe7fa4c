import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { hostname } from 'node:os';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { as, createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { waitUntil } from '../support/processes';
import { listenOnLoopback as listen, startTestApp, type TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';

// Issue 31, item 5: what an operator of several instances on one PostgreSQL needs.

const LOCK_KEY = 310_005;

describe('settings of several instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let aUrl: string;
  let bUrl: string;
  let rex: SignedIn;
  let root: SignedIn;
  const clients: RpcClient[] = [];

  async function connect(url: string) {
    const client = await RpcClient.connect(url, rex);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    a = await startTestApp({ WS_MAX_SOCKETS_PER_USER: '3', DATABASE_POOL_SIZE: '3' });
    b = await startTestApp({ WS_MAX_SOCKETS_PER_USER: '3' }, { database: a.database });
    aUrl = await listen(a);
    bUrl = await listen(b);
    await createUser(a, {
      userCode: 'rex',
      password: 'Rex-Secret-1',
      groups: ['recruiter:Riverside'],
    });
    rex = await signInOrFail(a, 'rex', 'Rex-Secret-1');
    await createUser(a, { userCode: 'root', password: 'Root-Secret-1', groups: ['premise:admin'] });
    root = await signInOrFail(a, 'root', 'Root-Secret-1');
  });

  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await b?.close();
    await a?.close();
  });

  it('counts the per-user socket cap over every instance', async () => {
    const onA = [await connect(aUrl), await connect(aUrl)];
    const onB = await connect(bUrl);
    expect((await onB.call(1, 'PING')).result).toBe('PONG');
    // Two on A and one on B: a fourth is refused, on either instance.
    const fourth = await connect(bUrl);
    expect(await Promise.race([fourth.closed, fourth.call(4, 'PING')])).toEqual({
      code: 1008,
      reason: 'Too many connections: at most 3 per user',
    });
    // A socket closed on A frees its place for B.
    onA[0].close();
    await onA[0].closed;
    const freed = await waitUntil(
      async () => {
        const client = await connect(bUrl);
        const answer = await Promise.race([client.call(2, 'PING'), client.closed]);
        return 'result' in answer ? client : undefined;
      },
      10000,
      'the place a closed socket left',
    );
    expect((await freed.call(3, 'PING')).result).toBe('PONG');
    for (const client of [onA[1], onB, freed]) client.close();
    await Promise.all([onA[1], onB, freed].map((client) => client.closed));
  });

  it('holds at most DATABASE_POOL_SIZE connections for requests', async () => {
    // Eight statements at once, each waiting on a lock held here: a pool of three runs three
    // and queues five; without the setting the pool (20) would open eight connections.
    const holder = new Client({ connectionString: a.database.ownerUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    // The superuser sees what the other roles' sessions wait on.
    const observer = new Client({ connectionString: `${inject('pgBaseUrl')}/${a.database.name}` });
    await observer.connect();
    const dataSource = a.app.get(DataSource);
    const pool = (dataSource.driver as unknown as { master: { totalCount: number } }).master;
    const statements = Array.from({ length: 8 }, () =>
      dataSource.query('SELECT pg_advisory_xact_lock_shared($1)', [LOCK_KEY]),
    );
    const blocked = async () => {
      const { rows } = await observer.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event = 'advisory'`,
      );
      return rows[0].n as number;
    };
    try {
      await waitUntil(
        async () => ((await blocked()) >= 3 ? true : undefined),
        10000,
        'three running',
      );
      // By now the pool has opened every connection it will for them: it stays at three.
      expect(pool.totalCount).toBe(3);
      expect(await blocked()).toBe(3);
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
      await Promise.all(statements);
      await holder.end();
      await observer.end();
    }
  });

  it('names, with the cache statistics, the instance they describe', async () => {
    const labels: string[] = [];
    for (const t of [a, b]) {
      const res = await as(root, t.http().get('/api/v1/cache/info')).expect(200);
      labels.push(res.headers['x-portal-instance']);
    }
    const [{ ids }] = await a.app
      .get(DataSource)
      .query(`SELECT array_agg(instance_id::text) AS ids FROM app_instances`);
    for (const [i, t] of [a, b].entries()) {
      const id = t.app.get(JobsService).instanceId;
      expect(ids).toContain(id);
      expect(labels[i]).toBe(`${hostname()}, pid ${process.pid}, instance ${id.slice(0, 8)}`);
    }
    expect(labels[0]).not.toBe(labels[1]);
  });
});
