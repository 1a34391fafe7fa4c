import type { AddressInfo } from 'node:net';
import { levelUuidOf } from '@domain/tree-levels';
import { as, createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { startSmtpCapture } from '../support/smtp-capture';
import { RpcClient } from '../support/ws-client';

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

interface Pool {
  nhpPoolUuid: string;
  description: string;
  clientDescription: string;
  memberCount: number;
  canManageClasses: boolean;
}
interface Klass {
  nhpClassUuid: string;
  description: string;
  nhpPoolUuid: string;
  nhpClassStatusEnum: string;
  openings: number;
  filled: number;
}
interface Slot {
  placementUuid: string;
  nodeUuid: string;
  ordinal: number;
  shift: number;
  personUuid: string | null;
  placementStatusEnum: string;
}
interface Swimmer {
  swimmerUuid: string;
  personUuid: string;
  nhpPoolUuid: string;
  firstName: string;
  lastName: string;
  availableDate: string;
  phone: string | null;
  email: string | null;
}

/** New-hire classes through the real app on the demo data (decision 0014). */
describe('new-hire classes, kanbans and placements', () => {
  let demo: DemoApp;
  let smtp: Smtp;
  const sessions: Record<string, SignedIn> = {};
  let riversideDay: Pool;
  let riversideNight: Pool;
  let tempPool: string;
  let jobs: string[];
  let members: Swimmer[];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    demo = await startDemoApp({ SMTP_URL: smtp.url });
    for (const [userCode, password] of Object.entries(demo.passwords))
      sessions[userCode] = await signInOrFail(demo.t, userCode, password);
    const pools: Pool[] = (await get('admin', 'secure/nhp-pools').expect(200)).body;
    riversideDay = pools.find((p) => p.description === 'Riverside Day Pool')!;
    riversideNight = pools.find((p) => p.description === 'Riverside Night Pool')!;
    // A pool of the Riverside site not named after it.
    const [{ client }] = await demo.ds.query(
      `SELECT client_node_uuid AS client FROM nhp_pools WHERE nhp_pool_uuid = $1`,
      [riversideDay.nhpPoolUuid],
    );
    tempPool = crypto.randomUUID();
    await demo.ds.query(
      `INSERT INTO nhp_pools (nhp_pool_uuid, client_node_uuid, description) VALUES ($1, $2, 'Temp Agency Pool')`,
      [tempPool, client],
    );
    // Groups naming a pool of a site rather than the site (decision 0031: what the migration
    // makes of scopes that prefixed a pool's description only).
    const extra: [string, string][] = [
      ['lakeview', 'premise:Lakeview'],
      ['nightshift', `staffing:${riversideNight.nhpPoolUuid}`],
      ['agency', `staffing:${tempPool}`],
      ['rival', 'staffing:Riverside'],
    ];
    for (const [userCode, group] of extra) {
      await createUser(demo.t, { userCode, password: `${userCode}-pass-1`, groups: [group] });
      sessions[userCode] = await signInOrFail(demo.t, userCode, `${userCode}-pass-1`);
    }
    jobs = (
      await demo.ds.query(
        `SELECT n.node_uuid FROM tree_nodes n WHERE n.ancestors[2] = $1 AND n.level_uuid = $2
          ORDER BY n.description, n.node_uuid LIMIT 3`,
        [client, levelUuidOf('Production Process')],
      )
    ).map((r: { node_uuid: string }) => r.node_uuid);
    members = (await get('admin', `secure/nhp-pool/${riversideDay.nhpPoolUuid}`).expect(200)).body
      .collSwimmers;
  });

  afterAll(async () => {
    await demo?.t.close();
    await smtp?.close();
  });

  const http = () => demo.t.http();
  function get(who: string, path: string) {
    return as(sessions[who], http().get(`/api/v1/${path}`));
  }
  const post = (who: string, path: string, body?: object) =>
    as(sessions[who], http().post(`/api/v1/${path}`)).send(body);
  const patch = (who: string, path: string) => as(sessions[who], http().patch(`/api/v1/${path}`));
  const del = (who: string, path: string) => as(sessions[who], http().delete(`/api/v1/${path}`));

  const inDays = (n: number) => {
    const d = new Date();
    return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate() + n)).toISOString();
  };
  async function newClass(pool = riversideDay.nhpPoolUuid, days = 10, who = 'staffing') {
    const res = await post(who, 'secure/nhp-classes', {
      description: `Test class ${crypto.randomUUID().slice(0, 8)}`,
      nhpPoolUuid: pool,
      classTimestamp: inDays(days),
    }).expect(201);
    return res.body as Klass;
  }
  const qty = (
    who: string,
    klass: string,
    node: string,
    slot: number | string,
    n: number | string,
  ) => patch(who, `secure/nhp-kanbans/${klass}/${node}/${slot}/qty/${n}`);
  const slotsOf = async (klass: string): Promise<Slot[]> =>
    (await get('admin', `secure/nhp-classes/${klass}/kanbans`).expect(200)).body.flatMap(
      (k: { collNHPPlacements: Slot[] }) => k.collNHPPlacements,
    );
  /** A PLACEMENT class with `qty1` first-shift slots at the first job. */
  async function placementClass(qty1 = 2, days = 10) {
    const klass = await newClass(riversideDay.nhpPoolUuid, days);
    await qty('staffing', klass.nhpClassUuid, jobs[0], 1, qty1).expect(200);
    await patch('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/finalizeKanbans`).expect(200);
    return { klass, slots: await slotsOf(klass.nhpClassUuid) };
  }
  const place = (who: string, slot: string, swimmer: string) =>
    post(who, `secure/nhp-swimmers/${slot}/${swimmer}`);
  const slotPath = (klass: string, action: string, slot: string) =>
    `secure/nhp_placements/${klass}/${action}/${slot}`;

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

  describe('class transitions', () => {
    it('Finalize Kanbans needs openings and makes one slot per opening, first shift first', async () => {
      const klass = await newClass();
      const empty = await patch(
        'staffing',
        `secure/nhp-classes/${klass.nhpClassUuid}/finalizeKanbans`,
      );
      expect(empty.status).toBe(409);
      expect(empty.body.message).toBe('The class has no job openings: set a quantity first');
      await qty('staffing', klass.nhpClassUuid, jobs[0], 1, 2).expect(200);
      await qty('staffing', klass.nhpClassUuid, jobs[1], 2, 1).expect(200);
      const done = await patch(
        'staffing',
        `secure/nhp-classes/${klass.nhpClassUuid}/finalizeKanbans`,
      );
      expect(done.body).toMatchObject({ nhpClassStatusEnum: 'PLACEMENT', openings: 3 });
      const detail = (await get('staffing', `private/nhp-classes/${klass.nhpClassUuid}`)).body;
      const byNode = Object.fromEntries(
        detail.collNHPKanbans.map((k: { nodeUuid: string; collNHPPlacements: Slot[] }) => [
          k.nodeUuid,
          k.collNHPPlacements.map((s) => `${s.ordinal}:${s.shift}:${s.placementStatusEnum}`),
        ]),
      );
      expect(byNode).toEqual({
        [jobs[0]]: ['1:1:INITIAL', '2:1:INITIAL'],
        [jobs[1]]: ['1:2:INITIAL'],
      });
      expect(detail.collNHPKanbans[0].aTreeNode.ancestorDescriptions[0]).toMatch(/^Riverside/);
    });

    it('UN-Finalize Kanbans refuses while a slot holds a person, else removes the slots', async () => {
      const { klass, slots } = await placementClass(2);
      await place('staffing', slots[0].placementUuid, members[1].swimmerUuid).expect(200);
      const refused = await patch(
        'staffing',
        `secure/nhp-classes/${klass.nhpClassUuid}/unfinalizeKanbans`,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        '1 slot holds a person: empty them before UN-Finalize Kanbans',
      );
      await post(
        'staffing',
        `${slotPath(klass.nhpClassUuid, 'reject', slots[0].placementUuid)}/`,
      ).expect(200);
      const back = await patch(
        'staffing',
        `secure/nhp-classes/${klass.nhpClassUuid}/status/KANBAN`,
      );
      expect(back.body.nhpClassStatusEnum).toBe('KANBAN');
      expect(await slotsOf(klass.nhpClassUuid)).toEqual([]);
    });

    it('Finalize Class needs every filled slot confirmed; Unfinalize returns it to PLACEMENT', async () => {
      const { klass, slots } = await placementClass(2);
      await place('staffing', slots[0].placementUuid, members[2].swimmerUuid).expect(200);
      const refused = await post('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/finalize`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        '1 placement is not confirmed: confirm or empty every filled slot before Finalize Class',
      );
      await get('staffing', slotPath(klass.nhpClassUuid, 'confirm', slots[0].placementUuid)).expect(
        200,
      );
      const final = await post('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/finalize`);
      expect(final.body.nhpClassStatusEnum).toBe('FINAL');
      const locked = await get(
        'staffing',
        slotPath(klass.nhpClassUuid, 'unconfirm', slots[0].placementUuid),
      );
      expect(locked.status).toBe(409);
      expect(locked.body.message).toBe(
        'The class is FINAL: placements change only while it is PLACEMENT',
      );
      await post('staffing', `secure/nhp_placements/${klass.nhpClassUuid}/autoplace`).expect(409);
      const again = await post('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/unfinalize`);
      expect(again.body.nhpClassStatusEnum).toBe('PLACEMENT');
    });

    it('sets a status only by the transition leading there', async () => {
      const klass = await newClass();
      const same = await patch(
        'staffing',
        `secure/nhp-classes/${klass.nhpClassUuid}/status/KANBAN`,
      );
      expect([same.status, same.body.message]).toEqual([409, 'The class is already KANBAN']);
      const jump = await patch('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/status/FINAL`);
      expect([jump.status, jump.body.message]).toEqual([
        409,
        'A KANBAN class cannot go straight to FINAL',
      ]);
      await patch('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/status/DONE`).expect(400);
      await post('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/unfinalize`).expect(409);
      await qty('staffing', klass.nhpClassUuid, jobs[2], 1, 1).expect(200);
      const up = await patch(
        'staffing',
        `secure/nhp-classes/${klass.nhpClassUuid}/status/PLACEMENT`,
      );
      expect(up.body.nhpClassStatusEnum).toBe('PLACEMENT');
      await patch('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/status/FINAL`).expect(200);
      await patch('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/status/PLACEMENT`).expect(
        200,
      );
    });
  });

  describe('placement slots', () => {
    it('Manual Placement, Confirm, Unconfirm and the refusals of each', async () => {
      const { klass, slots } = await placementClass(2);
      const [a, b] = slots;
      const placed = await place('staffing', a.placementUuid, members[3].swimmerUuid).expect(200);
      expect(placed.body).toMatchObject({
        personUuid: members[3].personUuid,
        placementStatusEnum: 'INITIAL',
        aPerson: { firstName: members[3].firstName, lastName: members[3].lastName },
      });
      const filled = await place('staffing', a.placementUuid, members[4].swimmerUuid).expect(409);
      expect(filled.body.message).toBe(
        'The slot is already filled: someone placed a person there first',
      );
      const twice = await place('staffing', b.placementUuid, members[3].swimmerUuid).expect(409);
      expect(twice.body.message).toBe(
        `${members[3].firstName} ${members[3].lastName} is already placed in this class`,
      );
      const night = (await get('admin', `secure/nhp-pool/${riversideNight.nhpPoolUuid}`)).body
        .collSwimmers[0];
      await place('staffing', b.placementUuid, night.swimmerUuid).expect(404);
      const path = (action: string, slot: Slot) =>
        slotPath(klass.nhpClassUuid, action, slot.placementUuid);
      expect((await get('staffing', path('unconfirm', b)).expect(409)).body.message).toBe(
        'The slot is empty',
      );
      expect((await get('staffing', path('unconfirm', a)).expect(409)).body.message).toBe(
        'The placement is not confirmed',
      );
      expect((await get('staffing', path('confirm', a)).expect(200)).body.placementStatusEnum).toBe(
        'FINAL',
      );
      expect((await get('staffing', path('confirm', a)).expect(409)).body.message).toBe(
        'The placement is already confirmed',
      );
      expect((await post('staffing', `${path('reject', a)}/`).expect(409)).body.message).toBe(
        'The placement is confirmed: unconfirm it first',
      );
      expect(
        (await get('staffing', path('unconfirm', a)).expect(200)).body.placementStatusEnum,
      ).toBe('INITIAL');
      // A slot of another class named under this class's path does not exist there.
      const other = await placementClass(1);
      await get(
        'staffing',
        slotPath(klass.nhpClassUuid, 'confirm', other.slots[0].placementUuid),
      ).expect(404);
    });

    it('Reject empties the slot and keeps the person out of that job in the class', async () => {
      const { klass, slots } = await placementClass(2);
      await place('staffing', slots[0].placementUuid, members[5].swimmerUuid).expect(200);
      const rejected = await post(
        'staffing',
        slotPath(klass.nhpClassUuid, 'reject', slots[0].placementUuid),
      );
      expect(rejected.body).toMatchObject({ personUuid: null, aPerson: null });
      const again = await place('staffing', slots[1].placementUuid, members[5].swimmerUuid).expect(
        409,
      );
      expect(again.body.message).toBe(
        `${members[5].firstName} ${members[5].lastName} was rejected for this job in this class`,
      );
      const search = (await get('staffing', `secure/swimmer-search/${klass.nhpClassUuid}`)).body;
      expect(search.length).toBe(riversideDay.memberCount);
    });

    it('Defer empties the slot and moves the person to a later class of the pool', async () => {
      const early = await placementClass(1, 5);
      const later = await placementClass(1, 40);
      const member = members[6];
      await place('staffing', early.slots[0].placementUuid, member.swimmerUuid).expect(200);
      const path = `secure/nhp_placements/${early.klass.nhpClassUuid}/defer/${early.slots[0].placementUuid}`;
      await post('staffing', `${path}/${early.klass.nhpClassUuid}`).expect(400);
      const deferred = await post('staffing', `${path}/${later.klass.nhpClassUuid}`).expect(200);
      expect(deferred.body.placement.personUuid).toBeNull();
      expect(deferred.body.availableDate).toBe(inDays(40).slice(0, 10));
      expect(deferred.body.movedTo).toMatchObject({
        placementUuid: later.slots[0].placementUuid,
        personUuid: member.personUuid,
        why: { deferredFrom: early.klass.nhpClassUuid },
      });
      const swimmer = (await get('staffing', `secure/swimmer/${member.swimmerUuid}`)).body;
      expect(swimmer.availableDate).toBe(inDays(40).slice(0, 10));
      expect(swimmer.placements.map((p: { nhpClassUuid: string }) => p.nhpClassUuid)).toContain(
        later.klass.nhpClassUuid,
      );
    });

    it('searches the unplaced members of the class pool by name or ID, ignoring case', async () => {
      const { klass, slots } = await placementClass(1);
      await place('staffing', slots[0].placementUuid, members[7].swimmerUuid).expect(200);
      const all: Swimmer[] = (await get('staffing', `secure/swimmer-search/${klass.nhpClassUuid}`))
        .body;
      expect(all.map((s) => s.swimmerUuid)).not.toContain(members[7].swimmerUuid);
      const text = members[8].lastName.toUpperCase();
      const found: Swimmer[] = (
        await get('staffing', `secure/swimmer-search/${klass.nhpClassUuid}/${text}`).expect(200)
      ).body;
      expect(found.length).toBeGreaterThan(0);
      expect(
        found.every(
          (s) =>
            s.lastName.toUpperCase().includes(text) || s.firstName.toUpperCase().includes(text),
        ),
      ).toBe(true);
    });

    it('two people placing into one slot: one wins, the other gets 409', async () => {
      const { slots } = await placementClass(1);
      const [first, second] = await Promise.all([
        place('staffing', slots[0].placementUuid, members[9].swimmerUuid),
        place('rival', slots[0].placementUuid, members[10].swimmerUuid),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const loser = first.status === 409 ? first : second;
      expect(loser.body.message).toBe(
        'The slot is already filled: someone placed a person there first',
      );
    });

    it('one person placed into two slots at once: one wins, the other gets 409', async () => {
      const { klass, slots } = await placementClass(2);
      const results = await Promise.all([
        place('staffing', slots[0].placementUuid, members[11].swimmerUuid),
        place('rival', slots[1].placementUuid, members[11].swimmerUuid),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const held = (await slotsOf(klass.nhpClassUuid)).filter((s) => s.personUuid !== null);
      expect(held).toHaveLength(1);
    });

    it('answers the match badge of a filled slot, 409 for an empty one', async () => {
      const { slots } = await placementClass(2);
      await place('staffing', slots[0].placementUuid, members[12].swimmerUuid).expect(200);
      const badge = await get(
        'staffing',
        `private/nhp-placements/${slots[0].placementUuid}/is-match`,
      );
      expect(badge.status).toBe(200);
      expect(typeof badge.body.isMatch).toBe('boolean');
      await get('staffing', `private/nhp-placements/${slots[1].placementUuid}/is-match`).expect(
        409,
      );
      await get('lakeview', `private/nhp-placements/${slots[0].placementUuid}/is-match`).expect(
        404,
      );
    });
  });

  describe('audit, DIRTY and e-mail', () => {
    it('audits every write and pushes it as DIRTY', async () => {
      await demo.t.app.listen(0, '127.0.0.1');
      const url = `http://127.0.0.1:${(demo.t.app.getHttpServer().address() as AddressInfo).port}`;
      const browser = await RpcClient.connect(url, sessions.admin);
      try {
        const { klass, slots } = await placementClass(1);
        await place('staffing', slots[0].placementUuid, members[13].swimmerUuid).expect(200);
        const dirty = await browser.next(
          (m: { method?: string; params?: { entity?: string; uuid?: string } }) =>
            m.method === 'DIRTY' && m.params?.uuid === slots[0].placementUuid,
        );
        expect(dirty.params).toEqual({
          entity: 'nhp-placement',
          uuid: slots[0].placementUuid,
          action: 'place',
        });
        const entries = await demo.ds.query(
          `SELECT entity_type, action FROM audit_entries WHERE entity_id IN ($1, $2) ORDER BY at`,
          [klass.nhpClassUuid, slots[0].placementUuid],
        );
        expect(entries.map((e: { action: string }) => e.action)).toEqual([
          'create',
          'qty',
          'finalizeKanbans',
          'place',
        ]);
      } finally {
        browser.close();
      }
    });

    it('e-mails the class roster to the caller through SMTP', async () => {
      const { klass, slots } = await placementClass(2);
      await place('staffing', slots[0].placementUuid, members[14].swimmerUuid).expect(200);
      const before = smtp.messages.length;
      const sent = await post('staffing', `secure/nhp-classes/${klass.nhpClassUuid}/email`).expect(
        200,
      );
      expect(sent.body).toMatchObject({ to: 'staffing@example.com', placements: 1 });
      for (let i = 0; i < 100 && smtp.messages.length === before; i++)
        await new Promise((done) => setTimeout(done, 50));
      const mail = smtp.messages[before];
      expect(mail.to).toEqual(['staffing@example.com']);
      const text = mail.raw.replace(/=\r?\n/g, '');
      expect(text).toContain(klass.description);
      expect(text).toContain(`${members[14].lastName}, ${members[14].firstName}`);
      expect(text).toContain('1 of 2 slots filled');
      await post('lakeview', `secure/nhp-classes/${klass.nhpClassUuid}/email`).expect(404);
    });
  });
});
