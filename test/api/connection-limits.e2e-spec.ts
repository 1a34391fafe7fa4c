import type { AddressInfo } from 'node:net';
import { connect, Socket } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { TENANT_NODE_UUID } from '@domain/tree-levels';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { antiForgery, createUser, signInOrFail, SignedIn } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';

const REQUEST_LIMIT = 256 * 1024;

/** A raw TCP client that records what the server sent and whether it closed the connection. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined); // a reset after the server closed is expected here
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

describe('connection and upload limits (short timeouts via env)', () => {
  let t: TestApp;
  let port: number;
  let admin: SignedIn;
  let dataDir: string;

  beforeAll(async () => {
    t = await startTestApp({
      UPLOAD_MAX_BYTES: String(64 * 1024),
      UPLOAD_MAX_REQUEST_BYTES: String(REQUEST_LIMIT),
      // Short, but long enough for a loaded machine to read a request that was sent at once.
      HTTP_HEADERS_TIMEOUT_MS: '2000',
      HTTP_REQUEST_TIMEOUT_MS: '3000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
      HTTP_UPGRADE_TIMEOUT_MS: '1000',
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    dataDir = t.app.get<AppConfig>(APP_CONFIG).dataDir;
    await createUser(t, {
      userCode: 'keeper',
      password: 'Keeper-Pass-1',
      groups: ['premise:admin'],
    });
    admin = await signInOrFail(t, 'keeper', 'Keeper-Pass-1');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('closes silent, half-sent, unfinished and idle connections', async () => {
    const silent = rawClient(port);
    const halfHeaders = rawClient(port);
    const unfinishedBody = rawClient(port);
    const idle = rawClient(port);
    await Promise.all([silent, halfHeaders, unfinishedBody, idle].map((c) => c.connected));
    halfHeaders.socket.write('GET /api/v1/public/health HTTP/1.1\r\nHost: x\r\n');
    unfinishedBody.socket.write(
      'POST /api/v1/public/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"a":',
    );
    idle.socket.write('GET /api/v1/public/health HTTP/1.1\r\nHost: x\r\n\r\n');
    // Each of them is closed by the server: the test would time out otherwise.
    await Promise.all([silent, halfHeaders, unfinishedBody, idle].map((c) => c.closed));
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(halfHeaders.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it('drops an upgrade nobody answers, and keeps an accepted WebSocket open past that deadline', async () => {
    const stray = rawClient(port);
    await stray.connected;
    stray.socket.write(
      'GET /ws/elsewhere HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    const ws = await RpcClient.connect(`http://127.0.0.1:${port}`, admin);
    await stray.closed;
    expect(stray.received()).toBe('');
    // The stray is gone, well past the upgrade deadline; the real socket still answers.
    ws.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ECHO', params: ['still here'] }));
    await ws.next((message) => message.id === 7);
    ws.socket.close();
  });

  it('answers every body over the limit with a readable 413, however fast the client writes', async () => {
    // A JSON body of 1 to 4 MiB (the limit is 100 KB) written at once, the answer read 50 ms
    // later: the server answers before the body is in, and closing then (with body bytes still
    // arriving) reset the connection, which drops the answer the client had not read yet.
    const failures: string[] = [];
    for (let i = 0; i < 200; i++) {
      const size = (1 + (i % 4)) * 1024 * 1024;
      const client = rawClient(port);
      await client.connected;
      client.socket.pause();
      client.socket.write(
        `PATCH /api/v1/private/nodes/${TENANT_NODE_UUID}/_actions/rename HTTP/1.1\r\nHost: x\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      client.socket.write(`{"name":"${'x'.repeat(size - 11)}"}`);
      setTimeout(() => client.socket.resume(), 50);
      await client.closed;
      const answer = client.received();
      if (!/^HTTP\/1\.1 413 [^]*\r\n\r\n\{.*"statusCode":413/.test(answer))
        failures.push(`#${i} (${size} bytes): ${JSON.stringify(answer.slice(0, 80))}`);
    }
    expect(failures).toEqual([]);
  });

  function uploadHead(headers: string): string {
    return (
      `POST /api/upload/v1/${TENANT_NODE_UUID} HTTP/1.1\r\nHost: x\r\n` +
      `Authorization: Bearer ${admin.jwt}\r\nX-Session-Id: ${admin.sessionId}\r\n` +
      `X-Anti-Forgery: ${antiForgery()}\r\n` +
      'Content-Type: multipart/form-data; boundary=XyZ\r\n' +
      headers +
      '\r\n'
    );
  }

  it('refuses an upload by its Content-Length before reading the body', async () => {
    const client = rawClient(port);
    await client.connected;
    client.socket.write(uploadHead(`Content-Length: ${2 * 1024 ** 3}\r\n`));
    client.socket.write(
      '--XyZ\r\nContent-Disposition: form-data; name="files"; filename="a"\r\n\r\n',
    );
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.received()).toContain('Connection: close');
    expect(client.received()).toContain('UPLOAD_MAX_REQUEST_BYTES=262144');
  });

  it('stops reading a chunked upload at the limit and keeps nothing', async () => {
    const client = rawClient(port);
    await client.connected;
    client.socket.write(uploadHead('Transfer-Encoding: chunked\r\n'));
    const chunk = (data: string) => `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`;
    // Small files, each within UPLOAD_MAX_BYTES, together 256 times the request limit: far more
    // than the socket buffers between client and server hold.
    const part =
      '--XyZ\r\nContent-Disposition: form-data; name="files"; filename="p.bin"\r\n\r\n' +
      'x'.repeat(32 * 1024) +
      '\r\n';
    const parts = (256 * REQUEST_LIMIT) / (32 * 1024);
    let sent = 0;
    for (; sent < parts && !client.socket.destroyed && !client.received(); sent++) {
      if (!client.socket.write(chunk(part))) {
        await new Promise((resolve) => {
          client.socket.once('drain', resolve);
          client.socket.once('close', resolve);
        });
      }
    }
    await client.closed;
    // The answer came, and the connection closed, while most of the body was still unsent.
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.received()).toContain('UPLOAD_MAX_REQUEST_BYTES=262144');
    expect(sent).toBeLessThan(parts);
    expect(readdirSync(join(dataDir, 'tmp'))).toEqual([]);
    const [{ n }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM tree_files WHERE name = 'p.bin'`);
    expect(n).toBe(0);
  });
});
