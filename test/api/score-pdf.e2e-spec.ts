import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { antiForgery, as, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp, signInDemoUsers } from '../support/demo-app';

interface Pdf {
  status: number;
  type: string;
  headers: Record<string, string>;
  text: string;
}

/** The PDF's text through poppler's pdftotext (npm test installs poppler-utils). */
async function textOf(request: Test, work: string): Promise<Pdf> {
  const res = await request.buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const answer = { status: res.status, type: res.headers['content-type'], headers: res.headers };
  if (res.status !== 200) return { ...answer, text: '' };
  const file = join(work, `${randomUUID()}.pdf`);
  writeFileSync(file, res.body as Buffer);
  const out = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(out.status).toBe(0);
  return { ...answer, text: out.stdout.replace(/\s+/g, ' ') };
}

type Exam = {
  exam_uuid: string;
  person_uuid: string;
  first_name: string;
  last_name: string;
  id: string;
};

const NOTE =
  'Calm and clear about the safety rules of the line, asked about the night shift rotation, ' +
  'and described two earlier jobs with heavy lifting in detail.\nWould fit a team lead later.';

describe('score PDFs (/pdf/score.pdf, tmm-score.pdf, ppt.pdf)', () => {
  let demo: DemoApp;
  let work: string;
  let s: Record<string, SignedIn> = {};
  let ppt: Exam;
  let tmm: Exam;
  let node: string;
  let lakeviewNode: string;

  beforeAll(async () => {
    demo = await startDemoApp();
    work = mkdtempSync(join(tmpdir(), 'score-pdf-'));
    s = await signInDemoUsers(demo);
    const complete = async (kind: string): Promise<Exam> =>
      (
        await demo.ds.query(
          `SELECT e.exam_uuid, p.person_uuid, p.first_name, p.last_name, i.id
             FROM exams e JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
             JOIN exam_rooms r ON r.room_uuid = e.room_uuid JOIN exam_locations l ON l.location_uuid = r.location_uuid
             JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid
             JOIN person_ids i ON i.id_uuid = e.id_uuid JOIN persons p ON p.person_uuid = i.person_uuid
            WHERE t.kind = $1 AND e.exam_status_enum = 'COMPLETE' AND c.description LIKE 'Riverside%'
              AND NOT EXISTS (SELECT 1 FROM exams later JOIN exam_types lt ON lt.exam_type_uuid = later.exam_type_uuid
                               JOIN person_ids li ON li.id_uuid = later.id_uuid
                              WHERE li.person_uuid = p.person_uuid AND lt.kind = t.kind
                                AND later.exam_status_enum = 'COMPLETE' AND later.start_ts > e.start_ts)
            ORDER BY e.start_ts DESC, e.exam_uuid LIMIT 1`,
          [kind],
        )
      )[0];
    ppt = await complete('PPT');
    tmm = await complete('TMM');
    const activePdaNode = async (client: string): Promise<string> =>
      (
        await demo.ds.query(
          `SELECT p.node_uuid FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
             JOIN tree_nodes c ON c.node_uuid = n.ancestors[2]
            WHERE c.description LIKE $1 AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
              AND EXISTS (SELECT 1 FROM pda_demands d WHERE d.pda_uuid = p.pda_uuid AND d.value ~ '^[0-9.]+$')
            ORDER BY p.node_uuid LIMIT 1`,
          [`${client}%`],
        )
      )[0].node_uuid;
    node = await activePdaNode('Riverside');
    lakeviewNode = await activePdaNode('Lakeview');
    // The demo leaves interview notes empty: a long note with a line break for the TMM sheet.
    await demo.ds.query(
      `INSERT INTO exam_fields (exam_field_uuid, exam_uuid, exam_type_field_uuid, string_value)
       SELECT gen_random_uuid(), $1, f.exam_type_field_uuid, $2 FROM exam_type_fields f
        JOIN exam_type_groups g ON g.group_uuid = f.group_uuid JOIN exam_sections sc ON sc.section_uuid = g.section_uuid
        JOIN exams e ON e.exam_type_uuid = sc.exam_type_uuid
       WHERE e.exam_uuid = $1 AND f.field_type_code = 'TEXTAREA'
       ON CONFLICT (exam_uuid, exam_type_field_uuid) DO UPDATE SET string_value = EXCLUDED.string_value`,
      [tmm.exam_uuid, NOTE],
    );
  });

  afterAll(async () => {
    await demo?.t.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const get = (who: string, path: string) => as(s[who], demo.t.http().get(`/api/v1/${path}`));

  it("prints an exam's score sheet: person, ID, type, when, where, status, every section and value", async () => {
    const pdf = await textOf(
      get('recruiter', `pdf/score.pdf?uuid=${ppt.exam_uuid}&nocache=1`),
      work,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="score-\d+\.pdf"/);
    expect(pdf.headers['cache-control']).toContain('no-cache');
    expect(pdf.text).toContain(`${ppt.last_name}, ${ppt.first_name}`);
    expect(pdf.text).toContain(ppt.id);
    expect(pdf.text).toContain('PPT - Physical Performance Test');
    expect(pdf.text).toContain('Riverside');
    expect(pdf.text).toContain('Room ');
    expect(pdf.text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(pdf.text).toContain('Complete');
    for (const section of ['Strength', 'Hands', 'Range of motion', 'Observations'])
      expect(pdf.text).toContain(section);
    expect(pdf.text).toMatch(/Lift floor to waist \(kg\) \* \d+\.\d /);
    expect(pdf.text).toMatch(/Dominant hand \* (Left|Right) /);
  });

  it('flags required fields left empty', async () => {
    const [pending] = await demo.ds.query(
      `SELECT e.exam_uuid FROM exams e JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
         JOIN exam_rooms r ON r.room_uuid = e.room_uuid JOIN exam_locations l ON l.location_uuid = r.location_uuid
         JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid
        WHERE t.kind = 'PPT' AND e.exam_status_enum = 'PENDING' AND c.description LIKE 'Riverside%'
          AND NOT EXISTS (SELECT 1 FROM exam_fields f WHERE f.exam_uuid = e.exam_uuid) LIMIT 1`,
    );
    const pdf = await textOf(get('premise', `pdf/score.pdf?uuid=${pending.exam_uuid}`), work);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Pending');
    expect(pdf.text).toContain('0%');
    expect(pdf.text).toMatch(/Lift floor to waist \(kg\) \* MISSING/);
  });

  it('prints a TMM interview: rating descriptions and the whole note', async () => {
    const pdf = await textOf(get('premise', `pdf/tmm-score.pdf?uuid=${tmm.exam_uuid}`), work);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain(`${tmm.last_name}, ${tmm.first_name}`);
    expect(pdf.text).toMatch(/Teamwork \* (1 - Poor|2|3 - Meets|4|5 - Excellent) /);
    expect(pdf.text).toContain('Interview notes');
    expect(pdf.text).toContain('Calm and clear about the safety rules');
    expect(pdf.text).toContain('Would fit a team lead later.');
    // By person: their newest complete TMM is the same exam.
    const byPerson = await textOf(
      get('admin', `pdf/tmm-score.pdf?person_uuid=${tmm.person_uuid}`),
      work,
    );
    expect(byPerson.status).toBe(200);
    expect(byPerson.text).toContain('Would fit a team lead later.');
  });

  it("prints a PPT's measurements, the newest of a person, with a node's active demands beside them", async () => {
    const alone = await textOf(get('recruiter', `pdf/ppt.pdf?uuid=${ppt.exam_uuid}`), work);
    expect(alone.status).toBe(200);
    expect(alone.text).toMatch(/Grip strength, left \(kg\) \d+\.\d /);
    expect(alone.text).not.toContain('Demands');
    // Fields measuring a capability only: the dominant hand is one, the examiner's notes not.
    expect(alone.text).toMatch(/Dominant hand (Left|Right)/);
    expect(alone.text).not.toContain('Examiner comments');

    const beside = await textOf(
      get('admin', `pdf/ppt.pdf?person_uuid=${ppt.person_uuid}&node_uuid=${node}`),
      work,
    );
    expect(beside.status).toBe(200);
    expect(beside.text).toContain(`${ppt.last_name}, ${ppt.first_name}`);
    expect(beside.text).toContain('Measurements and the demands at');
    expect(beside.text).toContain('Demands (PDA: value)');
    expect(beside.text).toMatch(/(at least|at most) \d/);
    // Each demand with the shared rule's verdict on this exam's value.
    expect(beside.text).toMatch(/\((met|not met: [^)]+)\)/);
  });

  it('answers each kind of caller: 401, 403 without RosterRead, 404 for another client', async () => {
    const cases: [string, string][] = [
      ['score.pdf', ppt.exam_uuid],
      ['tmm-score.pdf', tmm.exam_uuid],
      ['ppt.pdf', ppt.exam_uuid],
    ];
    const expected: Record<string, number> = {
      anonymous: 401,
      admin: 200,
      dev: 200,
      premise: 200,
      recruiter: 200,
      staffing: 403,
      lakeview: 404,
    };
    const wrong: string[] = [];
    for (const [file, exam] of cases)
      for (const [who, status] of Object.entries(expected)) {
        const path = `/api/v1/pdf/${file}?uuid=${exam}`;
        const request =
          who === 'anonymous'
            ? demo.t.http().get(path).set('X-Anti-Forgery', antiForgery())
            : as(s[who], demo.t.http().get(path));
        const res = await request;
        if (res.status !== status) wrong.push(`${who} ${file}: ${res.status}, not ${status}`);
      }
    expect(wrong).toEqual([]);
    // By person and by node too: Riverside's person or node is not there for Lakeview.
    await get('lakeview', `pdf/ppt.pdf?person_uuid=${ppt.person_uuid}`).expect(404);
    await get('lakeview', `pdf/score.pdf?person_uuid=${tmm.person_uuid}`).expect(404);
    await get('premise', `pdf/ppt.pdf?uuid=${ppt.exam_uuid}&node_uuid=${lakeviewNode}`).expect(404);
  });

  it('answers 400 naming the problem for the wrong kind, nothing named or a bad value', async () => {
    const wrong = await get('admin', `pdf/ppt.pdf?uuid=${tmm.exam_uuid}`).expect(400);
    expect(wrong.body).toMatchObject({
      code: 'EXAMS_WRONG_EXAM_KIND',
      message: 'ppt.pdf is for PPT exams; this one is TMM - Team Member Interview (TMM)',
    });
    const other = await get('admin', `pdf/tmm-score.pdf?uuid=${ppt.exam_uuid}`).expect(400);
    expect(other.body.message).toMatch(/^tmm-score\.pdf is for TMM exams; this one is PPT/);
    expect((await get('admin', 'pdf/score.pdf').expect(400)).body.message).toBe(
      'Name the exam (uuid) or the person (person_uuid)',
    );
    expect(
      (await get('admin', `pdf/score.pdf?uuid=${ppt.exam_uuid}&person_uuid=${randomUUID()}`)).body
        .message,
    ).toBe('person_uuid: the exam (uuid) is not of that person');
    for (const query of [
      'uuid=not-a-uuid',
      'person_uuid=1',
      `uuid=${ppt.exam_uuid}&node_uuid=x`,
      `uuid=${ppt.exam_uuid}&uuid=${tmm.exam_uuid}`,
      `uuid=${ppt.exam_uuid}&colour=red`,
    ]) {
      const res = await get('admin', `pdf/score.pdf?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toEqual(expect.any(String));
    }
  });

  it('answers 404 for a missing exam, person or node, and a person without such an exam', async () => {
    await get('admin', `pdf/score.pdf?uuid=${randomUUID()}`).expect(404);
    await get('admin', `pdf/ppt.pdf?person_uuid=${randomUUID()}`).expect(404);
    await get('admin', `pdf/ppt.pdf?uuid=${ppt.exam_uuid}&node_uuid=${randomUUID()}`).expect(404);
    const [untested] = await demo.ds.query(
      `SELECT p.person_uuid FROM persons p JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
        WHERE c.description LIKE 'Riverside%' AND NOT EXISTS (
          SELECT 1 FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
           WHERE i.person_uuid = p.person_uuid AND e.exam_status_enum = 'COMPLETE') LIMIT 1`,
    );
    const none = await get('admin', `pdf/tmm-score.pdf?person_uuid=${untested.person_uuid}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('The person has no complete TMM exam');
  });

  it('takes the session JWT as ?jwt= for links without headers', async () => {
    const link = await textOf(
      demo.t
        .http()
        .get(
          `/api/v1/pdf/score.pdf?uuid=${ppt.exam_uuid}&jwt=${encodeURIComponent(s.recruiter.jwt)}&nocache=${Date.now()}`,
        ),
      work,
    );
    expect(link.status).toBe(200);
    expect(link.text).toContain(`${ppt.last_name}, ${ppt.first_name}`);
    await demo.t.http().get(`/api/v1/pdf/ppt.pdf?uuid=${ppt.exam_uuid}&jwt=nonsense`).expect(401);
    await demo.t
      .http()
      .get(`/api/v1/pdf/ppt.pdf?uuid=${ppt.exam_uuid}&jwt=${encodeURIComponent(s.staffing.jwt)}`)
      .expect(403);
  });
});
