import { levelUuidOf } from '@domain/tree-levels';
import { as, type SignedIn } from '../support/auth-helpers';
import { examFixtures, startDemoApp, type DemoApp, signInDemoUsers } from '../support/demo-app';
import { startWorkdaySimulator, type WorkdaySimulator } from '../support/workday-simulator';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The last four catalogue paths of the seeds (issue 23, decision 0015). */
describe('catalogue paths: public/tables, public/wdr/workers, secure/talogy-urls, private/upload', () => {
  let sim: WorkdaySimulator;
  let demo: DemoApp;
  let person: string;
  let sessions: Record<string, SignedIn> = {};

  beforeAll(async () => {
    sim = await startWorkdaySimulator();
    demo = await startDemoApp({
      WORKDAY_SIMULATOR_URL: sim.url,
      TALOGY_REPORT_URL: 'https://reports.talogy.example/candidate?id={id}',
    });
    sessions = await signInDemoUsers(demo);
    person = (await examFixtures(demo.ds)).person;
  });

  afterAll(async () => {
    await demo?.t.close();
    await sim?.close();
  });

  const http = () => demo.t.http();
  const get = (who: string, path: string) => as(sessions[who], http().get(`/api/v1/${path}`));

  it('public/tables answers the shared limits and polling intervals to anyone', async () => {
    const res = await http().get('/api/v1/public/tables').expect(200);
    expect(res.body.limits).toMatchObject({ kanbanQuantityMax: 999, daysNoticeMax: 365 });
    expect(res.body.pollingMs).toMatchObject({ rosters: 60_000, examFields: 5_000 });
  });

  it('public/wdr/workers searches the default HR endpoint, for HR readers only', async () => {
    const worker = sim.data.workers[0];
    const found = (
      await get('staffing', `public/wdr/workers/${b64(worker.descriptor)}`).expect(200)
    ).body as { descriptor: string }[];
    expect(found.map((w) => w.descriptor)).toContain(worker.descriptor);
    await get('premise', `public/wdr/workers/${b64(worker.descriptor)}`).expect(403);
    await http()
      .get(`/api/v1/public/wdr/workers/${b64('a')}`)
      .set('X-Anti-Forgery', 'x'.repeat(32))
      .expect(401);
    const bad = await get('staffing', 'public/wdr/workers/%25%25').expect(400);
    expect(bad.body.message).toMatch(/worker search text/);
  });

  it("secure/talogy-urls links each of a person's IDs to its report; 404 in another client", async () => {
    const ids = (await get('recruiter', `secure/person/${person}/ids`).expect(200)).body as {
      id: string;
    }[];
    const urls = (await get('recruiter', `secure/talogy-urls/${person}`).expect(200)).body as {
      id: string;
      url: string;
    }[];
    expect(urls.map((u) => u.id).sort()).toEqual(ids.map((i) => i.id).sort());
    for (const u of urls)
      expect(u.url).toBe(`https://reports.talogy.example/candidate?id=${encodeURIComponent(u.id)}`);
    await get('lakeview', `secure/talogy-urls/${person}`).expect(404);
  });

  it('private/upload stores files on the node named in the query, with the node checks', async () => {
    const [shop] = await demo.ds.query(
      `SELECT n.node_uuid, c.description FROM tree_nodes n JOIN tree_nodes c ON c.node_uuid = n.ancestors[2]
        WHERE n.level_uuid = $1 AND c.description LIKE 'Riverside%' LIMIT 1`,
      [levelUuidOf('Production Shop')],
    );
    const upload = (who: string, query: string) =>
      as(sessions[who], http().post(`/api/v1/private/upload${query}`));
    const stored = await upload('premise', `?nodeUuid=${shop.node_uuid}`)
      .attach('files', Buffer.from('line 4 torque study'), 'study.txt')
      .expect(201);
    expect(stored.body).toMatchObject([{ name: 'study.txt', bytes: 19, zeroBytes: false }]);
    const missing = await upload('premise', '')
      .attach('files', Buffer.from('x'), 'x.txt')
      .expect(400);
    expect(missing.body.message).toMatch(/nodeUuid|id/i);
    await upload('lakeview', `?nodeUuid=${shop.node_uuid}`)
      .attach('files', Buffer.from('x'), 'x.txt')
      .expect(404);
    await upload('staffing', `?nodeUuid=${shop.node_uuid}`)
      .attach('files', Buffer.from('x'), 'x.txt')
      .expect(403);
  });
});
