import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { levelUuidOf } from '@domain/tree-levels';
import { CHUNK_BYTES } from '@server/modules/storage/object-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { startTestApp, type TestApp } from '../support/test-app';
import { startWorkdaySimulator, type WorkdaySimulator } from '../support/workday-simulator';

const HR_SECRET_KEY = 'the HR secret key every instance of this test shares';
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** The raw response body, whatever its type. */
function bytesOf(request: Test) {
  return request
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .then((res) => ({ status: res.status, headers: res.headers, body: res.body as Buffer }));
}

/**
 * Two instances on one PostgreSQL, each with its own DATA_DIR (decision 0043): what one
 * stores, the other serves, and an instance with another HR key is refused at start.
 */
describe('two app instances on one database', () => {
  let sim: WorkdaySimulator;
  let demo: DemoApp;
  let a: TestApp;
  let b: TestApp;
  let adminOnB: SignedIn;
  let report: string;
  let node: string;

  beforeAll(async () => {
    sim = await startWorkdaySimulator();
    const env = { WORKDAY_SIMULATOR_URL: sim.url, HR_SECRET_KEY };
    demo = await startDemoApp(env);
    a = demo.t;
    b = await startTestApp(env, { database: a.database });
    adminOnB = await signInOrFail(b, 'admin', demo.passwords.admin);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await sim?.close();
  });

  it('serves from one instance a file uploaded through the other, byte for byte', async () => {
    [{ node_uuid: node }] = await demo.ds.query(
      `SELECT node_uuid FROM tree_nodes WHERE parent_node_uuid IS NOT NULL ORDER BY node_uuid LIMIT 1`,
    );
    // Over one stored piece (512 KiB), so the download is put together from several.
    const content = randomBytes(1_300_000);
    const [file] = (
      await as(demo.admin, a.http().post(`/api/upload/v1/${node}`))
        .attach('files', content, 'drawing plan.pdf')
        .expect(201)
    ).body;
    const download = await bytesOf(
      as(adminOnB, b.http().get(`/api/v1/secure/file/${file.fileUuid}`)),
    );
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-disposition']).toContain('drawing plan.pdf');
    expect(download.body.equals(content)).toBe(true);
  });

  it('serves from one instance a bulk report started on the other', async () => {
    const [team] = await demo.ds.query(
      `SELECT n.node_uuid FROM tree_nodes n WHERE n.level_uuid = $1 AND EXISTS (
         SELECT 1 FROM pdas p JOIN tree_nodes c ON c.node_uuid = p.node_uuid WHERE c.ancestors @> ARRAY[n.node_uuid]) LIMIT 1`,
      [levelUuidOf('Production Group')],
    );
    const started = await as(
      demo.admin,
      a.http().get(`/api/v1/secure/bulkPDA/${team.node_uuid}/${levelUuidOf('Production Process')}`),
    ).expect(200);
    const job = (report = started.body.quartzJobUuid);
    let status = '';
    for (let i = 0; i < 240 && status !== 'COMPLETED' && status !== 'FAILED'; i++) {
      await new Promise((done) => setTimeout(done, 250));
      status = (await as(demo.admin, a.http().get(`/api/v1/secure/bulkPDA/${job}/status`))).body
        .status;
    }
    expect(status).toBe('COMPLETED');
    const [run] = await demo.ds.query(
      `SELECT output_file FROM job_runs WHERE quartz_job_uuid = $1`,
      [job],
    );
    expect(run.output_file).toBe(`reports/${job}.pdf`); // relative: no instance's disk path
    const pdf = await bytesOf(as(adminOnB, b.http().get(`/api/v1/secure/bulkPDA/${job}/download`)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('pda-report.pdf');
    expect(Number(pdf.headers['content-length'])).toBe(pdf.body.length);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('moves what an earlier version left on its disk into the database when it starts', async () => {
    const download = (path: string) => bytesOf(as(demo.admin, a.http().get(`/api/v1/${path}`)));
    const hourAgo = new Date(Date.now() - 3600_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-old-'));
    const onDisk = (...path: string[]) => join(dataDir, ...path);
    const place = (path: string, content: Buffer | string, when?: Date) => {
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, content);
      if (when) utimesSync(path, when, when);
    };
    const diskCopy = (hash: string) => onDisk('files', hash.slice(0, 2), hash);
    /** A row as an earlier version wrote it; answers its id. */
    const addRow = async (name: string, bytes: number, hash: string): Promise<string> => {
      const fileUuid = randomUUID();
      await demo.ds.query(
        `INSERT INTO tree_files (file_uuid, node_uuid, name, bytes, content_hash, mime_type, zero_bytes, created_by_user_uuid)
         VALUES ($1, $2, $3, $4, $5, 'application/octet-stream', false, $6)`,
        [fileUuid, node, name, bytes, hash, demo.admin.user.userUuid],
      );
      return fileUuid;
    };
    // A row whose content only this disk holds, over one stored piece.
    const legacy = randomBytes(CHUNK_BYTES + 1000);
    place(diskCopy(sha256(legacy)), legacy, hourAgo);
    const legacyFile = await addRow('legacy.bin', legacy.length, sha256(legacy));
    // A copy whose bytes are not what its name says stays where it is, and is not imported.
    const damagedHash = sha256(randomBytes(100));
    place(diskCopy(damagedHash), randomBytes(100), hourAgo);
    await addRow('damaged.bin', 100, damagedHash);
    const orphan = randomBytes(100);
    const justPlaced = randomBytes(100);
    place(diskCopy(sha256(orphan)), orphan, hourAgo);
    place(diskCopy(sha256(justPlaced)), justPlaced); // its instance may be committing its row
    place(onDisk('tmp', 'upload-cut-short'), 'half an upload', hourAgo);
    place(onDisk('tmp', 'upload-still-arriving'), 'another instance is receiving this');
    // The bulk report of the test before, as an earlier version kept it.
    const reportPath = `secure/bulkPDA/${report}/download`;
    const pdf = (await download(reportPath)).body;
    await demo.ds.query('DELETE FROM stored_objects WHERE key = $1', [`reports/${report}.pdf`]);
    const gone = await download(reportPath);
    expect(gone.status).toBe(410);
    expect(gone.body.toString()).toContain(
      'The file of this report is not stored any more; start a new one',
    );
    place(onDisk('reports', `${report}.pdf`), pdf);
    expect((await download(`secure/file/${legacyFile}`)).status).toBe(500);
    try {
      const c = await startTestApp({ DATA_DIR: dataDir, HR_SECRET_KEY }, { database: a.database });
      await c.app.close(); // not c.close(): that would delete the DATA_DIR looked at below
      const file = await download(`secure/file/${legacyFile}`);
      expect(file.status).toBe(200);
      expect(file.body.equals(legacy)).toBe(true);
      expect(existsSync(diskCopy(sha256(legacy)))).toBe(false);
      expect(existsSync(diskCopy(damagedHash))).toBe(true);
      expect(existsSync(diskCopy(sha256(orphan)))).toBe(false);
      expect(existsSync(diskCopy(sha256(justPlaced)))).toBe(true);
      expect(existsSync(onDisk('tmp', 'upload-cut-short'))).toBe(false);
      expect(existsSync(onDisk('tmp', 'upload-still-arriving'))).toBe(true);
      expect(existsSync(onDisk('reports'))).toBe(false);
      const back = await download(reportPath);
      expect(back.status).toBe(200);
      expect(back.body.equals(pdf)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('calls the HR system from one instance with the secrets the other sealed', async () => {
    const [{ workday_api_uuid: endpoint }] = await demo.ds.query(
      `SELECT workday_api_uuid FROM workday_endpoints`,
    );
    const res = await as(
      adminOnB,
      b.http().get(`/api/v1/secure/workday/${endpoint}/server-timestamp`),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses to start an instance whose HR key is not the one the secrets were sealed with', async () => {
    const refused = startTestApp(
      { HR_SECRET_KEY: 'another key, just as long as the right one' },
      { database: a.database },
    );
    await expect(refused).rejects.toThrow(
      /HR secret key of this instance \(from HR_SECRET_KEY\) is not the key the database's HR secrets were sealed with: set HR_SECRET_KEY/,
    );
    // Without HR_SECRET_KEY, its own DATA_DIR key file is refused the same way.
    await expect(startTestApp({}, { database: a.database })).rejects.toThrow(
      /\(from the key file .*workday-secret\.key\).*set HR_SECRET_KEY/,
    );
  });
});
