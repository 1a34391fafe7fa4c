import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { examFixtures, startDemoApp, type DemoApp, type ExamFixtures } from '../support/demo-app';

type Reasons = {
  personUuid: string;
  measuredAt: string | null;
  collPersonPDAs: {
    aPDA: { pdaUuid: string };
    aTreeNode: { nodeUuid: string; path: string };
    satisfied: boolean;
    percentSatisfied: number;
    collPersonPDACapabilitys: {
      code: string;
      satisfied: boolean;
      personValue: string | null;
      pdaValue: string;
      details: string;
    }[];
  }[];
};

const SITE = 'Riverside Vehicle Assembly';

/** Reasons on the demo data, against values and demands set by hand. */
describe('match reasons', () => {
  let demo: DemoApp;
  let fx: ExamFixtures;
  let pda: string;
  const s: Record<string, SignedIn> = {};

  beforeAll(async () => {
    // The deployment's skipped prefix (document 001, section 5); no demo shop is called so.
    demo = await startDemoApp({ REASONS_SKIP_PATH_PREFIXES: `${SITE} / Sandbox, Elsewhere / ` });
    for (const [userCode, password] of Object.entries(demo.passwords))
      s[userCode] = await signInOrFail(demo.t, userCode, password);
    fx = await examFixtures(demo.ds);
    // The person's newest PPT: every required field filled, the lift 40 kg, then finalized.
    for (const f of fx.requiredPptFields) {
      const value =
        f.uuid === fx.numericField.uuid ? '40' : f.type === 'NUMERIC' ? '10' : f.option!;
      await as(
        s.premise,
        demo.t.http().patch(`/api/v1/secure/exams/${fx.pendingExam}/exam-fields/${f.uuid}`),
      )
        .send({ value })
        .expect(200);
    }
    await as(
      s.premise,
      demo.t.http().post(`/api/v1/secure/exams/${fx.pendingExam}/finalize`),
    ).expect(200);
    // An active Riverside PDA whose only demand is the lift.
    pda = (
      await demo.ds.query(
        `SELECT p.pda_uuid FROM pdas p JOIN persons ps ON ps.person_uuid = $1
           JOIN tree_nodes n ON n.node_uuid = p.node_uuid AND n.ancestors[2] = ps.client_node_uuid
          WHERE p.pda_status_enum IN ('COMPLETED', 'APPROVED') LIMIT 1`,
        [fx.person],
      )
    )[0].pda_uuid;
    await demo.ds.query('DELETE FROM pda_demands WHERE pda_uuid = $1', [pda]);
    await demo.ds.query(
      `INSERT INTO pda_demands (pda_uuid, capability_uuid, value)
       SELECT $1, capability_uuid, '30' FROM capabilities WHERE code = 'LIFT_FLOOR_WAIST'`,
      [pda],
    );
  });

  afterAll(() => demo?.t.close());

  const reasons = async (): Promise<Reasons> =>
    (
      await as(s.admin, demo.t.http().get(`/api/v1/secure/reasons/byPerson/${fx.person}`)).expect(
        200,
      )
    ).body;
  const ofPda = (r: Reasons) => r.collPersonPDAs.find((p) => p.aPDA.pdaUuid === pda)!;

  it('judges each demand against the newest finished measurement', async () => {
    const r = await reasons();
    expect(r.measuredAt).not.toBeNull();
    expect(r.collPersonPDAs.length).toBeGreaterThan(10);
    expect(ofPda(r)).toMatchObject({
      satisfied: true,
      percentSatisfied: 100,
      collPersonPDACapabilitys: [
        {
          code: 'LIFT_FLOOR_WAIST',
          satisfied: true,
          personValue: '40',
          pdaValue: '30',
          details: '40 kg meets at least 30 kg',
        },
      ],
    });
    expect(ofPda(r).aTreeNode.path).toMatch(/^Riverside/);
  });

  it('follows a demand change, equal values satisfying, Infinity never met, unmeasured failing', async () => {
    const setDemand = (value: string, code = 'LIFT_FLOOR_WAIST') =>
      demo.ds.query(
        `UPDATE pda_demands SET value = $2 WHERE pda_uuid = $1
            AND capability_uuid = (SELECT capability_uuid FROM capabilities WHERE code = $3)`,
        [pda, value, code],
      );
    await setDemand('40');
    expect(ofPda(await reasons()).satisfied).toBe(true);
    await setDemand('40.5');
    expect(ofPda(await reasons()).collPersonPDACapabilitys[0]).toMatchObject({
      satisfied: false,
      details: '40 kg misses at least 40.5 kg',
    });
    await setDemand('1.7976931348623157E308');
    expect(ofPda(await reasons()).collPersonPDACapabilitys[0].details).toBe(
      '40 kg misses at least Infinity',
    );
    // A capability none of the person's exams measures: not measured, and the PDA is half
    // satisfied. (The demo form measures every compared capability: take the values away.)
    await demo.ds.query(
      `DELETE FROM exam_fields v USING exam_type_fields f, capabilities c, exams e, person_ids i
        WHERE v.exam_type_field_uuid = f.exam_type_field_uuid AND f.capability_uuid = c.capability_uuid
          AND c.code = 'REACH_HEIGHT' AND e.exam_uuid = v.exam_uuid AND i.id_uuid = e.id_uuid
          AND i.person_uuid = $1`,
      [fx.person],
    );
    await setDemand('30');
    await demo.ds.query(
      `INSERT INTO pda_demands (pda_uuid, capability_uuid, value)
       SELECT $1, capability_uuid, '10' FROM capabilities WHERE code = 'REACH_HEIGHT'`,
      [pda],
    );
    const both = ofPda(await reasons());
    expect(both).toMatchObject({ satisfied: false, percentSatisfied: 50 });
    expect(both.collPersonPDACapabilitys.find((c) => c.code === 'REACH_HEIGHT')).toMatchObject({
      satisfied: false,
      personValue: null,
      details: 'not measured',
    });
  });

  it('skips the PDAs whose path starts with a configured prefix', async () => {
    const before = await reasons();
    const shopOf = (path: string) => path.split(' / ').slice(0, 2).join(' / ');
    const kept = shopOf(ofPda(before).aTreeNode.path);
    const other = before.collPersonPDAs.find((p) => shopOf(p.aTreeNode.path) !== kept)!;
    const shopPath = shopOf(other.aTreeNode.path);
    const underShop = (r: Reasons) =>
      r.collPersonPDAs.filter((p) => shopOf(p.aTreeNode.path) === shopPath).length;
    expect(shopPath.startsWith(`${SITE} / `)).toBe(true);
    expect(underShop(before)).toBeGreaterThan(0);
    // The shop of some PDAs is renamed to the skipped prefix: they leave the report.
    const [{ shop, description }] = await demo.ds.query(
      `SELECT s.node_uuid AS shop, s.description FROM tree_nodes n JOIN tree_nodes s ON s.node_uuid = n.ancestors[3]
        WHERE n.node_uuid = $1`,
      [other.aTreeNode.nodeUuid],
    );
    await demo.ds.query(`UPDATE tree_nodes SET description = 'Sandbox line' WHERE node_uuid = $1`, [
      shop,
    ]);
    try {
      const after = await reasons();
      expect(
        after.collPersonPDAs.some((p) => p.aTreeNode.path.startsWith(`${SITE} / Sandbox`)),
      ).toBe(false);
      expect(after.collPersonPDAs.length).toBe(before.collPersonPDAs.length - underShop(before));
      expect(ofPda(after)).toBeDefined();
    } finally {
      await demo.ds.query(`UPDATE tree_nodes SET description = $2 WHERE node_uuid = $1`, [
        shop,
        description,
      ]);
    }
  });

  it('is for admins only', async () => {
    await as(s.premise, demo.t.http().get(`/api/v1/secure/reasons/byPerson/${fx.person}`)).expect(
      403,
    );
    await as(s.dev, demo.t.http().get(`/api/v1/secure/reasons/byPerson/${fx.person}`)).expect(200);
    await as(
      s.admin,
      demo.t.http().get(`/api/v1/secure/reasons/byPerson/${crypto.randomUUID()}`),
    ).expect(404);
  });
});
