import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { riversidePda, startDemoApp, type DemoApp } from '../support/demo-app';
import { startTestApp, type TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';
import { CACHE_REGIONS } from '@server/modules/cache/cache-regions';
import { levelUuidOf } from '@domain/tree-levels';

/** Every region of the app, as the 404 names them (sorted). */
const KNOWN = Object.keys(CACHE_REGIONS).sort();

const SEED_FIELDS = [
  'byteCount',
  'cacheName',
  'cacheSize',
  'cacheStatus',
  'hitCountAux',
  'hitCountRam',
  'missCountExpired',
  'missCountNotFound',
];

type RegionInfo = Record<string, number | string>;

interface TwoInstances {
  demo: DemoApp;
  a: TestApp;
  b: TestApp;
  /** Every demo user, signed in once (sessions are shared through the database). */
  sessions: Record<string, SignedIn>;
}

/** Two app instances on one database: A (with the demo data) and B. */
async function startTwoInstances(): Promise<TwoInstances> {
  const demo = await startDemoApp();
  const b = await startTestApp({}, { database: demo.t.database });
  const sessions: Record<string, SignedIn> = {};
  for (const [userCode, password] of Object.entries(demo.passwords))
    sessions[userCode] = await signInOrFail(demo.t, userCode, password);
  return { demo, a: demo.t, b, sessions };
}

async function stopTwoInstances(apps: TwoInstances | undefined): Promise<void> {
  await apps?.b.close();
  await apps?.a.close();
}

interface ClientRow {
  nodeUuid: string;
  timeZone: string;
}

describe('cache regions across two instances', () => {
  let apps: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  let sessions: Record<string, SignedIn>;

  beforeAll(async () => {
    apps = await startTwoInstances();
    ({ a, b, sessions } = apps);
  });

  afterAll(() => stopTwoInstances(apps));

  const get = (t: TestApp, who: string, path: string) =>
    as(sessions[who], t.http().get(`/api/v1/${path}`));
  const info = async (t: TestApp, region: string): Promise<RegionInfo> =>
    (await get(t, 'admin', `cache/info/${region}`).expect(200)).body;
  /** Cross-instance removal travels by NOTIFY, so the other instance sees it a moment later. */
  const eventually = (check: () => Promise<void>) =>
    vi.waitFor(check, { timeout: 5000, interval: 50 });

  it('lists every region with exactly the seed’s fields', async () => {
    const res = await get(a, 'admin', 'cache/info').expect(200);
    const names = res.body.map((r: RegionInfo) => r.cacheName);
    expect(names).toEqual(KNOWN);
    for (const region of res.body) {
      expect(Object.keys(region).sort()).toEqual(SEED_FIELDS);
      expect(region.cacheStatus).toBe('ALIVE');
    }
  });

  it('fills on a read, hits RAM after, and another instance finds it in the aux tier', async () => {
    await get(a, 'admin', 'cache/remove/capabilities').expect(200);
    await eventually(async () => expect((await info(b, 'capabilities')).cacheSize).toBe(0));
    const beforeA = await info(a, 'capabilities');
    const beforeB = await info(b, 'capabilities');

    const first = await get(a, 'premise', 'private/capabilities').expect(200);
    const again = await get(a, 'premise', 'private/capabilities').expect(200);
    expect(again.body).toEqual(first.body);
    const afterA = await info(a, 'capabilities');
    expect(afterA.missCountNotFound).toBe(Number(beforeA.missCountNotFound) + 1);
    expect(afterA.hitCountRam).toBe(Number(beforeA.hitCountRam) + 1);
    expect(afterA.cacheSize).toBe(1);
    expect(afterA.byteCount).toBeGreaterThan(JSON.stringify(first.body).length);

    await get(b, 'premise', 'private/capabilities').expect(200);
    await get(b, 'premise', 'private/capabilities').expect(200);
    const afterB = await info(b, 'capabilities');
    expect(afterB.hitCountAux).toBe(Number(beforeB.hitCountAux) + 1);
    expect(afterB.hitCountRam).toBe(Number(beforeB.hitCountRam) + 1);
    expect(afterB.missCountNotFound).toBe(beforeB.missCountNotFound);

    const keys = await get(a, 'admin', 'cache/get/capabilities').expect(200);
    expect(keys.body.cacheName).toBe('capabilities');
    expect(keys.body.keys.map((k: { key: string; tier: string }) => `${k.tier}:${k.key}`)).toEqual([
      'RAM:catalogue',
      'AUX:catalogue',
    ]);
    expect(keys.body.keys[0].bytes).toBe(afterA.byteCount);
    expect(JSON.stringify(keys.body)).not.toContain(first.body[0].description);
  });

  it('cache/remove on A empties the region on B too: B’s next read is a miss', async () => {
    await get(b, 'recruiter', 'private/capabilities').expect(200);
    expect((await info(b, 'capabilities')).cacheSize).toBe(1);

    const removed = await get(a, 'admin', 'cache/remove/capabilities').expect(200);
    expect(removed.body).toMatchObject({ cacheName: 'capabilities', cacheSize: 0, byteCount: 0 });
    await eventually(async () =>
      expect(await info(b, 'capabilities')).toMatchObject({ cacheSize: 0, byteCount: 0 }),
    );

    const before = await info(b, 'capabilities');
    await get(b, 'recruiter', 'private/capabilities').expect(200);
    const after = await info(b, 'capabilities');
    expect(after.missCountNotFound).toBe(Number(before.missCountNotFound) + 1);
    expect(after.hitCountAux).toBe(before.hitCountAux);
  });

  it('PDA reads take the PDA types from memory, and load them again after a removal', async () => {
    const pdaUuid = await riversidePda(apps.demo.ds);
    await get(a, 'admin', 'cache/remove/pda-types').expect(200);
    const before = await info(a, 'pda-types');
    const [{ pda_uuid: otherUuid }] = await apps.demo.ds.query(
      `SELECT pda_uuid FROM pdas WHERE pda_uuid <> $1 ORDER BY pda_uuid LIMIT 1`,
      [pdaUuid],
    );
    const first = await get(a, 'admin', `secure/pda/${pdaUuid}`).expect(200);
    // Another PDA: the same one again would be the answer held for every caller (decision 0022).
    const other = await get(a, 'admin', `secure/pda/${otherUuid}`).expect(200);
    expect(other.body.aPDAType.pdaTypeUuid).toBe(other.body.pdaTypeUuid);
    expect(first.body.aPDAType.pdaTypeUuid).toBe(first.body.pdaTypeUuid);
    expect(first.body.aPDAType.collPDATypeFields.length).toBeGreaterThan(0);
    const after = await info(a, 'pda-types');
    expect(after.missCountNotFound).toBe(Number(before.missCountNotFound) + 1);
    expect(after.hitCountRam).toBe(Number(before.hitCountRam) + 1);
    expect(after.cacheSize).toBe(1);

    await get(b, 'admin', 'cache/remove/pda-types').expect(200);
    await eventually(async () => expect((await info(a, 'pda-types')).cacheSize).toBe(0));
    await get(a, 'admin', `secure/pda/${pdaUuid}`).expect(200);
    expect((await info(a, 'pda-types')).missCountNotFound).toBe(
      Number(after.missCountNotFound) + 1,
    );
  });

  it('drops the client sites on every instance when a client site is renamed', async () => {
    const clients = async (t: TestApp) =>
      (await get(t, 'premise', 'secure/me/clients').expect(200)).body as {
        nodeUuid: string;
        description: string;
      }[];
    const before = await clients(b);
    expect(before.length).toBeGreaterThan(0);
    expect((await info(b, 'tree-clients')).cacheSize).toBeGreaterThan(0);
    // The scope names the site by identity (decision 0031): renamed, it is still theirs.
    const name = `${before[0].description} North`;
    await as(
      sessions.admin,
      a.http().patch(`/api/v1/private/nodes/${before[0].nodeUuid}/_actions/rename`),
    )
      .send({ name })
      .expect(200);
    await eventually(async () =>
      expect((await clients(b)).map((c) => c.description)).toContain(name),
    );
  });

  it('drops them on every instance for a change no app code made: the table trigger tells', async () => {
    const zoneOf = async (t: TestApp, site: string) =>
      ((await get(t, 'admin', 'secure/me/clients').expect(200)).body as ClientRow[]).find(
        (c) => c.nodeUuid === site,
      )?.timeZone;
    const [{ node_uuid: site }] = await apps.demo.ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE level_uuid = $1 ORDER BY description LIMIT 1`,
      [levelUuidOf('NAMC')],
    );
    for (const t of [a, b]) expect(await zoneOf(t, site)).not.toBe('Pacific/Kiritimati');
    await apps.demo.ds.query(`UPDATE tree_nodes SET time_zone = $2 WHERE node_uuid = $1`, [
      site,
      'Pacific/Kiritimati',
    ]);
    for (const t of [a, b])
      await eventually(async () => expect(await zoneOf(t, site)).toBe('Pacific/Kiritimati'));
  });

  it('cache/dispose empties every region on both instances', async () => {
    await get(a, 'premise', 'private/capabilities').expect(200);
    await get(b, 'premise', 'private/capabilities').expect(200);
    const res = await get(b, 'dev', 'cache/dispose').expect(200);
    for (const region of res.body) expect(region.cacheSize).toBe(0);
    await eventually(async () => {
      const all = (await get(a, 'admin', 'cache/info').expect(200)).body;
      for (const region of all) expect(region).toMatchObject({ cacheSize: 0, byteCount: 0 });
    });
    const [{ rows }] = await a.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS rows FROM cache_aux_entries`);
    expect(rows).toBe(0);
  });

  const PATHS = [
    'cache/info',
    'cache/info/capabilities',
    'cache/get/capabilities',
    'cache/remove/capabilities',
    'cache/dispose',
  ];

  it.each(PATHS)('lets admins and developers use %s and refuses everyone else', async (path) => {
    await get(a, 'admin', path).expect(200);
    await get(b, 'dev', path).expect(200);
    for (const role of ['premise', 'staffing', 'recruiter']) {
      const res = await get(a, role, path).expect(403);
      expect(res.body.message).toContain('manage caches');
    }
    await a.http().get(`/api/v1/${path}`).set('X-Anti-Forgery', 'a'.repeat(32)).expect(401);
  });

  it.each(PATHS)('needs X-Anti-Forgery on %s, even for an admin', async (path) => {
    const res = await a
      .http()
      .get(`/api/v1/${path}`)
      .set('Authorization', `Bearer ${sessions.admin.jwt}`)
      .set('X-Session-Id', sessions.admin.sessionId)
      .expect(403);
    expect(res.body.message).toContain('X-Anti-Forgery');
  });

  it.each(['info', 'get', 'remove'])(
    'answers 404 for an unknown region on cache/%s',
    async (verb) => {
      const res = await get(a, 'admin', `cache/${verb}/no-such-region`).expect(404);
      expect(res.body.details).toEqual({
        code: 'CACHE_REGION_NOT_FOUND',
        info: { known: KNOWN },
      });
      expect(res.body.message).toBe(
        `Unknown cache region "no-such-region"; known: ${KNOWN.join(', ')}`,
      );
    },
  );
});

describe('capability maintenance and preferences', () => {
  let apps: TwoInstances;
  let demo: DemoApp;
  let a: TestApp;
  let b: TestApp;
  let sessions: Record<string, SignedIn>;
  let capabilityUuid: string;

  beforeAll(async () => {
    apps = await startTwoInstances();
    ({ demo, a, b, sessions } = apps);
    [{ capabilityUuid }] = await demo.ds.query(
      `SELECT capability_uuid AS "capabilityUuid" FROM capabilities ORDER BY ordinal LIMIT 1`,
    );
  });

  afterAll(() => stopTwoInstances(apps));

  const post = (t: TestApp, who: string, path: string) =>
    as(sessions[who], t.http().post(`/api/v1/${path}`));
  const catalogueFlag = async (t: TestApp) =>
    (
      (await as(sessions.premise, t.http().get('/api/v1/private/capabilities')).expect(200))
        .body as { capabilityUuid: string; isSummary: boolean }[]
    ).find((c) => c.capabilityUuid === capabilityUuid)?.isSummary;

  async function listen(t: TestApp): Promise<string> {
    await t.app.listen(0, '127.0.0.1');
    return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }

  it('sets and unsets isSummary, audited, pushed as DIRTY, and fresh on both instances', async () => {
    expect(await catalogueFlag(a)).toBe(false);
    expect(await catalogueFlag(b)).toBe(false);
    const browser = await RpcClient.connect(await listen(b), sessions.premise);
    try {
      const res = await post(
        a,
        'admin',
        `secure/maint/capability/${capabilityUuid}/isSummary/true`,
      ).expect(200);
      expect(res.body).toMatchObject({ capabilityUuid, isSummary: true });
      expect(Object.keys(res.body).sort()).toEqual(
        ['capabilityUuid', 'code', 'description', 'isSummary', 'type', 'units'].sort(),
      );
      await browser.next(
        (m: { method?: string; params?: { entity?: string; uuid?: string } }) =>
          m.method === 'DIRTY' &&
          m.params?.entity === 'capability' &&
          m.params.uuid === capabilityUuid,
      );
      expect(await catalogueFlag(a)).toBe(true);
      await vi.waitFor(async () => expect(await catalogueFlag(b)).toBe(true), { timeout: 5000 });
      // Cache invalidations are for servers, never relayed to browsers.
      expect(JSON.stringify(browser.received)).not.toContain('CACHE');
    } finally {
      browser.close();
    }

    const listed = await as(sessions.dev, b.http().get('/api/v1/secure/maint/capabilities')).expect(
      200,
    );
    expect(
      listed.body.find((c: { capabilityUuid: string }) => c.capabilityUuid === capabilityUuid),
    ).toMatchObject({ isSummary: true });

    await post(b, 'dev', `secure/maint/capability/${capabilityUuid}/isSummary/false`).expect(200);
    await vi.waitFor(async () => expect(await catalogueFlag(a)).toBe(false), { timeout: 5000 });

    const audit = await demo.ds.query(
      `SELECT action, before, after FROM audit_entries WHERE entity_type = 'capability' AND entity_id = $1 ORDER BY at`,
      [capabilityUuid],
    );
    expect(audit).toEqual([
      { action: 'isSummary', before: { isSummary: false }, after: { isSummary: true } },
      { action: 'isSummary', before: { isSummary: true }, after: { isSummary: false } },
    ]);
  });

  it.each(['premise', 'staffing', 'recruiter'])(
    'refuses maintenance to %s with 403',
    async (role) => {
      await post(a, role, `secure/maint/capability/${capabilityUuid}/isSummary/true`).expect(403);
      await as(sessions[role], a.http().get('/api/v1/secure/maint/capabilities')).expect(403);
      expect(await catalogueFlag(a)).toBe(false);
    },
  );

  it('answers 401 without a session, 404 for an unknown capability, 400 for bad input', async () => {
    await a
      .http()
      .post(`/api/v1/secure/maint/capability/${capabilityUuid}/isSummary/true`)
      .set('X-Anti-Forgery', 'a'.repeat(32))
      .expect(401);
    const unknown = await post(
      a,
      'admin',
      'secure/maint/capability/00000000-0000-4000-8000-000000000000/isSummary/true',
    ).expect(404);
    expect(unknown.body).toMatchObject({
      message: 'Capability not found',
      details: { code: 'CAPABILITY_NOT_FOUND' },
    });
    const bad = await post(
      a,
      'admin',
      `secure/maint/capability/${capabilityUuid}/isSummary/yes`,
    ).expect(400);
    expect(bad.body.message).toBe('x must be true or false, not "yes"');
    await post(a, 'admin', 'secure/maint/capability/not-an-id/isSummary/true').expect(400);
  });

  it('keeps a preference per user: saved, read back, listed; never another’s', async () => {
    const premise = sessions.premise;
    const path = `/api/v1/private/users/${premise.user.userUuid}/preferences`;
    const layout = { visibility: { hitCountAux: false }, widths: { cacheName: 240 } };
    await as(premise, a.http().get(`${path}/grid.cache.columns`))
      .expect(200)
      .expect({ key: 'grid.cache.columns', value: null });
    await as(premise, a.http().put(`${path}/grid.cache.columns`))
      .send({ value: layout })
      .expect(200)
      .expect({ key: 'grid.cache.columns', value: layout });
    await as(premise, a.http().put(`${path}/pda.lbs`))
      .send({ value: true })
      .expect(200);
    await as(premise, b.http().get(`${path}/grid.cache.columns`))
      .expect(200)
      .expect({ key: 'grid.cache.columns', value: layout });
    const all = await as(premise, a.http().get(path)).expect(200);
    expect(all.body).toEqual(
      expect.arrayContaining([
        { key: 'grid.cache.columns', value: layout },
        { key: 'pda.lbs', value: true },
      ]),
    );
    await as(sessions.recruiter, a.http().put(`${path}/pda.lbs`))
      .send({ value: false })
      .expect(403);
  });
});
