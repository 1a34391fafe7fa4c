import type { AddressInfo } from 'node:net';
import { as, type SignedIn } from '../support/auth-helpers';
import { type DemoApp } from '../support/demo-app';
import { type TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';
import { TwoInstances, startTwoInstances, stopTwoInstances } from './cache-context';

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
