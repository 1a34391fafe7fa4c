import { DataSource } from 'typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import { seedDemoData } from '@server/database/seed/demo-seed';
import { as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

describe('PDA reports', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    const { credentials } = await seedDemoData(t.app.get(DataSource), { scale: 1 });
    const c = credentials.find((x) => x.userCode === 'admin')!;
    admin = await signInOrFail(t, 'admin', c.password);
  });

  afterAll(async () => {
    await t.close();
  });

  it('renders a PDA PDF with ?jwt=', async () => {
    const [pda] = await t.app
      .get(DataSource)
      .query(`SELECT pda_uuid, description FROM pdas WHERE takt_time IS NOT NULL LIMIT 1`);
    const res = await t
      .http()
      .get(`/api/v1/secure/pda/${pda.pda_uuid}/pdf?jwt=${admin.jwt}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs a bulk report job to completion and serves one merged PDF', async () => {
    const [team] = await t.app.get(DataSource).query(
      `SELECT n.node_uuid FROM tree_nodes n WHERE n.level_uuid = $1 AND EXISTS (
         SELECT 1 FROM pdas p JOIN tree_nodes c ON c.node_uuid = p.node_uuid WHERE c.ancestors @> ARRAY[n.node_uuid]) LIMIT 1`,
      [levelUuidOf('Production Group')],
    );
    const started = await as(
      admin,
      t.http().get(`/api/v1/secure/bulkPDA/${team.node_uuid}/${levelUuidOf('Production Process')}`),
    ).expect(200);
    const job = started.body.quartzJobUuid;
    let status;
    for (let i = 0; i < 120; i++) {
      status = (await as(admin, t.http().get(`/api/v1/secure/bulkPDA/${job}/status`)).expect(200))
        .body;
      if (status.status === 'COMPLETED' || status.status === 'FAILED') break;
      await new Promise((done) => setTimeout(done, 250));
    }
    expect(status).toMatchObject({
      status: 'COMPLETED',
      collQuartzJobMetas: [{ outputFile: `/api/v1/secure/bulkPDA/${job}/download` }],
    });
    expect(status.currentStep).toBe(status.totalSteps);
    const pdf = await t
      .http()
      .get(`/api/v1/secure/bulkPDA/${job}/download?jwt=${admin.jwt}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
