import { Client } from 'pg';
import { antiForgery, type SignedIn } from '../support/auth-helpers';
import { createEmptyDatabase, type TestDatabase } from '../support/test-database';
import { PortalCluster } from './support/portal-cluster';

/** Above the job heartbeat (5 s): a live instance is never taken for a dead one. */
const JOB_STALE_SECONDS = 6;

/**
 * Issue 31, item 7 (decision 0044): two instances started at once on an empty database
 * (decision 0042), and background work across them. Each instance ticks the scheduler every
 * second; a trigger fires once, and the run of an instance that dies is finished by the other.
 */
describe('scheduled work on two instances', () => {
  let database: TestDatabase;
  let cluster: PortalCluster;
  let admin: SignedIn;
  let db: Client;

  const get = (base: string, path: string) =>
    fetch(`${base}/api/v1/${path}`, {
      headers: {
        Authorization: `Bearer ${admin.jwt}`,
        'X-Session-Id': admin.sessionId,
        'X-Anti-Forgery': antiForgery(),
      },
    });
  const schedule = async (base: string) => {
    const created = await get(base, 'quartz/schedule/sessionReaper/60');
    expect(created.status).toBe(200);
    return ((await created.json()) as { triggerUuid: string }).triggerUuid;
  };
  const makeDue = (trigger: string) =>
    db.query(
      `UPDATE scheduler_triggers SET next_fire_at = now() - interval '1 second' WHERE trigger_uuid = $1`,
      [trigger],
    );
  const runsOf = async (trigger: string) =>
    (
      await db.query<{ status: string; attempts: number; message: string }>(
        `SELECT status::text, attempts, status_message AS message FROM job_runs
          WHERE data->>'triggerUuid' = $1`,
        [trigger],
      )
    ).rows;
  /** A session past its end, which the reaper deletes. */
  const expiredSession = async () =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO sessions (session_id, user_uuid, last_seen, expires_at)
         SELECT gen_random_uuid(), user_uuid, now() - interval '2 days', now() - interval '1 day'
           FROM sessions LIMIT 1 RETURNING session_id AS id`,
      )
    ).rows[0].id;

  beforeAll(async () => {
    // Empty: both instances migrate it at once, one waiting for the other (decision 0042).
    database = await createEmptyDatabase();
    cluster = await new PortalCluster(database, {
      JOB_STALE_SECONDS: String(JOB_STALE_SECONDS),
    }).start(2);
    admin = await cluster.signInAdmin();
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await database?.drop();
  });

  it('started both instances at once on the empty database, migrating it once', async () => {
    const twice = await db.query('SELECT name FROM migrations GROUP BY name HAVING count(*) > 1');
    expect(twice.rows).toEqual([]);
    for (const { base } of cluster.instances)
      expect((await fetch(`${base}/api/v1/public/health/ready`)).status).toBe(200);
  });

  it('fires a due trigger once, whichever instance ticks first', async () => {
    await expiredSession();
    const trigger = await schedule(cluster.base);
    await makeDue(trigger);
    await vi.waitFor(async () => expect((await runsOf(trigger))[0]?.status).toBe('COMPLETED'), {
      timeout: 15_000,
      interval: 100,
    });
    // Both instances tick every second: a few more ticks of each, and still one run.
    await new Promise((done) => setTimeout(done, 2500));
    expect(await runsOf(trigger)).toEqual([
      { status: 'COMPLETED', attempts: 1, message: 'Deleted 1 expired session(s)' },
    ]);
  });

  it('finishes on the other instance a run whose instance was killed mid-way', async () => {
    const [a, b] = cluster.instances;
    const session = await expiredSession();
    // The reaper's DELETE waits on this row lock: the run stays RUNNING on the instance that
    // claimed it until the lock goes.
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM sessions WHERE session_id = $1 FOR UPDATE', [session]);
    try {
      const trigger = await schedule(a.base);
      // b is frozen, so a claims the run.
      b.server.child.kill('SIGSTOP');
      try {
        await makeDue(trigger);
        await vi.waitFor(async () => expect((await runsOf(trigger))[0]?.status).toBe('RUNNING'), {
          timeout: 15_000,
          interval: 100,
        });
        a.server.child.kill('SIGKILL');
        await a.server.exited;
      } finally {
        b.server.child.kill('SIGCONT');
      }
      await holder.query('COMMIT');
      await vi.waitFor(async () => expect((await runsOf(trigger))[0]?.status).toBe('COMPLETED'), {
        timeout: (JOB_STALE_SECONDS + 15) * 1000,
        interval: 200,
      });
      // The killed instance's statement may still have run once the lock went (its backend
      // waits on the lock without noticing its client is gone): either way, the session is gone.
      expect(await runsOf(trigger)).toEqual([
        { status: 'COMPLETED', attempts: 2, message: expect.stringMatching(/^Deleted [01] /) },
      ]);
      const left = await db.query('SELECT 1 FROM sessions WHERE session_id = $1', [session]);
      expect(left.rowCount).toBe(0);
      // The survivor answers through nginx.
      expect((await get(cluster.base, 'private/user')).status).toBe(200);
    } finally {
      await holder.end();
    }
  });
});
