import { signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { demoClients, read, userWith } from '../support/scope-fixtures';

// Issue 32 item 7: the candidate page without HR data shows the person's exams and the jobs
// they fit. The jobs come from the stored match results (the placement badges' verdict); the
// reasons report judges the same person live, so the two must name the same jobs.
type Exam = { examUuid: string; examStatusEnum: string; startTs: string; examTypeKind: string };
type Jobs = {
  assessed: boolean;
  analysedJobs: number;
  jobs: { nodeUuid: string; description: string; path: string }[];
};
type Reasons = {
  collPersonPDAs: { satisfied: boolean; aTreeNode: { nodeUuid: string } }[];
};

describe("a candidate's exams and the jobs they fit, within the caller's rights", () => {
  let demo: DemoApp;
  let riverside: string;
  const s: Record<string, SignedIn> = {};
  let measured: string;
  let unmeasured: string;

  beforeAll(async () => {
    demo = await startDemoApp({ SIGN_IN_LIMIT_PER_ADDRESS: '1000' });
    riverside = (await demoClients(demo.ds)).Riverside;
    for (const role of ['premise', 'staffing', 'recruiter'])
      s[role] = await signInOrFail(demo.t, role, demo.passwords[role]);
    s.lakeview = await userWith(demo, ['premise:Lakeview']);
    const people = (complete: boolean) =>
      demo.ds.query(
        `SELECT p.person_uuid AS uuid FROM persons p
          WHERE p.client_node_uuid = $1 AND $2 = EXISTS (
                SELECT 1 FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
                  JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
                 WHERE i.person_uuid = p.person_uuid AND t.kind = 'PPT' AND e.exam_status_enum = 'COMPLETE')
            AND EXISTS (SELECT 1 FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
                 WHERE i.person_uuid = p.person_uuid)
          ORDER BY p.person_uuid LIMIT 1`,
        [riverside, complete],
      );
    [{ uuid: measured }] = await people(true);
    [{ uuid: unmeasured }] = await people(false);
  });

  afterAll(() => demo?.t.close());

  it("lists every exam of the person's IDs, the newest first, and no one else's", async () => {
    const exams: Exam[] = (
      await read(demo, s.premise, `secure/person/${measured}/exams`).expect(200)
    ).body;
    const expected: { uuid: string }[] = await demo.ds.query(
      `SELECT e.exam_uuid AS uuid FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
        WHERE i.person_uuid = $1`,
      [measured],
    );
    expect(exams.map((e) => e.examUuid).sort()).toEqual(expected.map((e) => e.uuid).sort());
    expect(exams.some((e) => e.examTypeKind === 'PPT' && e.examStatusEnum === 'COMPLETE')).toBe(
      true,
    );
    const starts = exams.map((e) => e.startTs);
    expect(starts).toEqual([...starts].sort().reverse());
    // The recruiter reads rosters too; staffing does not, and another client's premise sees nothing.
    await read(demo, s.recruiter, `secure/person/${measured}/exams`).expect(200);
    await read(demo, s.staffing, `secure/person/${measured}/exams`).expect(403);
    await read(demo, s.lakeview, `secure/person/${measured}/exams`).expect(404);
  });

  it('names the jobs the person fits: those whose every active PDA the reasons report satisfies', async () => {
    const got: Jobs = (
      await read(demo, s.staffing, `secure/person/${measured}/fitting-jobs`).expect(200)
    ).body;
    const reasons: Reasons = (
      await read(demo, demo.admin, `secure/reasons/byPerson/${measured}`).expect(200)
    ).body;
    const verdict = new Map<string, boolean>();
    for (const pda of reasons.collPersonPDAs) {
      const node = pda.aTreeNode.nodeUuid;
      verdict.set(node, (verdict.get(node) ?? true) && pda.satisfied);
    }
    const fits = [...verdict].filter(([, ok]) => ok).map(([node]) => node);
    expect(got.assessed).toBe(true);
    expect(got.analysedJobs).toBe(verdict.size);
    expect(got.jobs.map((j) => j.nodeUuid).sort()).toEqual(fits.sort());
    expect(got.jobs.length).toBeGreaterThan(0);
    // The path names the job's place under its client site, not the site itself.
    for (const job of got.jobs) {
      expect(job.path).not.toContain('Riverside');
      expect(job.description.length).toBeGreaterThan(0);
    }
    const keys = got.jobs.map((j) => `${j.path} / ${j.description}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
  });

  it('says a person without a finalized PPT exam is not assessed, and fits nothing', async () => {
    const got: Jobs = (
      await read(demo, s.recruiter, `secure/person/${unmeasured}/fitting-jobs`).expect(200)
    ).body;
    expect(got).toMatchObject({ assessed: false, jobs: [] });
    await read(demo, s.lakeview, `secure/person/${unmeasured}/fitting-jobs`).expect(404);
  });
});
