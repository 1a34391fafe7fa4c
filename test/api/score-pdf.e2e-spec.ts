import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { as, createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';

/** The PDF's text through poppler's pdftotext (npm test installs poppler-utils). */
async function textOf(
  request: Test,
  work: string,
): Promise<{ status: number; type: string; text: string }> {
  const res = await request.buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });
  if (res.status !== 200)
    return { status: res.status, type: res.headers['content-type'], text: '' };
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, res.body as Buffer);
  const out = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(out.status).toBe(0);
  return {
    status: res.status,
    type: res.headers['content-type'],
    text: out.stdout.replace(/\s+/g, ' '),
  };
}

describe('score PDFs', () => {
  let demo: DemoApp;
  let work: string;
  const s: Record<string, SignedIn> = {};
  type Exam = {
    exam_uuid: string;
    person_uuid: string;
    first_name: string;
    last_name: string;
    id: string;
  };
  let ppt: Exam;
  let tmm: Exam;
  let node: string;

  beforeAll(async () => {
    demo = await startDemoApp();
    work = mkdtempSync(join(tmpdir(), 'score-pdf-'));
    for (const [userCode, password] of Object.entries(demo.passwords))
      s[userCode] = await signInOrFail(demo.t, userCode, password);
    await createUser(demo.t, {
      userCode: 'lakeview',
      password: 'lakeview-pass-1',
      groups: ['premise:Lakeview'],
    });
    s.lakeview = await signInOrFail(demo.t, 'lakeview', 'lakeview-pass-1');
    const complete = async (kind: string): Promise<Exam> =>
      (
        await demo.ds.query(
          `SELECT e.exam_uuid, p.person_uuid, p.first_name, p.last_name, i.id
             FROM exams e JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
             JOIN exam_rooms r ON r.room_uuid = e.room_uuid JOIN exam_locations l ON l.location_uuid = r.location_uuid
             JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid
             JOIN person_ids i ON i.id_uuid = e.id_uuid JOIN persons p ON p.person_uuid = i.person_uuid
            WHERE t.kind = $1 AND e.exam_status_enum = 'COMPLETE' AND c.description LIKE 'Riverside%'
            ORDER BY e.start_ts DESC LIMIT 1`,
          [kind],
        )
      )[0];
    ppt = await complete('PPT');
    tmm = await complete('TMM');
    node = (
      await demo.ds.query(
        `SELECT p.node_uuid FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
           JOIN tree_nodes c ON c.node_uuid = n.ancestors[2]
          WHERE c.description LIKE 'Riverside%' AND p.pda_status_enum IN ('COMPLETED', 'APPROVED') LIMIT 1`,
      )
    )[0].node_uuid;
  });

  afterAll(async () => {
    await demo?.t.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const get = (who: string, path: string) => as(s[who], demo.t.http().get(`/api/v1/${path}`));

  it("prints an exam's score sheet with the person, sections and values", async () => {
    const pdf = await textOf(
      get('recruiter', `pdf/score.pdf?uuid=${ppt.exam_uuid}&nocache=1`),
      work,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain(`${ppt.last_name}, ${ppt.first_name}`);
    expect(pdf.text).toContain(ppt.id);
    expect(pdf.text).toMatch(/Strength .*Lift floor to waist \(kg\) \* \d+\.\d/);
    expect(pdf.text).toContain('Complete');
  });

  it('prints a TMM interview with the rating descriptions', async () => {
    const pdf = await textOf(get('premise', `pdf/tmm-score.pdf?uuid=${tmm.exam_uuid}`), work);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Teamwork');
    expect(pdf.text).toMatch(/Teamwork \* (1 - Poor|2|3 - Meets|4|5 - Excellent) /);
  });

  it("prints a PPT's measurements, the newest of a person, with a node's demands beside them", async () => {
    const pdf = await textOf(
      get('admin', `pdf/ppt.pdf?person_uuid=${ppt.person_uuid}&node_uuid=${node}`),
      work,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Measurements and the demands at');
    expect(pdf.text).toContain('Grip strength, left (kg)');
  });

  it('answers 400 for the wrong kind of exam or nothing named, 404 for another client, and takes ?jwt=', async () => {
    const wrong = await get('admin', `pdf/ppt.pdf?uuid=${tmm.exam_uuid}`).expect(400);
    expect(wrong.body).toMatchObject({
      code: 'EXAMS_WRONG_EXAM_KIND',
      message: expect.stringContaining('ppt.pdf is for PPT exams'),
    });
    await get('admin', `pdf/tmm-score.pdf?uuid=${ppt.exam_uuid}`).expect(400);
    expect((await get('admin', 'pdf/score.pdf').expect(400)).body.message).toBe(
      'Name the exam (uuid) or the person (person_uuid)',
    );
    await get('admin', 'pdf/score.pdf?uuid=not-a-uuid').expect(400);
    await get('lakeview', `pdf/score.pdf?uuid=${ppt.exam_uuid}`).expect(404);
    await get('lakeview', `pdf/ppt.pdf?person_uuid=${ppt.person_uuid}`).expect(404);
    await get('staffing', `pdf/score.pdf?uuid=${ppt.exam_uuid}`).expect(403);
    const link = await textOf(
      demo.t
        .http()
        .get(
          `/api/v1/pdf/score.pdf?uuid=${ppt.exam_uuid}&jwt=${encodeURIComponent(s.recruiter.jwt)}`,
        ),
      work,
    );
    expect(link.status).toBe(200);
  });
});
