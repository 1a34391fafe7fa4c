import { levelUuidOf } from '@domain/tree-levels';
import { SEARCH_TEXT_MAX } from '@domain/rules';
import { signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { demoClients, personClients, read, userWith } from '../support/scope-fixtures';

// Issue 32, item 8 (decision 0052): the header search finds people (by ID and name), classes
// and jobs for every staff role, each kind within the rights of that kind's own read.
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
type Hit = { kind: string; url: string; title: string; description: string };

describe("find anything: people, classes and jobs within the caller's rights", () => {
  let demo: DemoApp;
  let riverside: string;
  const s: Record<string, SignedIn> = {};
  let person: { uuid: string; name: string; id: string };
  let job: { uuid: string; name: string };
  let klass: { uuid: string; name: string };

  const find = async (who: SignedIn, text: string): Promise<Hit[]> =>
    (await read(demo, who, `public/spotlight/${b64(text)}`).expect(200)).body;

  beforeAll(async () => {
    demo = await startDemoApp({ SIGN_IN_LIMIT_PER_ADDRESS: '1000' });
    riverside = (await demoClients(demo.ds)).Riverside;
    for (const role of ['premise', 'staffing', 'recruiter'])
      s[role] = await signInOrFail(demo.t, role, demo.passwords[role]);
    s.admin = demo.admin;
    s.lakeview = await userWith(demo, [
      'premise:Lakeview',
      'staffing:Lakeview',
      'recruiter:Lakeview',
    ]);
    [person] = await demo.ds.query(
      `SELECT p.person_uuid AS uuid, p.first_name || ' ' || p.last_name AS name, i.id
         FROM persons p JOIN person_ids i ON i.id_uuid = p.primary_id_uuid
        WHERE p.client_node_uuid = $1 ORDER BY p.person_uuid LIMIT 1`,
      [riverside],
    );
    [job] = await demo.ds.query(
      `SELECT node_uuid AS uuid, description AS name FROM tree_nodes
        WHERE level_uuid = $1 AND ancestors[2] = $2 AND trashed_at IS NULL
        ORDER BY length(description) DESC LIMIT 1`,
      [levelUuidOf('Production Process'), riverside],
    );
    [klass] = await demo.ds.query(
      `SELECT c.nhp_class_uuid AS uuid, c.description AS name
         FROM nhp_classes c JOIN nhp_pools p ON p.nhp_pool_uuid = c.nhp_pool_uuid
        WHERE p.client_node_uuid = $1 AND c.nhp_class_status_enum <> 'KANBAN' LIMIT 1`,
      [riverside],
    );
  });

  afterAll(() => demo?.t.close());

  it.each(['premise', 'staffing', 'recruiter', 'admin'])(
    'a %s user finds a Riverside person by ID and by name, linked to their page',
    async (role) => {
      const byId = await find(s[role], person.id);
      expect(byId[0]).toMatchObject({ kind: 'person', url: `/person/${person.uuid}` });
      expect(byId[0].description).toContain(person.id);
      const byName = await find(s[role], person.name);
      expect(byName).toContainEqual(
        expect.objectContaining({ kind: 'person', url: `/person/${person.uuid}` }),
      );
    },
  );

  it.each(['premise', 'staffing', 'recruiter'])(
    'a %s user finds a Riverside job as a job, opening its node',
    async (role) => {
      expect(await find(s[role], job.name)).toContainEqual(
        expect.objectContaining({ kind: 'job', url: `/tree/${job.uuid}`, title: job.name }),
      );
    },
  );

  it('finds classes for whom the class read answers, and for no one else', async () => {
    for (const role of ['premise', 'staffing', 'admin']) {
      await read(demo, s[role], `private/nhp-classes/${klass.uuid}`).expect(200);
      expect(await find(s[role], klass.name)).toContainEqual(
        expect.objectContaining({ kind: 'class', url: `/nhp-class/${klass.uuid}` }),
      );
    }
    await read(demo, s.recruiter, `private/nhp-classes/${klass.uuid}`).expect(403);
    const hits = await find(s.recruiter, klass.name);
    expect(hits.filter((h) => h.kind === 'class')).toEqual([]);
  });

  it("a user of another client site finds none of Riverside's people, classes or jobs", async () => {
    for (const text of [person.id, person.name, klass.name, job.name]) {
      const hits = await find(s.lakeview, text);
      const urls = hits.map((h) => h.url);
      expect(urls).not.toContain(`/person/${person.uuid}`);
      expect(urls).not.toContain(`/nhp-class/${klass.uuid}`);
      expect(urls).not.toContain(`/tree/${job.uuid}`);
      const people = hits.flatMap((h) => /^\/person\/(.+)$/.exec(h.url)?.[1] ?? []);
      expect(await personClients(demo.ds, people)).not.toContain(riverside);
      for (const hit of hits.filter((h) => h.kind !== 'class'))
        expect(hit.description).not.toContain('Riverside');
    }
    // The admin finds the same person: the filter is the scope, not the text.
    expect((await find(s.admin, person.id)).map((h) => h.url)).toContain(`/person/${person.uuid}`);
  });

  it('refuses text past the limit, naming it, and an employer', async () => {
    const long = await read(
      demo,
      s.staffing,
      `public/spotlight/${b64('x'.repeat(SEARCH_TEXT_MAX + 1))}`,
    ).expect(400);
    expect(long.body.message).toBe(`The search text must be at most ${SEARCH_TEXT_MAX} characters`);
    const employer = await userWith(demo, ['employer:Riverside']);
    await read(demo, employer, `public/spotlight/${b64(person.id)}`).expect(403);
  });

  it.each([
    [
      'idx_persons_name_trgm',
      `SELECT 1 FROM persons WHERE lower(first_name || ' ' || last_name) LIKE '%abc%'`,
    ],
    [
      'idx_nhp_classes_description_trgm',
      `SELECT 1 FROM nhp_classes WHERE lower(description) LIKE '%abc%'`,
    ],
    ['idx_pdas_description_trgm', `SELECT 1 FROM pdas WHERE lower(description) LIKE '%abc%'`],
    [
      'idx_tree_nodes_description_trgm',
      `SELECT 1 FROM tree_nodes WHERE lower(description) LIKE '%abc%'`,
    ],
  ])('the contains-search can use %s (EXPLAIN)', async (index, sql) => {
    // The demo tables are small enough for a sequential scan to win; with it priced out, the
    // planner shows that the search's predicate is one the trigram index serves. (person_ids is
    // left out: on the demo's size the planner prefers a full scan of its unique btree.)
    const runner = demo.ds.createQueryRunner();
    await runner.startTransaction();
    let plan: string;
    try {
      await runner.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN ${sql}`);
      plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect(plan).toContain(index);
  });
});
