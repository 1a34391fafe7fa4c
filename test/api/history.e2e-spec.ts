import { Client } from 'pg';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  examFixtures,
  riversidePda,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
  signInDemoUsers,
} from '../support/demo-app';

interface Entry {
  at: string;
  action: string;
  entityType: string;
  entityId: string;
  actor: { userCode: string; name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface Page {
  page: number;
  pageSize: number;
  total: number;
  entries: Entry[];
}

/** The audit trail people can read (issue 23): one history per object, append-only in SQL. */
describe('history (audit trail)', () => {
  let demo: DemoApp;
  let db: Client;
  let fx: ExamFixtures;
  let pda: string;
  let sessions: Record<string, SignedIn> = {};

  beforeAll(async () => {
    demo = await startDemoApp();
    sessions = await signInDemoUsers(demo);
    // The schema owner, who may do more than the app's role (decision 0032) and meets the
    // trigger all the same.
    db = new Client({ connectionString: demo.t.database.ownerUrl });
    await db.connect();
    fx = await examFixtures(demo.ds);
    pda = await riversidePda(demo.ds);
  });

  afterAll(async () => {
    await db?.end();
    await demo?.t.close();
  });

  const http = () => demo.t.http();
  const get = (who: string, path: string) => as(sessions[who], http().get(`/api/v1/${path}`));
  const history = async (who: string, path: string): Promise<Page> =>
    (await get(who, path).expect(200)).body;

  async function textField(): Promise<string> {
    const body = (await get('premise', `secure/pda/${pda}`).expect(200)).body;
    return body.aPDAType.collPDATypeFields.find((f: { format: string }) => f.format === 'text')
      .pdaTypeFieldUuid;
  }

  it("lists a PDA's writes newest first with who, what, before and after, paged", async () => {
    const field = await textField();
    const path = `secure/pda/${pda}/pda-field/${field}`;
    for (const value of ['first note', 'second note'])
      await as(sessions.premise, http().post(`/api/v1/${path}`))
        .send({ value })
        .expect(200);

    const all = await history('admin', `secure/pda/${pda}/history`);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const [newest, older] = all.entries;
    expect(newest).toMatchObject({ action: 'field', entityType: 'pda', entityId: pda });
    expect(newest.actor).toMatchObject({ userCode: 'premise' });
    expect(JSON.stringify(newest.after)).toContain('second note');
    expect(JSON.stringify(older.after)).toContain('first note');
    expect(Date.parse(newest.at)).toBeGreaterThanOrEqual(Date.parse(older.at));

    const second = await history('admin', `secure/pda/${pda}/history?page=2&pageSize=1`);
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.entries).toEqual([older]);
    const past = await history('admin', `secure/pda/${pda}/history?page=999&pageSize=1`);
    expect(past).toMatchObject({ total: all.total, entries: [] });
  });

  it("lists an exam's field saves and a person's changes", async () => {
    const exam = fx.pendingExam;
    await as(
      sessions.premise,
      http().patch(`/api/v1/secure/exams/${exam}/exam-fields/${fx.numericField.uuid}`),
    )
      .send({ value: '3' })
      .expect(200);
    const exams = await history('recruiter', `secure/exams/${exam}/history`);
    expect(exams.entries[0]).toMatchObject({ action: 'field', entityId: exam });
    expect(exams.entries[0].actor?.userCode).toBe('premise');

    await as(
      sessions.staffing,
      http().patch(`/api/v1/secure/person/${fx.person}/meta/days_notice_requested_W1/21`),
    ).expect(200);
    const person = await history('recruiter', `secure/person/${fx.person}/history`);
    expect(person.entries[0]).toMatchObject({ entityType: 'person', entityId: fx.person });
    expect(person.entries[0].actor?.userCode).toBe('staffing');
  });

  it("lists a class's own writes and its placement slots'", async () => {
    const {
      rows: [pool],
    } = await db.query(
      `SELECT p.nhp_pool_uuid FROM nhp_pools p JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
        WHERE c.description LIKE 'Riverside%' LIMIT 1`,
    );
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const made = await as(sessions.staffing, http().post('/api/v1/secure/nhp-classes'))
      .send({ description: 'History class', nhpPoolUuid: pool.nhp_pool_uuid, classTimestamp: day })
      .expect(201);
    const klass = made.body.nhpClassUuid;
    const page = await history('premise', `private/nhp-classes/${klass}/history`);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.entries.every((e) => ['nhp-class', 'nhp-placement'].includes(e.entityType))).toBe(
      true,
    );
    expect(page.entries.at(-1)).toMatchObject({ entityType: 'nhp-class', entityId: klass });
  });

  it('answers only those who may see the object: 404 in another client, 403 without the right', async () => {
    await get('lakeview', `secure/pda/${pda}/history`).expect(404);
    await get('lakeview', `secure/exams/${fx.pendingExam}/history`).expect(404);
    await get('lakeview', `secure/person/${fx.person}/history`).expect(404);
    await get('staffing', `secure/exams/${fx.pendingExam}/history`).expect(403);
  });

  it('refuses a page size over 200 and a page below 1, naming the parameter', async () => {
    const big = await get('admin', `secure/pda/${pda}/history?pageSize=201`).expect(400);
    expect(big.body.message).toMatch(/pageSize/);
    const zero = await get('admin', `secure/pda/${pda}/history?page=0`).expect(400);
    expect(zero.body.message).toMatch(/page/);
  });

  it('is append-only in PostgreSQL itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const count = async () =>
      (await db.query('SELECT count(*)::int AS n FROM audit_entries')).rows[0].n as number;
    const before = await count();
    const {
      rows: [row],
    } = await db.query('SELECT audit_entry_uuid, action FROM audit_entries LIMIT 1');
    await expect(
      db.query(`UPDATE audit_entries SET action = 'forged' WHERE audit_entry_uuid = $1`, [
        row.audit_entry_uuid,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_entries')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_entries')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    const {
      rows: [same],
    } = await db.query('SELECT action FROM audit_entries WHERE audit_entry_uuid = $1', [
      row.audit_entry_uuid,
    ]);
    expect(same.action).toBe(row.action);
  });
});
