import { DataSource } from 'typeorm';
import { as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { legacyPda, riversidePda, startDemoApp } from '../support/demo-app';
import type { TestApp } from '../support/test-app';

/** Writing a PDA's demands: bounded by the capability, versioned, audited, by writers only. */
describe('PDA demands', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: SignedIn;
  let passwords: Record<string, string>;
  let pdaUuid: string;
  const capability: Record<string, string> = {};

  beforeAll(async () => {
    ({ t, ds, admin, passwords } = await startDemoApp());
    pdaUuid = await riversidePda(ds);
    for (const row of await ds.query(`SELECT capability_uuid, code FROM capabilities`)) {
      capability[row.code] = row.capability_uuid;
    }
    // Start from no demands, so first saves are inserts.
    await ds.query(`DELETE FROM pda_demands WHERE pda_uuid = $1`, [pdaUuid]);
  });

  afterAll(async () => {
    await t.close();
  });

  const path = (code: string) => `/api/v1/secure/pda/${pdaUuid}/demand/${capability[code]}`;
  const save = (code: string, body: object, who: SignedIn = admin) =>
    as(who, t.http().post(path(code))).send(body);
  const stored = async (code: string) =>
    (
      await ds.query(
        `SELECT value, version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2`,
        [pdaUuid, capability[code]],
      )
    )[0] as { value: string; version: number } | undefined;

  it('saves a value within the minimum and maximum, shows it on the PDA and audits it', async () => {
    const first = await save('LIFT_FLOOR_WAIST', { value: '50', version: 0 }).expect(200);
    expect(first.body).toEqual({
      capabilityUuid: capability.LIFT_FLOOR_WAIST,
      value: '50',
      version: 1,
    });
    const second = await save('LIFT_FLOOR_WAIST', { value: '0', version: 1 }).expect(200);
    expect(second.body.version).toBe(2);
    const pda = await as(admin, t.http().get(`/api/v1/secure/pda/${pdaUuid}`)).expect(200);
    expect(pda.body.collPDADemands).toContainEqual({
      capabilityUuid: capability.LIFT_FLOOR_WAIST,
      value: '0',
      version: 2,
    });
    const audit = await ds.query(
      `SELECT before, after FROM audit_entries WHERE entity_id = $1 AND action = 'demand' ORDER BY at`,
      [pdaUuid],
    );
    expect(audit.map((a: { before: object; after: object }) => [a.before, a.after])).toEqual([
      [{ LIFT_FLOOR_WAIST: '' }, { LIFT_FLOOR_WAIST: '50' }],
      [{ LIFT_FLOOR_WAIST: '50' }, { LIFT_FLOOR_WAIST: '0' }],
    ]);
  });

  it('refuses numbers beyond the bounds and text with a 400 naming the problem, keeping the value', async () => {
    await save('REACH_HEIGHT', { value: '40', version: 0 }).expect(200);
    const cases: [string, string][] = [
      ['85', 'Highest reach: must be between 20 and 84 inches'],
      ['19.9', 'Highest reach: must be between 20 and 84 inches'],
      ['forty', 'Highest reach: must be a number'],
      ['40"; DROP TABLE pdas;--', 'Highest reach: must be a number'],
    ];
    for (const [value, message] of cases) {
      const res = await save('REACH_HEIGHT', { value, version: 1 });
      expect(res.status, value).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await stored('REACH_HEIGHT')).toEqual({ value: '40', version: 1 });
    expect((await save('REACH_HEIGHT', { value: 40 })).status).toBe(400);
  });

  it('checks word-list demands and clears a demand with an empty value', async () => {
    expect((await save('DOMINANT_SIDE', { value: 'LEFT', version: 0 })).status).toBe(200);
    const wrong = await save('DOMINANT_SIDE', { value: 'SIDEWAYS', version: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Hand used: must be one of EITHER, LEFT, RIGHT, BOTH');
    expect((await save('COLOR_VISION', { value: 'maybe', version: 0 })).status).toBe(400);
    expect((await save('DOMINANT_SIDE', { value: '', version: 1 })).status).toBe(200);
    expect(await stored('DOMINANT_SIDE')).toEqual({ value: '', version: 2 });
  });

  it('refuses a stale version with 409 carrying the current value; of two concurrent saves one wins', async () => {
    await save('PUSH', { value: '10', version: 0 }).expect(200);
    const stale = await save('PUSH', { value: '11', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.details.info.current).toEqual({ value: '10', version: 1 });
    const [a, b] = await Promise.all([
      save('PUSH', { value: '20', version: 1 }),
      save('PUSH', { value: '30', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? '20' : '30';
    expect(await stored('PUSH')).toEqual({ value: winner, version: 2 });
  });

  it('answers 404 for an unknown capability or PDA and 400 for a malformed id', async () => {
    const unknown = '11111111-1111-4111-8111-111111111111';
    const res = await as(
      admin,
      t.http().post(`/api/v1/secure/pda/${pdaUuid}/demand/${unknown}`),
    ).send({ value: '1' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Capability not found');
    expect(
      (
        await as(
          admin,
          t.http().post(`/api/v1/secure/pda/${unknown}/demand/${capability.PUSH}`),
        ).send({ value: '1' })
      ).status,
    ).toBe(404);
    expect(
      (
        await as(admin, t.http().post(`/api/v1/secure/pda/${pdaUuid}/demand/nope`)).send({
          value: '1',
        })
      ).status,
    ).toBe(400);
  });

  it('lets only writers change demands, and nobody on the read-only legacy type', async () => {
    for (const role of ['staffing', 'recruiter']) {
      const session = await signInOrFail(t, role, passwords[role]);
      const res = await save('PULL', { value: '5', version: 0 }, session);
      expect(res.status, role).toBe(403);
    }
    expect(await stored('PULL')).toBeUndefined();
    const legacy = await legacyPda(ds);
    const res = await as(
      admin,
      t.http().post(`/api/v1/secure/pda/${legacy}/demand/${capability.PULL}`),
    ).send({ value: '5' });
    expect(res.status).toBe(403);
    // Nor does its read offer a status to go to: the screen shows no status control.
    const read = await as(admin, t.http().get(`/api/v1/secure/pda/${legacy}`)).expect(200);
    expect(read.body.aPDAType.editable).toBe(false);
    expect(read.body.allowedStatuses).toEqual([]);
  });

  it('sums the highest demand per capability under a node, naming its PDA', async () => {
    const [riverside] = await ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE description LIKE 'Riverside%' AND parent_node_uuid = '00000000-0000-0000-0000-000000000000'`,
    );
    const levels = (await as(admin, t.http().get('/api/v1/secure/levels')).expect(200)).body;
    const shopLevel = levels.find(
      (l: { description: string }) => l.description === 'Production Shop',
    ).levelUuid;
    const shop = (
      await as(
        admin,
        t
          .http()
          .patch(`/api/v1/private/nodes/${riverside.node_uuid}/_actions/create/${shopLevel}/Sums`),
      ).expect(200)
    ).body;
    const permission = (
      await as(
        admin,
        t
          .http()
          .get(`/api/v1/private/users/${admin.user.userUuid}/node-permissions/${shop.nodeUuid}`),
      ).expect(200)
    ).body;
    const pdas: Record<string, string> = {};
    for (const name of ['C', 'A', 'D', 'B']) {
      const created = await as(
        admin,
        t
          .http()
          .patch(
            `/api/v1/private/nodes/${shop.nodeUuid}/_actions/create-pda/${permission.pdaTypes[0].pdaTypeUuid}/${name}/${permission.variations[0].variationUuid}`,
          ),
      ).expect(200);
      pdas[name] = created.body.pdaUuid;
    }
    const demand = (pda: string, code: string, value: string) =>
      as(admin, t.http().post(`/api/v1/secure/pda/${pdas[pda]}/demand/${capability[code]}`))
        .send({ value, version: 0 })
        .expect(200);
    await demand('A', 'LIFT_FLOOR_WAIST', '10');
    await demand('B', 'LIFT_FLOOR_WAIST', '25');
    await demand('C', 'LIFT_FLOOR_WAIST', '25');
    await demand('D', 'LIFT_FLOOR_WAIST', '50'); // D stays in progress: not counted
    await demand('A', 'AMBIENT_HEAT', '30');
    await demand('B', 'AMBIENT_HEAT', '20');
    await demand('B', 'DOMINANT_SIDE', 'LEFT');
    await demand('A', 'DOMINANT_SIDE', 'RIGHT');
    // Yes/no: "needed" wins whichever PDA comes first; text: every distinct value.
    await demand('A', 'COLOR_VISION', 'false');
    await demand('B', 'COLOR_VISION', 'true');
    await demand('A', 'NOTES', 'Works near a press');
    await demand('B', 'NOTES', 'Cold store');
    await demand('C', 'NOTES', 'Works near a press');
    await ds.query(`UPDATE pdas SET pda_status_enum = 'COMPLETED' WHERE pda_uuid = ANY($1)`, [
      [pdas.A, pdas.B, pdas.C],
    ]);

    const sums = (
      await as(admin, t.http().get(`/api/v1/secure/pdasum/byNode/${shop.nodeUuid}`)).expect(200)
    ).body;
    expect(
      sums.map((s: { code: string; value: string; sourcePDA: { description: string } }) => [
        s.code,
        s.value,
        s.sourcePDA.description,
      ]),
    ).toEqual([
      ['LIFT_FLOOR_WAIST', '25', 'B'], // the largest; of two equal, the first by description
      ['AMBIENT_HEAT', '30', 'A'], // heat tolerated, at least: the largest (decision 0040)
      ['DOMINANT_SIDE', 'RIGHT', 'A'], // a choice: the first PDA's
      ['COLOR_VISION', 'true', 'B'],
      ['NOTES', 'Cold store; Works near a press', 'A'],
    ]);
    const own = (await as(admin, t.http().get(`/api/v1/secure/pdasum/byPDA/${pdas.D}`)).expect(200))
      .body;
    expect(own.map((s: { code: string; value: string }) => [s.code, s.value])).toEqual([
      ['LIFT_FLOOR_WAIST', '50'],
    ]);
    const agg = (
      await as(admin, t.http().get(`/api/v1/secure/node/${shop.nodeUuid}/agg-pda`)).expect(200)
    ).body;
    expect(agg).toMatchObject({ pdaCount: 4, activePdaCount: 3 });
    expect(agg.demands).toHaveLength(5);
  });
});
