import { Client } from 'pg';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { startTestApp, type TestApp } from '../support/test-app';

/** Two app instances on one database: both tick every second; a fire must happen once. */
describe('scheduler across two instances', () => {
  let demo: DemoApp;
  let a: TestApp;
  let b: TestApp;
  let db: Client;
  const sessions: Record<string, SignedIn> = {};

  beforeAll(async () => {
    demo = await startDemoApp();
    a = demo.t;
    b = await startTestApp({}, { database: a.database });
    for (const [userCode, password] of Object.entries(demo.passwords))
      sessions[userCode] = await signInOrFail(a, userCode, password);
    db = new Client({ connectionString: a.database.url });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await b?.close();
    await a?.close();
  });

  const get = (t: TestApp, who: string, path: string) =>
    as(sessions[who], t.http().get(`/api/v1/${path}`));
  const runsOf = async (trigger: string): Promise<{ status: string; status_message: string }[]> =>
    (
      await db.query(
        `SELECT status::text, status_message FROM job_runs WHERE data->>'triggerUuid' = $1`,
        [trigger],
      )
    ).rows;
  const makeDue = (trigger: string) =>
    db.query(
      `UPDATE scheduler_triggers SET next_fire_at = now() - interval '1 second' WHERE trigger_uuid = $1`,
      [trigger],
    );
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('schedules, fires exactly once across instances, runs the job, and lists it', async () => {
    const created = await get(a, 'admin', 'quartz/schedule/sessionReaper/60').expect(200);
    expect(created.body).toMatchObject({
      jobClass: 'sessionReaper',
      intervalSeconds: 60,
      state: 'NORMAL',
    });
    const trigger = created.body.triggerUuid as string;
    await db
      .query(
        `INSERT INTO sessions (session_id, user_uuid, last_seen, expires_at)
       SELECT gen_random_uuid(), user_uuid, now() - interval '2 days', now() - interval '1 day' FROM sessions LIMIT 1`,
      )
      .catch(() => undefined);
    await makeDue(trigger);
    await vi.waitFor(async () => expect((await runsOf(trigger))[0]?.status).toBe('COMPLETED'), {
      timeout: 15000,
      interval: 200,
    });
    await sleep(2500);
    const runs = await runsOf(trigger);
    expect(runs).toHaveLength(1);
    expect(runs[0].status_message).toMatch(/Deleted \d+ expired session/);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM sessions WHERE expires_at < now()`,
    );
    expect(rows[0].n).toBe(0);

    const triggers = (await get(b, 'admin', 'secure/admin/scheduler/triggers').expect(200)).body;
    const row = triggers.find((t: { triggerUuid: string }) => t.triggerUuid === trigger);
    expect(new Date(row.nextFireAt).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(row.lastFireAt).not.toBeNull();
    const jobs = (await get(b, 'admin', 'secure/admin/scheduler/jobs').expect(200)).body;
    const reaper = jobs.find((j: { jobClass: string }) => j.jobClass === 'sessionReaper');
    expect(reaper.lastRun.status).toBe('COMPLETED');
    const status = (await get(b, 'admin', 'quartz/status').expect(200)).body;
    expect(status.standby).toBe(false);
    expect(status.runs.length).toBeGreaterThan(0);
    // The demo seed has a reaper trigger of its own.
    const reapers = triggers.filter((t: { jobClass: string }) => t.jobClass === 'sessionReaper');
    expect(reapers.length).toBeGreaterThan(1);
    expect((await get(a, 'admin', 'quartz/status/sessionReaper').expect(200)).body.triggers).toBe(
      reapers.length,
    );
  });

  it('does not fire a paused trigger, fires it again once resumed, and deletes it', async () => {
    const trigger = (await get(a, 'admin', 'quartz/schedule/matchRecompute/30').expect(200)).body
      .triggerUuid as string;
    await get(b, 'admin', `quartz/pause?trigger=${trigger}`).expect(200);
    await makeDue(trigger);
    await sleep(2500);
    expect(await runsOf(trigger)).toHaveLength(0);

    await get(a, 'admin', `quartz/resume?trigger=${trigger}`).expect(200);
    await makeDue(trigger);
    await vi.waitFor(async () => expect(await runsOf(trigger)).toHaveLength(1), { timeout: 10000 });

    await get(a, 'admin', `quartz/delete?trigger=${trigger}`).expect(200);
    await get(a, 'admin', `quartz/delete?trigger=${trigger}`).expect(404);
    const triggers = (await get(a, 'admin', 'secure/admin/scheduler/triggers').expect(200)).body;
    expect(triggers.map((t: { triggerUuid: string }) => t.triggerUuid)).not.toContain(trigger);
  });

  it('schedules by a Quartz cron expression in a zone and fires at its next time after a fire', async () => {
    // Every day at 02:30 in Los Angeles, the path segment URL-encoded (its / and ?).
    const created = await get(
      a,
      'admin',
      `quartz/schedule/cacheDispose/${encodeURIComponent('0 0/30 2 ? * *')}?timeZone=America%2FLos_Angeles`,
    ).expect(200);
    expect(created.body).toMatchObject({
      jobClass: 'cacheDispose',
      intervalSeconds: null,
      cronExpression: '0 0/30 2 ? * *',
      timeZone: 'America/Los_Angeles',
      state: 'NORMAL',
    });
    const wall = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/Los_Angeles',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso));
    const fires: string[] = created.body.nextFireTimes;
    expect(fires).toHaveLength(5);
    expect(fires[0]).toBe(created.body.nextFireAt);
    expect(fires.map(wall)).toEqual(['02:00', '02:30', '02:00', '02:30', '02:00']);
    const trigger = created.body.triggerUuid as string;
    await makeDue(trigger);
    await vi.waitFor(async () => expect(await runsOf(trigger)).toHaveLength(1), { timeout: 10000 });
    const row = (await get(b, 'admin', 'secure/admin/scheduler/triggers').expect(200)).body.find(
      (t: { triggerUuid: string }) => t.triggerUuid === trigger,
    );
    // After the fire, the next is the expression's next time after now, not now + an interval.
    expect(['02:00', '02:30']).toContain(wall(row.nextFireAt));
    expect(new Date(row.nextFireAt).getTime()).toBeGreaterThan(Date.now());
    await get(a, 'admin', `quartz/delete?trigger=${trigger}`).expect(200);
  });

  it('fires nothing on standby (every instance), then starts again', async () => {
    const trigger = (await get(a, 'admin', 'quartz/schedule/rosterSync/30').expect(200)).body
      .triggerUuid as string;
    expect((await get(a, 'admin', 'quartz/standby').expect(200)).body.standby).toBe(true);
    await makeDue(trigger);
    await sleep(2500);
    expect(await runsOf(trigger)).toHaveLength(0);
    expect((await get(b, 'admin', 'quartz/start').expect(200)).body.standby).toBe(false);
    await vi.waitFor(async () => expect(await runsOf(trigger)).toHaveLength(1), { timeout: 10000 });
    await get(a, 'admin', `quartz/delete?trigger=${trigger}`).expect(200);
  });

  it('answers 400 for bad input and 404 for a missing trigger, naming the problem', async () => {
    const unknown = await get(a, 'admin', 'quartz/schedule/noSuchJob/60').expect(400);
    expect(unknown.body.code).toBe('SCHEDULER_UNKNOWN_JOB_CLASS');
    expect(unknown.body.message).toContain('sessionReaper');
    for (const interval of ['4', '604801', '1.5']) {
      const res = await get(a, 'admin', `quartz/schedule/cacheDispose/${interval}`).expect(400);
      expect(res.body.message).toMatch(/interval/i);
    }
    // Anything else is read as a Quartz cron expression, and its problem named.
    const cron = (expression: string, zone = '') =>
      get(
        a,
        'admin',
        `quartz/schedule/cacheDispose/${encodeURIComponent(expression)}${zone ? `?timeZone=${encodeURIComponent(zone)}` : ''}`,
      ).expect(400);
    expect((await cron('abc')).body.message).toBe(
      'A Quartz cron expression has 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]); "abc" has 1',
    );
    expect((await cron('0 0 12 * * MON')).body.message).toBe(
      "Give '?' in exactly one of day-of-month and day-of-week (Quartz does not combine them)",
    );
    expect((await cron('0 0 12 1 1 ? 2020')).body.message).toBe(
      'The cron expression "0 0 12 1 1 ? 2020" never fires after now',
    );
    expect((await cron('0 0 2 * * ?', 'Mars/Olympus_Mons')).body.message).toBe(
      '"Mars/Olympus_Mons" is not a time zone (an IANA name such as America/Los_Angeles)',
    );
    await get(a, 'admin', 'quartz/status/noSuchJob').expect(400);
    await get(a, 'admin', 'quartz/explode').expect(400);
    await get(a, 'admin', 'quartz/delete?trigger=not-a-uuid').expect(400);
    await get(a, 'admin', 'quartz/delete').expect(400);
    const missing = await get(a, 'admin', `quartz/delete?trigger=${crypto.randomUUID()}`).expect(
      404,
    );
    expect(missing.body.code).toBe('SCHEDULER_TRIGGER_NOT_FOUND');
    await get(a, 'admin', `quartz/pause?trigger=${crypto.randomUUID()}`).expect(404);
  });

  const PATHS = [
    'quartz/status',
    'quartz/status/sessionReaper',
    'quartz/schedule/sessionReaper',
    'quartz/schedule/sessionReaper/60',
    'quartz/pause',
    'secure/admin/scheduler/jobs',
    'secure/admin/scheduler/triggers',
  ];

  it.each(['premise', 'staffing', 'recruiter'])('refuses %s with 403', async (role) => {
    for (const path of PATHS) await get(a, role, path).expect(403);
  });

  it('lets dev in and answers 401 without a session', async () => {
    await get(a, 'dev', 'secure/admin/scheduler/triggers').expect(200);
    for (const path of PATHS)
      await a.http().get(`/api/v1/${path}`).set('X-Anti-Forgery', 'a'.repeat(32)).expect(401);
  });

  it('audits every write', async () => {
    const { rows } = await db.query(
      `SELECT DISTINCT action FROM audit_entries WHERE entity_type = 'scheduler'`,
    );
    expect(rows.map((r) => r.action).sort()).toEqual(
      expect.arrayContaining(['delete', 'pause', 'resume', 'schedule', 'standby', 'start']),
    );
  });
});
