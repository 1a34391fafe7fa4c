import { randomBytes } from 'node:crypto';
import { antiForgery } from '../support/auth-helpers';
import { bytesOf, filesApp, sha256, StoredFile } from '../support/files-app';

/** Storing and reading a node's files, and who may (the refusals: file-upload-refusals). */
describe('node files', () => {
  const app = filesApp();
  const { upload, get, withJwt, rowsNamed } = app;

  it('stores two files, one of them empty and flagged, and lists them on the node', async () => {
    const study = Buffer.from('Takt time 58 s\nStation 4: torque check\n');
    const res = await upload('premise', app.shop)
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
    const node = await get('premise', `secure/nodes/${app.shop}`).expect(200);
    expect(node.body.collJFFiles).toEqual(expect.arrayContaining(res.body));
    const [audit] = await app.dataSource.query(
      `SELECT actor_user_uuid, after FROM audit_entries WHERE entity_id = $1 AND action = 'files-uploaded'`,
      [app.shop],
    );
    expect(audit.actor_user_uuid).toBe(app.s.premise.user.userUuid);
    expect(audit.after.files.map((f: { name: string }) => f.name)).toEqual([
      'takt-study.txt',
      'empty.txt',
    ]);
  });

  it('downloads both byte for byte, with ?jwt= and with headers, as attachment or inline', async () => {
    const content = randomBytes(3000);
    const [file, empty] = (
      await upload('premise', app.shop)
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
    const [file] = (
      await upload('premise', app.shop).attach('files', csv, 'stations.csv').expect(201)
    ).body as StoredFile[];
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
      await upload('premise', app.shop)
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
      await upload('premise', app.shop)
        .attach('files', content, 'copy-a.bin')
        .attach('files', content, 'copy-b.bin')
        .expect(201)
    ).body as StoredFile[];
    const second = (
      await upload('admin', app.shop).attach('files', content, 'copy-c.bin').expect(201)
    ).body as StoredFile[];
    const [{ copies }] = await app.dataSource.query(
      `SELECT count(*)::int AS copies FROM stored_objects WHERE key = $1`,
      [`files/${sha256(content)}`],
    );
    expect(copies).toBe(1);
    for (const file of [...first, ...second]) {
      const download = await bytesOf(withJwt('premise', `secure/file/${file.fileUuid}`));
      expect(download.body.equals(content)).toBe(true);
    }
  });

  it('needs a session (401) and the anti-forgery header (403)', async () => {
    const anonymous = await app.t
      .http()
      .post(`/api/upload/v1/${app.shop}`)
      .set('X-Anti-Forgery', antiForgery())
      .attach('files', Buffer.from('x'), 'anonymous.txt')
      .expect(401);
    expect(anonymous.body.message).toBe('Sign-in required');
    const forged = await app.t
      .http()
      .post(`/api/upload/v1/${app.shop}`)
      .set('Authorization', `Bearer ${app.s.premise.jwt}`)
      .set('X-Session-Id', app.s.premise.sessionId)
      .attach('files', Buffer.from('x'), 'forged.txt')
      .expect(403);
    expect(forged.body.message).toMatch(/X-Anti-Forgery/);
    // ?jwt= is for downloads: it does not stand in for the headers of a write.
    await app.t
      .http()
      .post(`/api/upload/v1/${app.shop}?jwt=${app.s.premise.jwt}`)
      .set('X-Anti-Forgery', antiForgery())
      .attach('files', Buffer.from('x'), 'query-token.txt')
      .expect(401);
    expect(await rowsNamed('anonymous.txt', 'forged.txt', 'query-token.txt')).toBe(0);
  });

  it('lets read-only roles download but not upload (403)', async () => {
    for (const who of ['recruiter', 'staffing']) {
      const res = await upload(who, app.shop)
        .attach('files', Buffer.from('x'), `${who}.txt`)
        .expect(403);
      expect(res.body.message).toBe('You are not allowed to upload or change files');
    }
    expect(await rowsNamed('recruiter.txt', 'staffing.txt')).toBe(0);
  });

  it("hides another client's nodes and files (404)", async () => {
    const denied = await upload('premise', app.lakeviewShop)
      .attach('files', Buffer.from('x'), 'foreign.txt')
      .expect(404);
    expect(denied.body.message).toBe('Node not found');
    const [foreign] = (
      await upload('admin', app.lakeviewShop)
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
