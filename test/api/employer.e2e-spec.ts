import { demandInWords } from '@domain/fitness';
import { as, type SignedIn } from '../support/auth-helpers';
import { signInDemoUsers, startDemoApp, type DemoApp } from '../support/demo-app';

interface Job {
  nodeUuid: string;
  description: string;
  openings: number;
  analysed: boolean;
  fit: number;
  notFit: number;
  notAssessed: number;
}
interface Person {
  personUuid: string;
  fitness: 'FIT' | 'NOT_FIT' | 'NOT_ASSESSED';
  assessedOn: string | null;
  missedDemands: { words: string; notMeasured: boolean }[];
  why: string;
}
interface JobPeople {
  job: Job;
  total: number;
  people: Person[];
}
interface Reasons {
  collPersonPDAs: {
    aTreeNode: { nodeUuid: string };
    satisfied: boolean;
    collPersonPDACapabilitys: {
      code: string;
      description: string;
      satisfied: boolean;
      personValue: string | null;
      pdaValue: string;
    }[];
  }[];
}

// The only numbers an employer answer may hold: counts and paging, never a measurement.
const COUNT_KEYS = new Set([
  'openings',
  'fit',
  'notFit',
  'notAssessed',
  'total',
  'page',
  'pageSize',
]);
// Names of people, jobs and places and ID numbers: what the staff typed, not measurements.
const NAME_KEYS = new Set(['description', 'path', 'firstName', 'lastName', 'idNumber']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every place in an answer that holds a number outside counts, ids and days. */
function numbersIn(value: unknown, key = '', at = '$'): string[] {
  if (typeof value === 'number') return COUNT_KEYS.has(key) ? [] : [`${at} = ${value}`];
  if (typeof value === 'string') {
    if (NAME_KEYS.has(key) || UUID.test(value)) return [];
    if ((key === 'assessedOn' || key === 'firstClassDate') && DAY.test(value)) return [];
    return /\d/.test(value) ? [`${at} = ${JSON.stringify(value)}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, key, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, k, `${at}.${k}`));
  return [];
}

/** The employer view on the demo data: Riverside's HR person (employer:Riverside). */
describe('employer privacy view', () => {
  let demo: DemoApp;
  let s: Record<string, SignedIn>;
  let riverside: string;
  let lakeview: string;
  let jobs: Job[];
  const get = (who: SignedIn, path: string) => as(who, demo.t.http().get(`/api/v1/${path}`));

  beforeAll(async () => {
    demo = await startDemoApp();
    s = await signInDemoUsers(demo);
    const clients: { node_uuid: string; description: string }[] = await demo.ds.query(
      `SELECT node_uuid, description FROM tree_nodes WHERE cardinality(ancestors) = 1`,
    );
    riverside = clients.find((c) => c.description.startsWith('Riverside'))!.node_uuid;
    lakeview = clients.find((c) => c.description.startsWith('Lakeview'))!.node_uuid;
    // Every missed demand of the demo is a lift; a number in its name must not reach the employer.
    await demo.ds.query(
      `UPDATE capabilities SET description = 'Lift floor to waist (up to 23 kg)'
        WHERE code = 'LIFT_FLOOR_WAIST'`,
    );
    jobs = (await get(s.employer, `secure/employer/clients/${riverside}/jobs`).expect(200)).body;
  });

  afterAll(() => demo?.t.close());

  it('shows the employer their own client site only', async () => {
    const res = await get(s.employer, 'secure/employer/clients').expect(200);
    expect(res.body.map((c: { nodeUuid: string }) => c.nodeUuid)).toEqual([riverside]);
    await get(s.employer, `secure/employer/clients/${lakeview}/jobs`).expect(404);
  });

  it("lists the open jobs with every one of the client's people counted once", async () => {
    const [{ n }] = await demo.ds.query(
      `SELECT count(*)::int AS n FROM persons WHERE client_node_uuid = $1`,
      [riverside],
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.some((j) => j.analysed && j.fit > 0 && j.notFit > 0)).toBe(true);
    for (const job of jobs) {
      expect(job.openings).toBeGreaterThan(0);
      expect(job.fit + job.notFit + job.notAssessed).toBe(n);
    }
  });

  it('gives the verdict of the shared rule, the missed demands in words', async () => {
    const job = jobs.find((j) => j.analysed && j.notFit > 0)!;
    const notFit: JobPeople = (
      await get(s.employer, `secure/employer/jobs/${job.nodeUuid}/people?fitness=NOT_FIT`).expect(
        200,
      )
    ).body;
    expect(notFit.total).toBe(job.notFit);
    // Someone who misses the renamed lift demand: its words must come without the number.
    const person = notFit.people.find((p) =>
      p.missedDemands.some((d) => d.words === 'lift floor to waist' && !d.notMeasured),
    )!;
    expect(person, 'a person missing the lift demand').toBeDefined();
    expect(person.assessedOn).toMatch(DAY);
    expect(person.why).toMatch(/^does not match the job: misses /);
    // The admin's reasons report judges the same person against the same job's PDAs.
    const reasons: Reasons = (
      await get(s.admin, `secure/reasons/byPerson/${person.personUuid}`).expect(200)
    ).body;
    const atJob = reasons.collPersonPDAs.filter((p) => p.aTreeNode.nodeUuid === job.nodeUuid);
    const missed = new Set(
      atJob.flatMap((p) =>
        p.collPersonPDACapabilitys
          .filter((c) => !c.satisfied)
          .map((c) => demandInWords(c.description, c.code)),
      ),
    );
    expect(new Set(person.missedDemands.map((m) => m.words))).toEqual(missed);

    const fit: JobPeople = (
      await get(s.employer, `secure/employer/jobs/${job.nodeUuid}/people?fitness=FIT`).expect(200)
    ).body;
    const fitReasons: Reasons = (
      await get(s.admin, `secure/reasons/byPerson/${fit.people[0].personUuid}`).expect(200)
    ).body;
    expect(
      fitReasons.collPersonPDAs
        .filter((p) => p.aTreeNode.nodeUuid === job.nodeUuid)
        .every((p) => p.satisfied),
    ).toBe(true);
    expect(fit.people[0].missedDemands).toEqual([]);
  });

  it('answers no measured value, demand value or exam field anywhere', async () => {
    const answers: unknown[] = [
      (await get(s.employer, 'secure/employer/clients').expect(200)).body,
      jobs,
    ];
    for (const job of jobs)
      answers.push(
        (
          await get(s.employer, `secure/employer/jobs/${job.nodeUuid}/people?pageSize=200`).expect(
            200,
          )
        ).body,
      );
    expect(answers.flatMap((a) => numbersIn(a))).toEqual([]);
    const text = JSON.stringify(answers);
    for (const word of ['personValue', 'pdaValue', 'details', 'exam', 'score', 'reasons', 'pdf'])
      expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it("refuses the employer every route to exams, reasons, score PDFs and people's records", async () => {
    const [exam] = await demo.ds.query(
      `SELECT e.exam_uuid, i.person_uuid FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
         JOIN persons p ON p.person_uuid = i.person_uuid
        WHERE p.client_node_uuid = $1 AND e.exam_status_enum = 'COMPLETE' LIMIT 1`,
      [riverside],
    );
    for (const path of [
      `secure/reasons/byPerson/${exam.person_uuid}`,
      `secure/exams/${exam.exam_uuid}`,
      `private/exams/${exam.exam_uuid}/exam-fields`,
      `pdf/ppt.pdf?uuid=${exam.exam_uuid}`,
      `secure/persons/${exam.person_uuid}`,
      `secure/client/${riverside}/node-match-stats`,
      `secure/nodes/${jobs[0].nodeUuid}`,
    ])
      expect([path, (await get(s.employer, path)).status]).toEqual([path, 403]);
  });

  it('refuses staff roles and names bad input', async () => {
    const job = jobs[0].nodeUuid;
    await get(s.premise, `secure/employer/clients/${riverside}/jobs`).expect(403);
    await get(s.recruiter, `secure/employer/jobs/${job}/people`).expect(403);
    const bad = await get(s.employer, `secure/employer/jobs/${job}/people?fitness=GOOD`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('fitness');
    await get(s.employer, `secure/employer/jobs/${job}/people?pageSize=1000`).expect(400);
    // The client site itself and a node without openings are not jobs.
    await get(s.employer, `secure/employer/jobs/${riverside}/people`).expect(404);
    const [quiet] = await demo.ds.query(
      `SELECT n.node_uuid FROM tree_nodes n WHERE n.ancestors[2] = $1
          AND NOT EXISTS (SELECT 1 FROM nhp_kanbans b WHERE b.node_uuid = n.node_uuid) LIMIT 1`,
      [riverside],
    );
    await get(s.employer, `secure/employer/jobs/${quiet.node_uuid}/people`).expect(404);
  });
});
