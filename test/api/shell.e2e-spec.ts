import { DataSource } from 'typeorm';
import { DEMO_NAV_LINKS } from '@server/database/seed/shell-seed';
import { as, createUser, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startSeededApp } from '../support/demo-app';
import type { TestApp } from '../support/test-app';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('shell data: navigation, change log, versions, spotlight', () => {
  let t: TestApp;
  const as_: Record<string, SignedIn> = {};

  beforeAll(async () => {
    const { t: app, credentials } = await startSeededApp();
    t = app;
    for (const c of credentials) as_[c.userCode] = await signInOrFail(t, c.userCode, c.password);
    await createUser(t, { userCode: 'nogroups', password: 'No-Groups-1' });
    as_.nogroups = await signInOrFail(t, 'nogroups', 'No-Groups-1');
  });

  afterAll(async () => {
    await t.close();
  });

  const links = async (who: string) =>
    (await as(as_[who], t.http().get('/api/v1/public/nav-links')).expect(200)).body.map(
      (l: { description: string }) => l.description,
    );

  it('gives each role the links it may use, and none to a user without groups', async () => {
    expect(await links('admin')).toHaveLength(DEMO_NAV_LINKS.length);
    expect(await links('admin')).toContain('Users');
    expect(await links('premise')).not.toContain('Users');
    expect(await links('premise')).toContain('Organisation Tree');
    expect(await links('recruiter')).not.toContain('New/Open NHP Classes');
    // Links follow the route table: no link that opens "no access", none missing.
    expect(await links('premise')).not.toContain('Workday');
    expect(await links('staffing')).toContain('Workday');
    expect(await links('recruiter')).toContain('Realtime Results');
    expect(await links('nogroups')).toEqual([]);
    expect((await t.http().get('/api/v1/public/nav-links').expect(200)).body).toEqual([]);
    const first = (await as(as_.admin, t.http().get('/api/v1/public/nav-links')).expect(200))
      .body[0];
    expect(first).toEqual({
      navLinkUuid: expect.any(String),
      parentNavLinkUuid: null,
      description: 'Realtime Results',
      icon: 'Sensors',
      to: '/realtime',
      enabled: true,
    });
    await as(as_.admin, t.http().get('/api/v1/public/nav-links?parent=nope')).expect(400);
  });

  it('hides a disabled link', async () => {
    await t.app
      .get(DataSource)
      .query(`UPDATE nav_links SET enabled = false WHERE description = 'Rosters'`);
    expect(await links('admin')).not.toContain('Rosters');
    await t.app
      .get(DataSource)
      .query(`UPDATE nav_links SET enabled = true WHERE description = 'Rosters'`);
  });

  it('answers the change log newest first and the UI versions', async () => {
    const log = await t.http().get('/api/v1/public/change-log').expect(200);
    expect(log.body).toHaveLength(5);
    expect(log.body[0].description).toBe(
      'Match reports are created automatically when PPT assessments are finalized.',
    );
    const versions = await t.http().get('/api/v1/public/ui-versions').expect(200);
    expect(versions.body).toEqual({ versions: ['2025.36.1'] });
  });

  it('ranks exact, then prefix, then contains matches within each kind, at most 8 a kind', async () => {
    const res = await as(
      as_.admin,
      t.http().get(`/api/v1/public/spotlight/${b64('paint')}`),
    ).expect(200);
    expect(res.body[0]).toMatchObject({
      title: 'Paint',
      url: expect.stringMatching(/^\/tree\/[0-9a-f-]{36}$/),
    });
    expect(res.body[0].description).toMatch(/^Production Shop in /);
    const ranks = res.body.map((r: { title: string }) =>
      r.title.toLowerCase() === 'paint' ? 0 : r.title.toLowerCase().startsWith('paint') ? 1 : 2,
    );
    const kinds = res.body.map((r: { kind: string }) => r.kind);
    for (const kind of new Set(kinds)) {
      const of = ranks.filter((_: number, i: number) => kinds[i] === kind);
      expect(of).toEqual([...of].sort());
    }
    const many = await as(as_.admin, t.http().get(`/api/v1/public/spotlight/${b64('a')}`)).expect(
      200,
    );
    const count = (kind: string) =>
      many.body.filter((r: { kind: string }) => r.kind === kind).length;
    expect(count('node')).toBe(8);
    for (const kind of ['person', 'class', 'job', 'pda', 'user'])
      expect(count(kind)).toBeLessThanOrEqual(8);
  });

  it('finds users for admins only and limits premise users to their client', async () => {
    const users = await as(
      as_.admin,
      t.http().get(`/api/v1/public/spotlight/${b64('Avery')}`),
    ).expect(200);
    expect(users.body[0]).toEqual({
      kind: 'user',
      url: '/users',
      title: 'Avery Admin',
      description: 'User admin · admin@example.com',
    });
    const premise = await as(
      as_.premise,
      t.http().get(`/api/v1/public/spotlight/${b64('Avery')}`),
    ).expect(200);
    expect(premise.body).toEqual([]);
    const shops = await as(
      as_.premise,
      t.http().get(`/api/v1/public/spotlight/${b64('Paint')}`),
    ).expect(200);
    expect(shops.body.length).toBeGreaterThan(0);
    for (const hit of shops.body.filter((h: { kind: string }) => h.kind !== 'class'))
      expect(hit.description).toContain('Riverside Vehicle Assembly');
  });

  it('refuses a caller without a staff role, and a segment that is not base64', async () => {
    await as(as_.nogroups, t.http().get(`/api/v1/public/spotlight/${b64('paint')}`)).expect(403);
    await t
      .http()
      .get(`/api/v1/public/spotlight/${b64('paint')}`)
      .expect(401);
    const bad = await as(as_.dev, t.http().get('/api/v1/public/spotlight/%25%25%25')).expect(400);
    expect(bad.body.message).toBe('The search segment must be base64-encoded text');
    const odd = await as(
      as_.dev,
      t.http().get(`/api/v1/public/spotlight/${b64("50% _off_ \\ 'quoted'")}`),
    ).expect(200);
    expect(odd.body).toEqual([]);
  });
});

describe('spotlight over PDAs', () => {
  it('finds a PDA and links to it on its node', async () => {
    const { t, credentials } = await startSeededApp();
    try {
      const admin = credentials.find((c) => c.userCode === 'admin')!;
      const session = await signInOrFail(t, 'admin', admin.password);
      const [pda] = await t.app
        .get(DataSource)
        .query(`SELECT pda_uuid, node_uuid, description FROM pdas LIMIT 1`);
      const res = await as(
        session,
        t.http().get(`/api/v1/public/spotlight/${b64(pda.description)}`),
      ).expect(200);
      expect(res.body).toContainEqual({
        kind: 'pda',
        url: `/tree/${pda.node_uuid}#${pda.pda_uuid}`,
        title: pda.description,
        description: expect.stringMatching(/^PDA \((INPROGRESS|COMPLETED|APPROVED|ARCHIVED)\) at /),
      });
    } finally {
      await t.close();
    }
  });
});
