import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { TENANT_NODE_UUID } from '@domain/tree-levels';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { antiForgery, as, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startSeededApp } from '../support/demo-app';
import type { TestApp } from '../support/test-app';
import { queryAsOwner } from '../support/test-database';

interface StoredFile {
  fileUuid: string;
  name: string;
  bytes: number;
  fileTypeUuid: string | null;
  zeroBytes: boolean;
  mimeType: string;
  created: string;
}

const UPLOAD_MAX_BYTES = 64 * 1024;
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Every file under a folder, recursively (the content store and the temp folder). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The raw response body, whatever its type. */
function bytesOf(
  request: Test,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return request
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .then((res) => ({ status: res.status, headers: res.headers, body: res.body as Buffer }));
}

describe('node files', () => {
  let t: TestApp;
  let dataDir: string;
  let dataSource: DataSource;
  const s: Record<string, SignedIn> = {};
  let shop: string;
  let lakeviewShop: string;

  const upload = (who: string, nodeUuid: string) =>
    as(s[who], t.http().post(`/api/upload/v1/${nodeUuid}`));
  const get = (who: string, path: string) => as(s[who], t.http().get(`/api/v1/${path}`));
  const withJwt = (who: string, path: string) =>
    t.http().get(`/api/v1/${path}?jwt=${encodeURIComponent(s[who].jwt)}`);
  const rowsNamed = async (...names: string[]): Promise<number> =>
    (
      await dataSource.query(`SELECT count(*)::int AS n FROM tree_files WHERE name = ANY($1)`, [
        names,
      ])
    )[0].n;
  /** Whether the content is in the database's store (decision 0043). */
  const stored = async (content: Buffer) =>
    (
      await dataSource.query(`SELECT 1 FROM stored_objects WHERE key = $1`, [
        `files/${sha256(content)}`,
      ])
    ).length > 0;
  const storedFiles = async (): Promise<number> =>
    (
      await dataSource.query(
        `SELECT count(*)::int AS n FROM stored_objects WHERE starts_with(key, 'files/')`,
      )
    )[0].n;

  beforeAll(async () => {
    const { t: app, credentials } = await startSeededApp({
      UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
    });
    t = app;
    dataSource = t.app.get(DataSource);
    dataDir = t.app.get<AppConfig>(APP_CONFIG).dataDir;
    for (const c of credentials) s[c.userCode] = await signInOrFail(t, c.userCode, c.password);
    const tenant = (await get('admin', `secure/nodes/${TENANT_NODE_UUID}`).expect(200)).body;
    const firstShopOf = async (prefix: string) => {
      const client = tenant.collTreeNodes.find((n: { description: string }) =>
        n.description.startsWith(prefix),
      );
      return (await get('admin', `secure/nodes/${client.nodeUuid}`).expect(200)).body
        .collTreeNodes[0].nodeUuid as string;
    };
    shop = await firstShopOf('Riverside');
    lakeviewShop = await firstShopOf('Lakeview');
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    // Whatever a test did, no upload may leave a temp file behind.
    expect(filesUnder(join(dataDir, 'tmp'))).toEqual([]);
  });

  it('stores two files, one of them empty and flagged, and lists them on the node', async () => {
    const study = Buffer.from('Takt time 58 s\nStation 4: torque check\n');
    const res = await upload('premise', shop)
      .attach('files', study, { filename: 'takt-study.txt', contentType: 'text/plain' })
      .attach('files', Buffer.alloc(0), { filename: 'empty.txt', contentType: 'text/plain' })
      .expect(201);
    expect(res.body).toEqual([
      {
        fileUuid: expect.any(String),
        name: 'takt-study.txt',
        bytes: study.length,
        fileTypeUuid: null,
        zeroBytes: false,
        mimeType: 'text/plain',
        created: expect.any(String),
      },
      expect.objectContaining({ name: 'empty.txt', bytes: 0, zeroBytes: true }),
    ]);
    const node = await get('premise', `secure/nodes/${shop}`).expect(200);
    expect(node.body.collJFFiles).toEqual(expect.arrayContaining(res.body));
    const [audit] = await dataSource.query(
      `SELECT actor_user_uuid, after FROM audit_entries WHERE entity_id = $1 AND action = 'files-uploaded'`,
      [shop],
    );
    expect(audit.actor_user_uuid).toBe(s.premise.user.userUuid);
    expect(audit.after.files.map((f: { name: string }) => f.name)).toEqual([
      'takt-study.txt',
      'empty.txt',
    ]);
  });

  it('downloads both byte for byte, with ?jwt= and with headers, as attachment or inline', async () => {
    const content = randomBytes(3000);
    const [file, empty] = (
      await upload('premise', shop)
        .attach('files', content, 'Prüfbericht ✓.pdf')
        .attach('files', Buffer.alloc(0), 'nothing.bin')
        .expect(201)
    ).body as StoredFile[];
    expect(file.mimeType).toBe('application/pdf');

    const viaJwt = await bytesOf(withJwt('recruiter', `secure/file/${file.fileUuid}`));
    expect(viaJwt.status).toBe(200);
    expect(viaJwt.body.equals(content)).toBe(true);
    expect(viaJwt.headers['content-type']).toBe('application/pdf');
    expect(viaJwt.headers['content-length']).toBe(String(content.length));
    expect(viaJwt.headers['content-disposition']).toBe(
      `attachment; filename="Pr_fbericht _.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20%E2%9C%93.pdf`,
    );

    const viaHeaders = await bytesOf(get('premise', `secure/file/${file.fileUuid}`));
    expect(viaHeaders.status).toBe(200);
    expect(viaHeaders.body.equals(content)).toBe(true);

    const emptyDownload = await bytesOf(withJwt('premise', `secure/file/${empty.fileUuid}`));
    expect(emptyDownload.status).toBe(200);
    expect(emptyDownload.body.length).toBe(0);
    expect(emptyDownload.headers['content-length']).toBe('0');
    expect(emptyDownload.headers['content-type']).toBe('application/octet-stream');

    for (const path of [`secure/read/${file.fileUuid}`, `secure/read/files/${file.fileUuid}`]) {
      const inline = await bytesOf(withJwt('premise', path));
      expect(inline.status).toBe(200);
      expect(inline.body.equals(content)).toBe(true);
      expect(inline.headers['content-disposition']).toMatch(
        /^inline; filename="Pr_fbericht _.pdf"/,
      );
    }
  });

  it('sends text byte for byte with its length, never recompressed', async () => {
    const csv = Buffer.from('station;takt\n'.repeat(2000));
    const [file] = (await upload('premise', shop).attach('files', csv, 'stations.csv').expect(201))
      .body as StoredFile[];
    const res = await bytesOf(
      withJwt('premise', `secure/file/${file.fileUuid}`).set('Accept-Encoding', 'gzip'),
    );
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(csv.length));
    expect(res.body.equals(csv)).toBe(true);
  });

  it('serves uploaded HTML sandboxed, so it cannot run as the portal', async () => {
    const [page] = (
      await upload('premise', shop)
        .attach('files', Buffer.from('<script>alert(1)</script>'), 'page.html')
        .expect(201)
    ).body as StoredFile[];
    const inline = await withJwt('premise', `secure/read/${page.fileUuid}`).expect(200);
    expect(inline.headers['content-type']).toMatch(/^text\/html/);
    expect(inline.headers['content-security-policy']).toBe('sandbox');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores the same content once', async () => {
    const content = randomBytes(5000);
    const first = (
      await upload('premise', shop)
        .attach('files', content, 'copy-a.bin')
        .attach('files', content, 'copy-b.bin')
        .expect(201)
    ).body as StoredFile[];
    const second = (await upload('admin', shop).attach('files', content, 'copy-c.bin').expect(201))
      .body as StoredFile[];
    const [{ copies }] = await dataSource.query(
      `SELECT count(*)::int AS copies FROM stored_objects WHERE key = $1`,
      [`files/${sha256(content)}`],
    );
    expect(copies).toBe(1);
    for (const file of [...first, ...second]) {
      const download = await bytesOf(withJwt('premise', `secure/file/${file.fileUuid}`));
      expect(download.body.equals(content)).toBe(true);
    }
  });

  it('takes up to 100 files at once and refuses 101 with a 400 naming the limit', async () => {
    const many = (count: number, prefix: string) => {
      const request = upload('premise', shop);
      for (let i = 0; i < count; i++)
        request.attach('files', Buffer.from(`${prefix} ${i}`), `${prefix}-${i}.txt`);
      return request;
    };
    const hundred = await many(100, 'hundred').expect(201);
    expect(hundred.body).toHaveLength(100);

    const storedBefore = await storedFiles();
    const tooMany = await many(101, 'too-many').expect(400);
    expect(tooMany.body.message).toBe('files: at most 100 files per upload; nothing was stored');
    expect(await rowsNamed('too-many-0.txt', 'too-many-100.txt')).toBe(0);
    expect(await storedFiles()).toBe(storedBefore);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 naming the limit, and keeps nothing of the request', async () => {
    const small = randomBytes(100);
    const exact = randomBytes(UPLOAD_MAX_BYTES);
    await upload('premise', shop).attach('files', exact, 'exactly-the-limit.bin').expect(201);

    const res = await upload('premise', shop)
      .attach('files', small, 'fine.bin')
      .attach('files', randomBytes(UPLOAD_MAX_BYTES + 1), 'too-big.bin')
      .expect(413);
    expect(res.body.message).toBe(
      '"too-big.bin" is too large: each file may be at most 64 KiB (UPLOAD_MAX_BYTES=65536); nothing was stored',
    );
    expect(await rowsNamed('fine.bin', 'too-big.bin')).toBe(0);
    expect(await stored(small)).toBe(false);
  });

  it('undoes an upload whose rows fail after the content was moved into place', async () => {
    const shared = randomBytes(200);
    const fresh = randomBytes(200);
    await upload('premise', shop).attach('files', shared, 'keep.bin').expect(201);
    // The app's own role may not add triggers (decision 0032): the schema owner plants it.
    await queryAsOwner(
      t.database,
      `
      CREATE FUNCTION test_fail_upload() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = 'explode.bin' THEN RAISE EXCEPTION 'simulated database failure'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_upload BEFORE INSERT ON tree_files
        FOR EACH ROW EXECUTE FUNCTION test_fail_upload();`,
    );
    try {
      const res = await upload('premise', shop)
        .attach('files', fresh, 'explode.bin')
        .attach('files', shared, 'keep-again.bin')
        .expect(500);
      expect(res.body.message).toBe('Internal server error');
    } finally {
      await queryAsOwner(
        t.database,
        'DROP TRIGGER test_fail_upload ON tree_files; DROP FUNCTION test_fail_upload();',
      );
    }
    expect(await rowsNamed('explode.bin', 'keep-again.bin')).toBe(0);
    expect(await stored(fresh)).toBe(false);
    // Still used by keep.bin's row, so it stays.
    expect(await stored(shared)).toBe(true);
  });

  it('answers 400 for an upload without files or with another field name', async () => {
    const none = await upload('premise', shop).field('note', 'no files').expect(400);
    expect(none.body.message).toBe(
      'files: no files; send them as multipart/form-data in the field "files"',
    );
    const wrongField = await upload('premise', shop)
      .attach('file', Buffer.from('x'), 'x.txt')
      .expect(400);
    expect(wrongField.body.message).toBe(
      'Files go in the multipart field "files" (got "file"); nothing was stored',
    );
  });

  it('needs a session (401) and the anti-forgery header (403)', async () => {
    const anonymous = await t
      .http()
      .post(`/api/upload/v1/${shop}`)
      .set('X-Anti-Forgery', antiForgery())
      .attach('files', Buffer.from('x'), 'anonymous.txt')
      .expect(401);
    expect(anonymous.body.message).toBe('Sign-in required');
    const forged = await t
      .http()
      .post(`/api/upload/v1/${shop}`)
      .set('Authorization', `Bearer ${s.premise.jwt}`)
      .set('X-Session-Id', s.premise.sessionId)
      .attach('files', Buffer.from('x'), 'forged.txt')
      .expect(403);
    expect(forged.body.message).toMatch(/X-Anti-Forgery/);
    // ?jwt= is for downloads: it does not stand in for the headers of a write.
    await t
      .http()
      .post(`/api/upload/v1/${shop}?jwt=${s.premise.jwt}`)
      .set('X-Anti-Forgery', antiForgery())
      .attach('files', Buffer.from('x'), 'query-token.txt')
      .expect(401);
    expect(await rowsNamed('anonymous.txt', 'forged.txt', 'query-token.txt')).toBe(0);
  });

  it('lets read-only roles download but not upload (403)', async () => {
    for (const who of ['recruiter', 'staffing']) {
      const res = await upload(who, shop)
        .attach('files', Buffer.from('x'), `${who}.txt`)
        .expect(403);
      expect(res.body.message).toBe('You are not allowed to upload or change files');
    }
    expect(await rowsNamed('recruiter.txt', 'staffing.txt')).toBe(0);
  });

  it("hides another client's nodes and files (404)", async () => {
    const denied = await upload('premise', lakeviewShop)
      .attach('files', Buffer.from('x'), 'foreign.txt')
      .expect(404);
    expect(denied.body.message).toBe('Node not found');
    const [foreign] = (
      await upload('admin', lakeviewShop)
        .attach('files', Buffer.from('lakeview'), 'lv.txt')
        .expect(201)
    ).body as StoredFile[];
    for (const path of [
      `secure/file/${foreign.fileUuid}`,
      `secure/read/${foreign.fileUuid}`,
      `secure/read/files/${foreign.fileUuid}`,
    ]) {
      const res = await withJwt('premise', path).expect(404);
      expect(res.body.message).toBe('File not found');
    }
    await withJwt('admin', `secure/file/${foreign.fileUuid}`).expect(200);
  });

  it('answers 404 for unknown files and buckets, 400 for malformed ids', async () => {
    const missing = await get('premise', `secure/file/${crypto.randomUUID()}`).expect(404);
    expect(missing.body.message).toBe('File not found');
    await withJwt('premise', `secure/read/${crypto.randomUUID()}`).expect(404);
    const bucket = await withJwt('premise', `secure/read/photos/${crypto.randomUUID()}`).expect(
      404,
    );
    expect(bucket.body.message).toBe('Unknown bucket "photos"; known: files');
    await withJwt('premise', 'secure/file/not-an-id').expect(400);
    await upload('premise', 'not-an-id').attach('files', Buffer.from('x'), 'x.txt').expect(400);
  });
});
