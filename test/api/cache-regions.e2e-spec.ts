import { DataSource } from 'typeorm';
import { as, type SignedIn } from '../support/auth-helpers';
import { riversidePda } from '../support/demo-app';
import { type TestApp } from '../support/test-app';
import { levelUuidOf } from '@domain/tree-levels';
import {
  KNOWN,
  SEED_FIELDS,
  RegionInfo,
  TwoInstances,
  startTwoInstances,
  stopTwoInstances,
  ClientRow,
} from './cache-context';

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
