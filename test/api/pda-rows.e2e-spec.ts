import { DataSource } from 'typeorm';
import { as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { legacyPda, riversidePda, startDemoApp } from '../support/demo-app';
import type { TestApp } from '../support/test-app';

/** Elements, objects and tools edited cell by cell: bounded, compare-and-set, audited. */
describe('PDA rows', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: SignedIn;
  let passwords: Record<string, string>;
  let pdaUuid: string;

  beforeAll(async () => {
    ({ t, ds, admin, passwords } = await startDemoApp());
    pdaUuid = await riversidePda(ds);
  });

  afterAll(async () => {
    await t.close();
  });

  const base = () => `/api/v1/secure/pda/${pdaUuid}/rows`;
  const add = (kind: string, who: SignedIn = admin) => as(who, t.http().post(`${base()}/${kind}`));
  const cell = (kind: string, row: string, column: string, body: object, who: SignedIn = admin) =>
    as(who, t.http().post(`${base()}/${kind}/${row}/${column}`)).send(body);
  const pda = async () =>
    (await as(admin, t.http().get(`/api/v1/secure/pda/${pdaUuid}`)).expect(200)).body;

  it('adds an element last, edits its cells within bounds and deletes it', async () => {
    const before = (await pda()).collPDAElements;
    const { rowUuid } = (await add('element').expect(201)).body;
    let element = (await pda()).collPDAElements.find(
      (e: { elementUuid: string }) => e.elementUuid === rowUuid,
    );
    expect(element).toMatchObject({ description: 'New element', duration: 0, percent: 0 });
    expect(element.ordinal).toBe(
      Math.max(0, ...before.map((e: { ordinal: number }) => e.ordinal)) + 1,
    );

    const saved = await cell('element', rowUuid, 'duration', { value: '12.5', previous: '0' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ rowUuid, column: 'duration', value: '12.5' });
    await cell('element', rowUuid, 'description', { value: '  Fit the door  ' }).expect(200);
    // Moved to the front: the PDA lists its elements by ordinal.
    await cell('element', rowUuid, 'ordinal', { value: '1' }).expect(200);
    expect((await cell('element', rowUuid, 'ordinal', { value: '0' })).status).toBe(400);
    const atFront = (await pda()).collPDAElements
      .filter((e: { ordinal: number }) => e.ordinal === 1)
      .map((e: { elementUuid: string }) => e.elementUuid);
    expect(atFront).toContain(rowUuid);
    const refused = await cell('element', rowUuid, 'percent', { value: '101' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('percent: must be between 0 and 100 percent');
    expect((await cell('element', rowUuid, 'percent', { value: 'half' })).status).toBe(400);
    element = (await pda()).collPDAElements.find(
      (e: { elementUuid: string }) => e.elementUuid === rowUuid,
    );
    expect(element).toMatchObject({ description: 'Fit the door', duration: 12.5, percent: 0 });

    await as(admin, t.http().delete(`${base()}/element/${rowUuid}`)).expect(200);
    expect((await pda()).collPDAElements).toHaveLength(before.length);
    expect((await cell('element', rowUuid, 'duration', { value: '1' })).status).toBe(404);
  });

  it('creates, changes and removes the exertions of an object', async () => {
    const { rowUuid } = (await add('object').expect(201)).body;
    await cell('object', rowUuid, 'lift.kg', { value: '12', previous: '' }).expect(200);
    await cell('object', rowUuid, 'lift.side', { value: 'LEFT', previous: 'EITHER' }).expect(200);
    await cell('object', rowUuid, 'pinch.reps', { value: '4' }).expect(200);
    const object = () =>
      pda().then((p) =>
        p.collPDAObjects.find((o: { objectUuid: string }) => o.objectUuid === rowUuid),
      );
    expect((await object()).exertions).toEqual({
      lift: { reps: 0, kg: 12, side: 'LEFT' },
      pinch: { reps: 4, kg: 0, side: 'EITHER' },
    });
    expect((await cell('object', rowUuid, 'lift.reps', { value: '2.5' })).status).toBe(400);
    expect((await cell('object', rowUuid, 'lift.side', { value: 'UP' })).status).toBe(400);
    await cell('object', rowUuid, 'pinch.kg', { value: '' }).expect(200);
    expect((await object()).exertions).toEqual({ lift: { reps: 0, kg: 12, side: 'LEFT' } });
  });

  it('edits a tool’s yes/no, side and counts', async () => {
    const { rowUuid } = (await add('tool').expect(201)).body;
    await cell('tool', rowUuid, 'vibratory', { value: 'true', previous: 'false' }).expect(200);
    await cell('tool', rowUuid, 'gripSide', { value: 'BOTH' }).expect(200);
    await cell('tool', rowUuid, 'trigger', { value: '7' }).expect(200);
    const tool = (await pda()).collPDATools.find(
      (x: { toolUuid: string }) => x.toolUuid === rowUuid,
    );
    expect(tool).toMatchObject({ vibratory: true, gripSide: 'BOTH', trigger: 7 });
    expect((await cell('tool', rowUuid, 'trigger', { value: '-1' })).status).toBe(400);
    expect((await cell('tool', rowUuid, 'vibratory', { value: 'yes' })).status).toBe(400);
  });

  it('refuses a save whose previous value is out of date, and one of two concurrent saves', async () => {
    const { rowUuid } = (await add('element').expect(201)).body;
    await cell('element', rowUuid, 'duration', { value: '5', previous: '0' }).expect(200);
    const stale = await cell('element', rowUuid, 'duration', { value: '6', previous: '0' });
    expect(stale.status).toBe(409);
    expect(stale.body.details.info.current).toEqual({ value: '5' });
    const [a, b] = await Promise.all([
      cell('element', rowUuid, 'duration', { value: '7', previous: '5' }),
      cell('element', rowUuid, 'duration', { value: '8', previous: '5' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [row] = await ds.query(`SELECT duration FROM pda_elements WHERE element_uuid = $1`, [
      rowUuid,
    ]);
    expect(row.duration).toBe(a.status === 200 ? 7 : 8);
  });

  it('names unknown kinds and columns (400), and audits every change', async () => {
    const { rowUuid } = (await add('tool').expect(201)).body;
    const kind = await add('demand');
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe('Unknown row kind demand; use element, object, tool');
    const column = await cell('tool', rowUuid, 'pdaUuid', { value: 'x' });
    expect(column.status).toBe(400);
    expect(column.body.message).toBe('A tool has no column pdaUuid');
    expect((await cell('tool', rowUuid, 'constructor', { value: 'x' })).status).toBe(400);
    await cell('tool', rowUuid, 'gripKg', { value: '3' }).expect(200);
    const [audit] = await ds.query(
      `SELECT before, after FROM audit_entries WHERE entity_id = $1 AND action = 'tool-cell' ORDER BY at DESC LIMIT 1`,
      [pdaUuid],
    );
    expect(audit).toEqual({
      before: { [`${rowUuid}.gripKg`]: '0' },
      after: { [`${rowUuid}.gripKg`]: '3' },
    });
  });

  it('lets only writers change rows, and nobody on the read-only legacy type', async () => {
    const { rowUuid } = (await add('element').expect(201)).body;
    for (const role of ['staffing', 'recruiter']) {
      const session = await signInOrFail(t, role, passwords[role]);
      expect((await add('element', session)).status, role).toBe(403);
      expect((await cell('element', rowUuid, 'duration', { value: '1' }, session)).status).toBe(
        403,
      );
      expect((await as(session, t.http().delete(`${base()}/element/${rowUuid}`))).status).toBe(403);
    }
    const legacy = await legacyPda(ds);
    const res = await as(admin, t.http().post(`/api/v1/secure/pda/${legacy}/rows/tool`));
    expect(res.status).toBe(403);
  });
});
