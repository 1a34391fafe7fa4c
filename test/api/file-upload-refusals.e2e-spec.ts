import { randomBytes } from 'node:crypto';
import { queryAsOwner } from '../support/test-database';
import { filesApp, UPLOAD_MAX_BYTES } from '../support/files-app';

/** Uploads refused whole: too many files, a file too large, rows that fail, no files. */
describe('node file uploads refused', () => {
  const app = filesApp();
  const { upload, rowsNamed, stored, storedFiles } = app;

  it('takes up to 100 files at once and refuses 101 with a 400 naming the limit', async () => {
    const many = (count: number, prefix: string) => {
      const request = upload('premise', app.shop);
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
    await upload('premise', app.shop).attach('files', exact, 'exactly-the-limit.bin').expect(201);

    const res = await upload('premise', app.shop)
      .attach('files', small, 'fine.bin')
      .attach('files', randomBytes(UPLOAD_MAX_BYTES + 1), 'too-big.bin')
      .expect(413);
    expect(res.body.message).toBe(
      '"too-big.bin" is too large: each file may be at most 64 KB (UPLOAD_MAX_BYTES=65536); nothing was stored',
    );
    expect(await rowsNamed('fine.bin', 'too-big.bin')).toBe(0);
    expect(await stored(small)).toBe(false);
  });

  it('undoes an upload whose rows fail after the content was moved into place', async () => {
    const shared = randomBytes(200);
    const fresh = randomBytes(200);
    await upload('premise', app.shop).attach('files', shared, 'keep.bin').expect(201);
    // The app's own role may not add triggers (decision 0032): the schema owner plants it.
    await queryAsOwner(
      app.t.database,
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
      const res = await upload('premise', app.shop)
        .attach('files', fresh, 'explode.bin')
        .attach('files', shared, 'keep-again.bin')
        .expect(500);
      expect(res.body.message).toBe('Internal server error');
    } finally {
      await queryAsOwner(
        app.t.database,
        'DROP TRIGGER test_fail_upload ON tree_files; DROP FUNCTION test_fail_upload();',
      );
    }
    expect(await rowsNamed('explode.bin', 'keep-again.bin')).toBe(0);
    expect(await stored(fresh)).toBe(false);
    // Still used by keep.bin's row, so it stays.
    expect(await stored(shared)).toBe(true);
  });

  it('answers 400 for an upload without files or with another field name', async () => {
    const none = await upload('premise', app.shop).field('note', 'no files').expect(400);
    expect(none.body.message).toBe(
      'files: no files; send them as multipart/form-data in the field "files"',
    );
    const wrongField = await upload('premise', app.shop)
      .attach('file', Buffer.from('x'), 'x.txt')
      .expect(400);
    expect(wrongField.body.message).toBe(
      'Files go in the multipart field "files" (got "file"); nothing was stored',
    );
  });
});
