import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { TENANT_NODE_UUID } from '@domain/tree-levels';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { antiForgery, as, createUser, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

const FILE_LIMIT = 64 * 1024;
const REQUEST_LIMIT = 256 * 1024;
const message =
  'An upload may carry at most 256 KB in all (UPLOAD_MAX_REQUEST_BYTES=262144); nothing was stored';

/** The request-wide and field limits of an upload, and a client that gives up half way. */
describe('upload limits', () => {
  let t: TestApp;
  let port: number;
  let keeper: SignedIn;
  let dataDir: string;

  const upload = () => as(keeper, t.http().post(`/api/upload/v1/${TENANT_NODE_UUID}`));
  const tempFiles = () => readdirSync(join(dataDir, 'tmp'));
  const rowsNamed = async (...names: string[]): Promise<number> =>
    (
      await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM tree_files WHERE name = ANY($1)`, [names])
    )[0].n;

  /** An upload written by hand on a socket of its own: the headers, then whatever the test sends. */
  const rawUpload = (header: string) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined); // a reset after the server closed is expected here
    const connected = new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    void connected.then(() =>
      socket.write(
        `POST /api/upload/v1/${TENANT_NODE_UUID} HTTP/1.1\r\nHost: x\r\n` +
          `Authorization: Bearer ${keeper.jwt}\r\nX-Session-Id: ${keeper.sessionId}\r\n` +
          `X-Anti-Forgery: ${antiForgery()}\r\n` +
          `Content-Type: multipart/form-data; boundary=XyZ\r\n${header}\r\n\r\n`,
      ),
    );
    return { socket, connected, closed, received: () => received };
  };

  beforeAll(async () => {
    t = await startTestApp({
      UPLOAD_MAX_BYTES: String(FILE_LIMIT),
      UPLOAD_MAX_REQUEST_BYTES: String(REQUEST_LIMIT),
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    dataDir = t.app.get<AppConfig>(APP_CONFIG).dataDir;
    await createUser(t, {
      userCode: 'keeper',
      password: 'Keeper-Pass-1',
      groups: ['premise:admin'],
    });
    keeper = await signInOrFail(t, 'keeper', 'Keeper-Pass-1');
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    expect(tempFiles()).toEqual([]);
  });

  it('refuses files each within UPLOAD_MAX_BYTES but together over UPLOAD_MAX_REQUEST_BYTES with 413, keeping none', async () => {
    // Declared up front, the length is refused before the body is read ...
    const declared = upload();
    for (let i = 0; i < 5; i++) declared.attach('files', randomBytes(60 * 1024), `part-${i}.bin`);
    expect((await declared.expect(413)).body).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message });

    // ... sent in chunks of unknown total, it is counted and cut off as it arrives. Five files
    // of 60 KiB: each allowed, together 300 KiB.
    const client = rawUpload('Transfer-Encoding: chunked');
    await client.connected;
    for (let i = 0; i < 5; i++) {
      const part =
        `--XyZ\r\nContent-Disposition: form-data; name="files"; filename="chunk-${i}.bin"\r\n\r\n` +
        'x'.repeat(60 * 1024) +
        '\r\n';
      client.socket.write(`${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`);
    }
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(client.received().split('\r\n\r\n')[1])).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      message,
    });
    expect(await rowsNamed('part-0.bin', 'chunk-0.bin', 'chunk-4.bin')).toBe(0);
  });

  it('names the field limits in a 400 and keeps none of the files sent before them', async () => {
    const fields = upload().attach('files', Buffer.from('kept?'), 'before-fields.txt');
    for (let i = 0; i < 51; i++) fields.field(`note${i}`, 'x');
    const tooManyFields = await fields.expect(400);
    expect(tooManyFields.body.message).toBe('Too many fields; nothing was stored');

    const longValue = await upload()
      .attach('files', Buffer.from('kept?'), 'before-field.txt')
      .field('note', 'x'.repeat(64 * 1024 + 1))
      .expect(400);
    expect(longValue.body.message).toBe('Field value too long; nothing was stored');
    expect(await rowsNamed('before-fields.txt', 'before-field.txt')).toBe(0);
  });

  it('keeps no row and no temp file of a client that disconnects in the middle of a file', async () => {
    const client = rawUpload(`Content-Length: ${REQUEST_LIMIT}`);
    await client.connected;
    client.socket.write(
      '--XyZ\r\nContent-Disposition: form-data; name="files"; filename="kept-before.bin"\r\n\r\n' +
        'a'.repeat(1000) +
        '\r\n--XyZ\r\nContent-Disposition: form-data; name="files"; filename="cut-off.bin"\r\n\r\n' +
        'b'.repeat(20 * 1024),
    );
    // Both files have reached the temp folder (the second one part way) ...
    await vi.waitFor(() => expect(tempFiles().length).toBe(2), { timeout: 30_000 });
    client.socket.destroy();
    // ... and the disconnect removes them both; nothing is stored.
    await vi.waitFor(() => expect(tempFiles()).toEqual([]), { timeout: 30_000 });
    expect(await rowsNamed('kept-before.bin', 'cut-off.bin')).toBe(0);
    // The instance goes on taking uploads.
    await upload().attach('files', Buffer.from('after'), 'after-abort.txt').expect(201);
  });
});
