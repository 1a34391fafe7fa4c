import { NOT_ANALYSED_TEXT } from '@domain/fitness';
import { as, type SignedIn } from '../support/auth-helpers';
import { signInDemoUsers, startDemoApp, type DemoApp } from '../support/demo-app';

interface Miss {
  words: string;
  notMeasured: boolean;
  detail?: string;
}
interface Fit {
  personUuid: string;
  nodeUuid: string;
  analysed: boolean;
  fitness: 'FIT' | 'NOT_FIT' | 'NOT_ASSESSED';
  text: string;
  missed: Miss[];
}
interface SlotFit extends Fit {
  placementUuid: string;
}
interface Slot {
  placementUuid: string;
  nodeUuid: string;
  personUuid: string | null;
}

/**
 * Why a placed person fits or not, for the people who place them (issue 32, item 3): staffing
 * reads the missed demands by name and never a value; the admins, who hold the reasons right,
 * read the values too; a job without an active PDA is "not analysed", never NG.
 */
describe('placement fit', () => {
  let demo: DemoApp;
  let s: Record<string, SignedIn>;
  let classUuid: string;
  let slot: Slot;
  let misfit: Fit;
  const get = (who: SignedIn, path: string) => as(who, demo.t.http().get(`/api/v1/${path}`));
  const classFit = async (who: SignedIn): Promise<SlotFit[]> =>
    (await get(who, `private/nhp-classes/${classUuid}/fit`).expect(200)).body;

  beforeAll(async () => {
    demo = await startDemoApp();
    s = await signInDemoUsers(demo);
    // A Riverside class in PLACEMENT with an empty slot at a job that has an active PDA.
    const [row] = await demo.ds.query(
      `SELECT x.nhp_class_uuid AS "classUuid", x.placement_uuid AS "placementUuid",
              x.node_uuid AS "nodeUuid"
         FROM nhp_placements x
         JOIN nhp_classes c ON c.nhp_class_uuid = x.nhp_class_uuid
         JOIN tree_nodes n ON n.node_uuid = x.node_uuid
         JOIN tree_nodes cl ON cl.node_uuid = n.ancestors[2]
        WHERE c.nhp_class_status_enum = 'PLACEMENT' AND x.person_uuid IS NULL
          AND cl.description LIKE 'Riverside%'
          AND EXISTS (SELECT 1 FROM pdas p WHERE p.node_uuid = x.node_uuid
                         AND p.pda_status_enum IN ('COMPLETED', 'APPROVED'))
        LIMIT 1`,
    );
    expect(row, 'a Riverside PLACEMENT class with an empty slot at an analysed job').toBeDefined();
    classUuid = row.classUuid;
    slot = { placementUuid: row.placementUuid, nodeUuid: row.nodeUuid, personUuid: null };
    // A pool member who misses a demand there, placed by hand by the staffing user.
    const members: Fit[] = (
      await get(s.staffing, `private/nhp-placements/${slot.placementUuid}/member-fit`).expect(200)
    ).body;
    misfit = members.find((m) => m.fitness === 'NOT_FIT' && m.missed.some((d) => !d.notMeasured))!;
    expect(misfit, 'a pool member who misses a measured demand').toBeDefined();
    const [{ swimmer }] = await demo.ds.query(
      `SELECT s.swimmer_uuid AS swimmer FROM nhp_swimmers s
         JOIN nhp_classes c ON c.nhp_pool_uuid = s.nhp_pool_uuid
        WHERE c.nhp_class_uuid = $1 AND s.person_uuid = $2`,
      [classUuid, misfit.personUuid],
    );
    await as(
      s.staffing,
      demo.t.http().post(`/api/v1/secure/nhp-swimmers/${slot.placementUuid}/${swimmer}`),
    ).expect(200);
  });

  afterAll(() => demo?.t.close());

  it('tells staffing which demands the placed person missed, in words, without a value', async () => {
    const fit = (await classFit(s.staffing)).find((f) => f.placementUuid === slot.placementUuid)!;
    expect(fit).toMatchObject({
      personUuid: misfit.personUuid,
      analysed: true,
      fitness: 'NOT_FIT',
    });
    expect(fit.missed.length).toBeGreaterThan(0);
    expect(fit.text).toMatch(/^does not match the job: misses /);
    for (const miss of fit.missed) {
      expect(miss.detail).toBeUndefined();
      expect(miss.words).not.toMatch(/\d/);
      expect(fit.text).toContain(miss.words);
    }
    expect(fit.text).not.toMatch(/\d/);
  });

  it('gives the admins the values, as the reasons report words them', async () => {
    const fit = (await classFit(s.admin)).find((f) => f.placementUuid === slot.placementUuid)!;
    expect(fit.fitness).toBe('NOT_FIT');
    const measured = fit.missed.find((m) => !m.notMeasured)!;
    expect(measured.detail).toMatch(/: .*\d.* misses (at least|at most) .*\d/);
  });

  it('says the same in Manual Placement: the member list carries the verdict', async () => {
    const members: Fit[] = (
      await get(s.staffing, `private/nhp-placements/${slot.placementUuid}/member-fit`).expect(200)
    ).body;
    expect(members.map((m) => m.fitness)).toEqual(expect.arrayContaining(['FIT', 'NOT_FIT']));
    for (const m of members) for (const miss of m.missed) expect(miss.detail).toBeUndefined();
  });

  it('says not analysed, never not fit, when the job has no active PDA', async () => {
    await demo.ds.query(
      `UPDATE pdas SET pda_status_enum = 'INPROGRESS'
        WHERE node_uuid = $1 AND pda_status_enum IN ('COMPLETED', 'APPROVED')`,
      [slot.nodeUuid],
    );
    const fit = (await classFit(s.staffing)).find((f) => f.placementUuid === slot.placementUuid)!;
    expect(fit).toMatchObject({
      analysed: false,
      fitness: 'NOT_ASSESSED',
      text: NOT_ANALYSED_TEXT,
      missed: [],
    });
  });

  it('answers 404 to a caller of another client site', async () => {
    await get(s.lakeview, `private/nhp-classes/${classUuid}/fit`).expect(404);
    await get(s.lakeview, `private/nhp-placements/${slot.placementUuid}/member-fit`).expect(404);
  });
});
