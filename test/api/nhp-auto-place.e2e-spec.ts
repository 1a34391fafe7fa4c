import { randomUUID } from 'node:crypto';
import { MatchResultsService } from '@server/modules/match/match-results.service';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';

interface Slot {
  placementUuid: string;
  nodeUuid: string;
  shift: number;
  personUuid: string | null;
  why: Record<string, unknown> | null;
}

/**
 * Auto-Place on the demo data with the stored match results: who is eligible (match,
 * availability, shift preference, rejections) and the why each placement keeps.
 */
describe('auto-place', () => {
  let demo: DemoApp;
  let staffing: SignedIn;
  let client: string;
  let job: string;
  /** Riverside people who match the demo job, and some who do not. */
  let matching: string[];
  let notMatching: string[];

  const http = () => demo.t.http();
  const post = (path: string) => as(staffing, http().post(`/api/v1/${path}`));
  const patch = (path: string) => as(staffing, http().patch(`/api/v1/${path}`));
  const slotsOf = async (klass: string): Promise<Slot[]> =>
    (
      await as(staffing, http().get(`/api/v1/secure/nhp-classes/${klass}/kanbans`)).expect(200)
    ).body.flatMap((k: { collNHPPlacements: Slot[] }) => k.collNHPPlacements);
  const day = (offset: number) => {
    const d = new Date();
    return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate() + offset))
      .toISOString()
      .slice(0, 10);
  };

  /** A pool of the Riverside site holding `people` (available on the given days). */
  async function poolOf(people: { personUuid: string; available: string }[]): Promise<string> {
    const pool = randomUUID();
    await demo.ds.query(
      `INSERT INTO nhp_pools (nhp_pool_uuid, client_node_uuid, description) VALUES ($1, $2, $3)`,
      [pool, client, `Riverside auto-place ${pool.slice(0, 8)}`],
    );
    for (const p of people)
      await demo.ds.query(
        `INSERT INTO nhp_swimmers (swimmer_uuid, nhp_pool_uuid, person_uuid, available_date) VALUES ($1, $2, $3, $4)`,
        [randomUUID(), pool, p.personUuid, p.available],
      );
    return pool;
  }

  /** The person's newest shift preferences (written after the demo's). */
  async function prefer(personUuid: string, first: string, second: string) {
    for (const [field, value] of [
      ['first_shift_preference_WTEST', first],
      ['second_shift_preference_WTEST', second],
    ])
      await demo.ds.query(
        `INSERT INTO person_metas (person_meta_uuid, person_uuid, metadata_field, string_value, updated)
         VALUES ($1, $2, $3, $4, now() + interval '1 minute')`,
        [randomUUID(), personUuid, field, value],
      );
  }

  /** A PLACEMENT class of the pool with `qty1`/`qty2` openings at the job, 10 days out. */
  async function classWith(pool: string, qty1: number, qty2: number): Promise<string> {
    const created = await post('secure/nhp-classes')
      .send({
        description: 'Auto-place test',
        nhpPoolUuid: pool,
        classTimestamp: `${day(10)}T00:00:00.000Z`,
      })
      .expect(201);
    const klass = created.body.nhpClassUuid as string;
    await patch(`secure/nhp-kanbans/${klass}/${job}/1/qty/${qty1}`).expect(200);
    await patch(`secure/nhp-kanbans/${klass}/${job}/2/qty/${qty2}`).expect(200);
    await patch(`secure/nhp-classes/${klass}/finalizeKanbans`).expect(200);
    return klass;
  }

  beforeAll(async () => {
    demo = await startDemoApp();
    staffing = await signInOrFail(demo.t, 'staffing', demo.passwords.staffing);
    [{ client, job }] = await demo.ds.query(
      `SELECT n.ancestors[2] AS client, n.node_uuid AS job FROM pdas p
         JOIN tree_nodes n ON n.node_uuid = p.node_uuid JOIN tree_nodes c ON c.node_uuid = n.ancestors[2]
        WHERE p.description LIKE '%(placement demo)' AND c.description LIKE 'Riverside%'
        ORDER BY n.description LIMIT 1`,
    );
    const people: string[] = (
      await demo.ds.query(
        `SELECT person_uuid FROM persons WHERE client_node_uuid = $1 ORDER BY person_uuid`,
        [client],
      )
    ).map((r: { person_uuid: string }) => r.person_uuid);
    const matches = await demo.t.app.get(MatchResultsService).matchingPeople(job, people);
    matching = people.filter((p) => matches.has(p));
    notMatching = people.filter((p) => !matches.has(p));
  });

  afterAll(() => demo?.t.close());

  it('the demo has people who match its placement jobs', async () => {
    expect(matching.length).toBeGreaterThan(10);
    expect(notMatching.length).toBeGreaterThan(10);
    // The demo PLACEMENT class holds matching people only.
    const demoSlots: { person_uuid: string; node_uuid: string }[] = await demo.ds.query(
      `SELECT x.person_uuid, x.node_uuid FROM nhp_placements x JOIN nhp_classes k ON k.nhp_class_uuid = x.nhp_class_uuid
        WHERE x.person_uuid IS NOT NULL AND k.nhp_class_status_enum = 'PLACEMENT'`,
    );
    expect(demoSlots.length).toBeGreaterThan(0);
    const results = demo.t.app.get(MatchResultsService);
    for (const s of demoSlots) expect(await results.isMatch(s.person_uuid, s.node_uuid)).toBe(true);
  });

  it('places only people who match, are available by the class date and are not unable', async () => {
    const [ok, late, unable] = matching;
    const [stranger] = notMatching;
    await prefer(ok, 'nopreference', 'nopreference');
    await prefer(late, 'nopreference', 'nopreference');
    await prefer(unable, 'unable', 'unable');
    await prefer(stranger, 'preferred', 'preferred');
    const pool = await poolOf([
      { personUuid: ok, available: day(0) },
      { personUuid: late, available: day(11) },
      { personUuid: unable, available: day(0) },
      { personUuid: stranger, available: day(0) },
    ]);
    const klass = await classWith(pool, 2, 2);
    const result = await post(`secure/nhp_placements/${klass}/autoplace`).expect(200);
    expect(result.body).toMatchObject({ placed: 1, emptyLeft: 3 });
    // The one eligible person took one slot; the others stayed empty for want of anyone else.
    expect(result.body.emptySlots.map((e: { reason: string }) => e.reason)).toEqual([
      'ALL_TAKEN',
      'ALL_TAKEN',
      'ALL_TAKEN',
    ]);
    const placed = (await slotsOf(klass)).filter((s) => s.personUuid);
    expect(placed.map((s) => s.personUuid)).toEqual([ok]);
    expect(placed[0].why).toMatchObject({
      matchesNode: true,
      shiftPreference: 'nopreference',
      preferredShift: false,
      availableDate: day(0),
      classDate: day(10),
      daysAvailableBeforeClass: 10,
    });
    // Running again places nobody new; a rejected person is not offered again at that job.
    expect((await post(`secure/nhp_placements/${klass}/autoplace`).expect(200)).body.placed).toBe(
      0,
    );
    await post(`secure/nhp_placements/${klass}/reject/${placed[0].placementUuid}`).expect(200);
    const again = await post(`secure/nhp_placements/${klass}/autoplace`).expect(200);
    expect(again.body.placed).toBe(0);
    // Those who match are late, unable or (now) rejected at the job.
    expect(new Set(again.body.emptySlots.map((e: { reason: string }) => e.reason))).toEqual(
      new Set(['NOT_ELIGIBLE']),
    );
  });

  it("fills one slot when the id names a slot (the slot's own Auto-Place), refusing a filled one", async () => {
    const [first, second] = matching;
    await prefer(first, 'nopreference', 'nopreference');
    await prefer(second, 'nopreference', 'nopreference');
    const pool = await poolOf([
      { personUuid: first, available: day(0) },
      { personUuid: second, available: day(1) },
    ]);
    const klass = await classWith(pool, 2, 0);
    const [, chosen] = await slotsOf(klass);
    const result = await post(`secure/nhp_placements/${chosen.placementUuid}/autoplace`).expect(
      200,
    );
    // Only the named slot is filled, by the earliest available eligible member.
    expect(result.body).toMatchObject({ placed: 1, emptyLeft: 0 });
    const after = await slotsOf(klass);
    expect(after.filter((s) => s.personUuid).map((s) => [s.placementUuid, s.personUuid])).toEqual([
      [chosen.placementUuid, first],
    ]);
    const refused = await post(`secure/nhp_placements/${chosen.placementUuid}/autoplace`).expect(
      409,
    );
    expect(refused.body.message).toBe(
      'The slot is already filled: someone placed a person there first',
    );
  });

  it('says a slot stayed empty because its job has no active PDA', async () => {
    const [ok] = matching;
    await prefer(ok, 'nopreference', 'nopreference');
    const pool = await poolOf([{ personUuid: ok, available: day(0) }]);
    const [{ bare }] = await demo.ds.query(
      `SELECT n.node_uuid AS bare FROM tree_nodes n
        WHERE n.ancestors[2] = $1 AND n.trashed_at IS NULL AND NOT EXISTS (
          SELECT 1 FROM pdas p WHERE p.node_uuid = n.node_uuid
             AND p.pda_status_enum IN ('COMPLETED', 'APPROVED'))
        ORDER BY n.description LIMIT 1`,
      [client],
    );
    const created = await post('secure/nhp-classes')
      .send({ description: 'No PDA', nhpPoolUuid: pool, classTimestamp: `${day(10)}T00:00:00Z` })
      .expect(201);
    const klass = created.body.nhpClassUuid as string;
    await patch(`secure/nhp-kanbans/${klass}/${bare}/1/qty/2`).expect(200);
    await patch(`secure/nhp-classes/${klass}/finalizeKanbans`).expect(200);
    const result = await post(`secure/nhp_placements/${klass}/autoplace`).expect(200);
    expect(result.body).toMatchObject({ placed: 0, emptyLeft: 2 });
    expect(result.body.emptySlots).toEqual([
      expect.objectContaining({ nodeUuid: bare, shift: 1, reason: 'NO_ACTIVE_PDA' }),
      expect.objectContaining({ nodeUuid: bare, shift: 1, reason: 'NO_ACTIVE_PDA' }),
    ]);
  });

  it('refuses outside PLACEMENT', async () => {
    const pool = await poolOf([]);
    const created = await post('secure/nhp-classes')
      .send({ description: 'Kanban', nhpPoolUuid: pool, classTimestamp: `${day(3)}T00:00:00.000Z` })
      .expect(201);
    const refused = await post(
      `secure/nhp_placements/${created.body.nhpClassUuid}/autoplace`,
    ).expect(409);
    expect(refused.body.message).toBe(
      'The class is KANBAN: Auto-Place runs only while it is PLACEMENT',
    );
  });
});
