import { DataSource } from 'typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import { seedDemoData } from '@server/database/seed/demo-seed';
import { as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';
import { TypeField } from './pda-context';

describe('PDAs', () => {
  let t: TestApp;
  const s: Record<string, SignedIn> = {};
  let processUuid: string;
  let standardType: { pdaTypeUuid: string; collPDATypeFields: TypeField[] };
  let legacyType: { pdaTypeUuid: string };
  let variations: { variationUuid: string }[];
  let pda: { pdaUuid: string };

  const req = (who: string, method: 'get' | 'post' | 'patch', path: string) =>
    as(s[who], t.http()[method](`/api/v1/${path}`));
  const field = (code: string) =>
    standardType.collPDATypeFields.find((f) => f.pdaTypeFieldCode === code)!;

  beforeAll(async () => {
    t = await startTestApp();
    const ds = t.app.get(DataSource);
    const { credentials, pdas } = await seedDemoData(ds, { scale: 1 });
    expect(pdas.pdas).toBe(500);
    for (const c of credentials) s[c.userCode] = await signInOrFail(t, c.userCode, c.password);
    const [row] = await ds.query(
      `SELECT n.node_uuid FROM tree_nodes n JOIN tree_nodes c ON c.node_uuid = n.ancestors[2]
        WHERE n.level_uuid = $1 AND c.description LIKE 'Riverside%' LIMIT 1`,
      [levelUuidOf('Production Process')],
    );
    processUuid = row.node_uuid;
    const types = (await req('premise', 'get', 'secure/pda-types').expect(200)).body;
    standardType = types.find((x: { editable: boolean }) => x.editable);
    legacyType = types.find((x: { editable: boolean }) => !x.editable);
    variations = await ds.query(
      `SELECT variation_uuid AS "variationUuid" FROM variations ORDER BY description`,
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists the types, the legacy one with nine fields, and the capability catalogue', async () => {
    const legacy = (
      await req('premise', 'get', `secure/pda-types/${legacyType.pdaTypeUuid}`).expect(200)
    ).body;
    expect(legacy.collPDATypeFields).toHaveLength(9);
    const capabilities = (await req('premise', 'get', 'private/capabilities').expect(200)).body;
    const lift = capabilities.find((c: { code: string }) => c.code === 'LIFT_FLOOR_WAIST');
    expect(lift).toMatchObject({ units: 'KG', direction: 'AT_LEAST', minValue: 0, maxValue: 50 });
    expect(
      lift.aSubjectiveValueType.collSubjectiveValues.map(
        (v: { subjectiveValue: string }) => v.subjectiveValue,
      ),
    ).toEqual(['Light', 'Medium', 'Heavy', 'Very heavy']);
    const svt = await req('premise', 'get', `secure/svt/${lift.subjectiveValueTypeUuid}`).expect(
      200,
    );
    expect(svt.body.collSubjectiveValues).toHaveLength(4);
  });

  it('creates a PDA with a variation, and refuses one without', async () => {
    const none = await req(
      'premise',
      'patch',
      `private/nodes/${processUuid}/_actions/create-pda/${standardType.pdaTypeUuid}/Fit%20door/%20`,
    ).expect(400);
    expect(none.body.message).toBe('A PDA needs at least one variation');
    const created = await req(
      'premise',
      'patch',
      `private/nodes/${processUuid}/_actions/create-pda/${standardType.pdaTypeUuid}/Fit%20door/${variations[0].variationUuid},${variations[1].variationUuid}`,
    ).expect(200);
    expect(created.body).toMatchObject({
      description: 'Fit door',
      pdaStatusEnum: 'INPROGRESS',
      taktTime: null,
      allowedStatuses: ['COMPLETED', 'DELETED'],
    });
    expect(created.body.collPDAVariations).toHaveLength(2);
    pda = created.body;
    await req(
      'recruiter',
      'patch',
      `private/nodes/${processUuid}/_actions/create-pda/${standardType.pdaTypeUuid}/X/${variations[0].variationUuid}`,
    ).expect(403);
  });

  it('checks every field format on the server; letters and symbols in numeric fields are 4xx, never 5xx', async () => {
    for (const f of standardType.collPDATypeFields) {
      const res = await req(
        'premise',
        'post',
        `secure/pda/${pda.pdaUuid}/pda-field/${f.pdaTypeFieldUuid}`,
      ).send({ value: 'abc<>!@#' });
      expect(res.status).toBeLessThan(500);
      if (
        [
          'number',
          'int',
          'pounds',
          'inches',
          'blank',
          'yes-no',
          'frequency',
          'constant-rarely',
        ].includes(f.format)
      )
        expect(res.status).toBe(400);
    }
    const bad = await req(
      'premise',
      'post',
      `secure/pda/${pda.pdaUuid}/pda-field/${field('MAX_WEIGHT').pdaTypeFieldUuid}`,
    )
      .send({ value: '25kg' })
      .expect(400);
    expect(bad.body.message).toBe(
      "Heaviest part: Expected a number followed by lbs, 'Neg*', 0, or empty",
    );
    const ok = await req(
      'premise',
      'post',
      `secure/pda/${pda.pdaUuid}/pda-field/${field('MAX_WEIGHT').pdaTypeFieldUuid}`,
    )
      .send({ value: '25lbs', version: 0 })
      .expect(200);
    expect(ok.body).toMatchObject({ stringValue: '25lbs', version: 1 });
  });

  it('refuses a stale field version with 409 and keeps the newer value', async () => {
    const f = field('WORK_HEIGHT').pdaTypeFieldUuid;
    await req('premise', 'post', `secure/pda/${pda.pdaUuid}/pda-field/${f}`)
      .send({ value: '36"', version: 0 })
      .expect(200);
    const stale = await req('admin', 'post', `secure/pda/${pda.pdaUuid}/pda-field/${f}`)
      .send({ value: '40"', version: 0 })
      .expect(409);
    expect(stale.body.details.info.current).toEqual({ stringValue: '36"', version: 1 });
    expect(
      (await req('premise', 'get', `secure/pda/${pda.pdaUuid}/pda-field/${f}`).expect(200)).body
        .stringValue,
    ).toBe('36"');
  });

  it('changes a field value type like every PDA write: the PDA version moves on and it is audited', async () => {
    const f = field('CYCLES_PER_SHIFT').pdaTypeFieldUuid;
    const path = `secure/pda/${pda.pdaUuid}/pda-field/${f}`;
    await req('premise', 'post', path).send({ value: '12' }).expect(200);
    const before = (await req('premise', 'get', `secure/pda/${pda.pdaUuid}`).expect(200)).body;
    const changed = await req('premise', 'patch', `${path}/value-type/number`).expect(200);
    expect(changed.body).toEqual({ pdaTypeFieldUuid: f, stringValue: '12', version: 2 });
    const after = (await req('premise', 'get', `secure/pda/${pda.pdaUuid}`).expect(200)).body;
    expect(after.version).toBe(before.version + 1);
    expect(after.updateUserUuid).toBe(s.premise.user.userUuid);
    const audit = await t.app
      .get(DataSource)
      .query(
        `SELECT before, after FROM audit_entries WHERE entity_id = $1 AND action = 'field-value-type'`,
        [pda.pdaUuid],
      );
    expect(audit).toEqual([
      { before: { CYCLES_PER_SHIFT: 'int' }, after: { CYCLES_PER_SHIFT: 'number' } },
    ]);
    const refused = await req('premise', 'patch', `${path}/value-type/yes-no`).expect(409);
    expect(refused.body).toMatchObject({ code: 'PDA_VALUE_TYPE_MISMATCH' });
  });

  it('needs a takt time to complete, and answers illegal transitions with 409 naming the allowed ones', async () => {
    const noTakt = await req(
      'premise',
      'patch',
      `secure/pda/${pda.pdaUuid}/status/COMPLETED`,
    ).expect(409);
    expect(noTakt.body.message).toBe('A PDA needs a takt time greater than zero to be COMPLETED');
    const illegal = await req(
      'premise',
      'patch',
      `secure/pda/${pda.pdaUuid}/status/ARCHIVED`,
    ).expect(409);
    expect(illegal.body.details.info.allowed).toEqual(['COMPLETED', 'DELETED']);
    await req('premise', 'patch', `secure/pda/${pda.pdaUuid}/status/NONSENSE`).expect(400);
    await req(
      'premise',
      'post',
      `secure/pda/${pda.pdaUuid}/pda-field/${field('TAKT_TIME').pdaTypeFieldUuid}`,
    )
      .send({ value: '60' })
      .expect(200);
    expect(
      (await req('premise', 'get', `secure/pda/${pda.pdaUuid}/takt-time`).expect(200)).body,
    ).toEqual({ value: 60 });
    const done = await req('premise', 'patch', `secure/pda/${pda.pdaUuid}/status/COMPLETED`).expect(
      200,
    );
    expect(done.body.allowedStatuses).toEqual(['INPROGRESS', 'APPROVED', 'DELETED']);
    await req('premise', 'patch', `secure/pda/${pda.pdaUuid}/status/APPROVED`).expect(200);
    const audit = await t.app
      .get(DataSource)
      .query(`SELECT action FROM audit_entries WHERE entity_id = $1 ORDER BY at`, [pda.pdaUuid]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['create', 'field', 'status']),
    );
  });

  it('keeps the legacy type read-only and other clients out', async () => {
    const [legacy] = await t.app
      .get(DataSource)
      .query(`SELECT pda_uuid FROM pdas WHERE pda_type_uuid = $1 LIMIT 1`, [
        legacyType.pdaTypeUuid,
      ]);
    await req('admin', 'patch', `secure/pda/${legacy.pda_uuid}/description/New%20name`).expect(403);
    const [foreign] = await t.app.get(DataSource).query(
      `SELECT p.pda_uuid FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid JOIN tree_nodes c ON c.node_uuid = n.ancestors[2]
        WHERE c.description LIKE 'Lakeview%' LIMIT 1`,
    );
    await req('premise', 'get', `secure/pda/${foreign.pda_uuid}`).expect(404);
    await req('admin', 'get', `secure/pda/${foreign.pda_uuid}`).expect(200);
  });

  it('sums the highest demand per capability under a node with its source PDA', async () => {
    const [client] = await t.app
      .get(DataSource)
      .query(
        `SELECT node_uuid FROM tree_nodes WHERE description LIKE 'Riverside%' AND level_uuid = $1`,
        [levelUuidOf('NAMC')],
      );
    const sums = (
      await req('premise', 'get', `secure/pdasum/byNode/${client.node_uuid}`).expect(200)
    ).body;
    const lift = sums.find((x: { code: string }) => x.code === 'LIFT_FLOOR_WAIST');
    const [max] = await t.app.get(DataSource).query(
      `SELECT max(d.value::float) AS max FROM pda_demands d JOIN pdas p ON p.pda_uuid = d.pda_uuid JOIN capabilities c ON c.capability_uuid = d.capability_uuid
        JOIN tree_nodes n ON n.node_uuid = p.node_uuid
        WHERE c.code = 'LIFT_FLOOR_WAIST' AND p.pda_status_enum IN ('COMPLETED','APPROVED') AND n.ancestors @> ARRAY[$1]::uuid[]`,
      [client.node_uuid],
    );
    expect(Number(lift.value)).toBe(max.max);
    expect(lift.sourcePDA.pdaStatusEnum).toMatch(/COMPLETED|APPROVED/);
    const agg = (await req('premise', 'get', `secure/node/${client.node_uuid}/agg-pda`).expect(200))
      .body;
    expect(agg.pdaCount).toBeGreaterThan(100);
    expect(agg.activePdaCount).toBeLessThanOrEqual(agg.pdaCount);
  });

  it('writes a deterministic plain-language summary', async () => {
    const first = (await req('admin', 'get', `secure/pda/${pda.pdaUuid}/ai-summary`).expect(200))
      .body.summary;
    const again = (await req('admin', 'get', `secure/pda/${pda.pdaUuid}/ai-summary`).expect(200))
      .body.summary;
    expect(first).toBe(again);
    expect(first).toContain('Fit door is approved.');
    expect(first).toContain('Each cycle takes 60 s, 60 cycles an hour.');
  });
});
