import { nhpApp, type Pool, type Slot, type Swimmer } from '../support/nhp-app';

/** New-hire classes through the real app on the demo data (decision 0014): class transitions and placements. */
describe('new-hire class transitions and placements', () => {
  const app = nhpApp();
  const { get, post, patch, inDays, newClass, qty, slotsOf, placementClass, place, slotPath } = app;
  let riversideDay: Pool;
  let riversideNight: Pool;
  let jobs: string[];
  let members: Swimmer[];
  beforeAll(() => {
    ({ riversideDay, riversideNight, jobs, members } = app.state());
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
});
