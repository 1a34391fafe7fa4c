import { levelUuidOf } from '@domain/tree-levels';
import type { DemoApp } from '../support/demo-app';
import { nhpApp, type Pool, type Klass, type Swimmer } from '../support/nhp-app';

/** New-hire classes through the real app on the demo data (decision 0014): pools, class lists and kanbans. */
describe('new-hire pools, class lists and kanbans', () => {
  const app = nhpApp();
  const { get, post, patch, del, inDays, newClass, qty, slotsOf, placementClass, place } = app;
  let demo: DemoApp;
  let riversideDay: Pool;
  let riversideNight: Pool;
  let tempPool: string;
  let jobs: string[];
  let members: Swimmer[];
  beforeAll(() => {
    ({ demo, riversideDay, riversideNight, tempPool, jobs, members } = app.state());
  });

  describe('pools and members', () => {
    it('lists two pools per client site to admins, with members', async () => {
      const pools: Pool[] = (await get('admin', 'secure/nhp-pools').expect(200)).body;
      expect(pools.filter((p) => p.nhpPoolUuid !== tempPool)).toHaveLength(6);
      expect(riversideDay.memberCount).toBeGreaterThan(20);
      expect(members[0]).toMatchObject({
        client: expect.stringMatching(/^Riverside/),
        pool: 'Riverside Day Pool',
        firstName: expect.any(String),
        availableDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(members.some((m) => m.phone && m.email)).toBe(true);
    });

    it("shows a scope its client's pools, or the one pool it names", async () => {
      const names = async (who: string) =>
        ((await get(who, 'secure/nhp-pools').expect(200)).body as Pool[])
          .map((p) => `${p.description}${p.canManageClasses ? ' (manage)' : ''}`)
          .sort();
      expect(await names('staffing')).toEqual([
        'Riverside Day Pool (manage)',
        'Riverside Night Pool (manage)',
        'Temp Agency Pool (manage)',
      ]);
      expect(await names('nightshift')).toEqual(['Riverside Night Pool (manage)']);
      expect(await names('agency')).toEqual(['Temp Agency Pool (manage)']);
      expect((await names('lakeview')).every((n) => n.startsWith('Lakeview'))).toBe(true);
      await get('recruiter', 'secure/nhp-pools').expect(403);
    });

    it('answers 404 for a pool or member of a client the caller cannot see', async () => {
      await get('lakeview', `secure/nhp-pool/${riversideDay.nhpPoolUuid}`).expect(404);
      await get('lakeview', `secure/swimmer/${members[0].swimmerUuid}`).expect(404);
      const one = (await get('staffing', `secure/swimmer/${members[0].swimmerUuid}`).expect(200))
        .body;
      expect(one).toMatchObject({
        swimmerUuid: members[0].swimmerUuid,
        placements: expect.any(Array),
      });
    });

    it('gives the members flat (the pool grid) and grouped by pool', async () => {
      const flat: Swimmer[] = (await get('staffing', 'secure/nhp-swimmers').expect(200)).body;
      const grouped = (await get('staffing', 'secure/nhp-swimmers-v1').expect(200)).body;
      expect(new Set(flat.map((s) => s.nhpPoolUuid))).toEqual(
        new Set([riversideDay.nhpPoolUuid, riversideNight.nhpPoolUuid]),
      );
      expect(
        grouped.reduce((n: number, p: { collSwimmers: unknown[] }) => n + p.collSwimmers.length, 0),
      ).toBe(flat.length);
    });
  });
  describe('class lists and scopes', () => {
    it("runs a pool's classes for a group naming the pool or its site, no other site", async () => {
      const kanban = await newClass(tempPool, 10, 'agency');
      const listed = async (who: string) =>
        ((await get(who, 'secure/nhp-classes').expect(200)).body as Klass[]).map(
          (c) => c.nhpClassUuid,
        );
      expect(await listed('agency')).toContain(kanban.nhpClassUuid);
      expect(await listed('admin')).toContain(kanban.nhpClassUuid);
      // The Riverside site's premise group covers every pool of the site, whatever its name.
      expect(await listed('premise')).toContain(kanban.nhpClassUuid);
      expect(await listed('nightshift')).not.toContain(kanban.nhpClassUuid);
      await get('nightshift', `private/nhp-classes/${kanban.nhpClassUuid}`).expect(404);
      await qty('agency', kanban.nhpClassUuid, jobs[0], 1, 1).expect(200);
      await patch('agency', `secure/nhp-classes/${kanban.nhpClassUuid}/finalizeKanbans`).expect(
        200,
      );
      await get('premise', `private/nhp-classes/${kanban.nhpClassUuid}`).expect(200);
      await get('lakeview', `private/nhp-classes/${kanban.nhpClassUuid}`).expect(404);
    });

    it('lists the demo classes in every status', async () => {
      const mine: Klass[] = (await get('staffing', 'secure/nhp-classes').expect(200)).body;
      const day = mine.filter((c) => c.nhpPoolUuid === riversideDay.nhpPoolUuid);
      expect(new Set(day.map((c) => c.nhpClassStatusEnum))).toEqual(
        new Set(['KANBAN', 'PLACEMENT', 'FINAL']),
      );
      const night = await get('nightshift', 'secure/nhp-classes').expect(200);
      expect(new Set(night.body.map((c: Klass) => c.nhpPoolUuid))).toEqual(
        new Set([riversideNight.nhpPoolUuid]),
      );
    });
  });
  describe('creating and deleting', () => {
    it('creates a KANBAN class of a pool the caller may manage', async () => {
      const klass = await newClass();
      expect(klass).toMatchObject({ nhpClassStatusEnum: 'KANBAN', openings: 0, filled: 0 });
      const simple = await get('staffing', `private/nhp-classes/${klass.nhpClassUuid}/simple`);
      expect(simple.body.poolDescription).toBe('Riverside Day Pool');
    });

    it('refuses a missing description or date, another client, and a pool not theirs', async () => {
      const body = { nhpPoolUuid: riversideDay.nhpPoolUuid, classTimestamp: inDays(3) };
      const noDate = await post('staffing', 'secure/nhp-classes', { ...body, classTimestamp: '' });
      expect(noDate.status).toBe(400);
      expect(JSON.stringify(noDate.body.message)).toContain('classTimestamp');
      const noText = await post('staffing', 'secure/nhp-classes', { ...body, description: '  ' });
      expect(noText.status).toBe(400);
      await post('lakeview', 'secure/nhp-classes', { ...body, description: 'X' }).expect(404);
      // A group naming another pool of the same site.
      await post('nightshift', 'secure/nhp-classes', { ...body, description: 'X' }).expect(404);
      await post('recruiter', 'secure/nhp-classes', { ...body, description: 'X' }).expect(403);
    });

    it('deletes only KANBAN classes', async () => {
      const { klass } = await placementClass(1);
      const refused = await del('staffing', `secure/nhp-classes/${klass.nhpClassUuid}`).expect(409);
      expect(refused.body.message).toBe(
        'The class is PLACEMENT: only a KANBAN class can be deleted',
      );
      const kanban = await newClass();
      await del('staffing', `secure/nhp-classes/${kanban.nhpClassUuid}`).expect(204);
      await get('staffing', `private/nhp-classes/${kanban.nhpClassUuid}`).expect(404);
    });
  });
  describe('kanban quantities', () => {
    it('sets qty1 and qty2 from 0 to 999 and echoes them; the tree shows them', async () => {
      const klass = await newClass();
      expect(
        (await qty('staffing', klass.nhpClassUuid, jobs[0], 1, 3).expect(200)).body,
      ).toMatchObject({ nodeUuid: jobs[0], qty1: 3, qty2: 0 });
      expect(
        (await qty('staffing', klass.nhpClassUuid, jobs[0], 2, 999).expect(200)).body.qty2,
      ).toBe(999);
      await qty('staffing', klass.nhpClassUuid, jobs[0], 2, 0).expect(200);
      const tree = (await get('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/kanban-tree`))
        .body as { nodeUuid: string; depth: number; qty1: number; qty2: number }[];
      expect(tree[0].depth).toBe(0);
      expect(tree.find((n) => n.nodeUuid === jobs[0])).toMatchObject({ qty1: 3, qty2: 0 });
      expect(tree.length).toBeGreaterThan(100);
    });

    it.each([['1000'], ['-1'], ['2.5'], ['abc']])('refuses quantity %s with 400', async (n) => {
      const klass = await newClass();
      const res = await qty('staffing', klass.nhpClassUuid, jobs[0], 1, n).expect(400);
      expect(res.body.message).toBe('A quantity is a whole number from 0 to 999');
    });

    it('refuses slot 3, a node of another client, and a FINAL class', async () => {
      const klass = await newClass();
      await qty('staffing', klass.nhpClassUuid, jobs[0], 3, 1).expect(400);
      const [lake] = await demo.ds.query(
        `SELECT node_uuid FROM tree_nodes WHERE description LIKE 'Lakeview%' AND level_uuid = $1`,
        [levelUuidOf('NAMC')],
      );
      await qty('staffing', klass.nhpClassUuid, lake.node_uuid, 1, 1).expect(404);
      const { klass: done } = await placementClass(1);
      await post('staffing', `secure/nhp-classes/${done.nhpClassUuid}/finalize`).expect(200);
      const final = await qty('staffing', done.nhpClassUuid, jobs[0], 1, 2).expect(409);
      expect(final.body.message).toBe('The class is FINAL: its quantities are read-only');
    });

    it('in PLACEMENT adds and removes empty slots, never below the filled ones', async () => {
      const { klass, slots } = await placementClass(2);
      await place('staffing', slots[0].placementUuid, members[0].swimmerUuid).expect(200);
      // Below the one filled slot: the unchanged value comes back.
      const low = await qty('staffing', klass.nhpClassUuid, jobs[0], 1, 0).expect(200);
      expect(low.body.qty1).toBe(2);
      expect((await qty('staffing', klass.nhpClassUuid, jobs[0], 1, 1).expect(200)).body.qty1).toBe(
        1,
      );
      let now = await slotsOf(klass.nhpClassUuid);
      expect(now.map((s) => s.personUuid)).toEqual([members[0].personUuid]);
      await qty('staffing', klass.nhpClassUuid, jobs[0], 1, 3).expect(200);
      await qty('staffing', klass.nhpClassUuid, jobs[0], 2, 1).expect(200);
      now = await slotsOf(klass.nhpClassUuid);
      expect(now.map((s) => [s.shift, s.personUuid !== null])).toEqual([
        [1, true],
        [1, false],
        [1, false],
        [2, false],
      ]);
      expect(new Set(now.map((s) => s.ordinal)).size).toBe(4);
    });
  });
});
