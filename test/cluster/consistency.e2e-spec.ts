import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { randomBytes } from 'node:crypto';
import { antiForgery, type SignedIn } from '../support/auth-helpers';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { RpcClient } from '../support/ws-client';
import { PortalCluster } from './support/portal-cluster';

const PAIRS = 1000;

/**
 * Issue 31, items 1, 3 and 7 (decisions 0043 and 0044): two instances on one PostgreSQL behind
 * nginx (docker/nginx.conf) answer as one. A browser's requests go through the balancer, which sends
 * consecutive requests to different instances.
 */
describe('two instances behind nginx', () => {
  let database: TestDatabase;
  let cluster: PortalCluster;
  let admin: SignedIn;
  let site: string;

  const headers = (session: SignedIn, extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${session.jwt}`,
    'X-Session-Id': session.sessionId,
    'X-Anti-Forgery': antiForgery(),
    ...extra,
  });
  const api = (base: string, path: string) => `${base}/api/v1/${path}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    cluster = await new PortalCluster(database).start(2);
    admin = await cluster.signInAdmin();
    const created = await fetch(
      api(cluster.base, `private/tennants/${TENANT_NODE_UUID}/_actions/create-client/Site 0`),
      { method: 'PATCH', headers: headers(admin) },
    );
    expect(created.status).toBe(200);
    site = ((await created.json()) as { nodeUuid: string }).nodeUuid;
  });

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  });

  it(`lets the writer read each of ${PAIRS} writes at once, on whichever instance answers`, async () => {
    let position = '';
    let etag = '';
    let stale = 0;
    let crossed = 0;
    for (let i = 1; i <= PAIRS; i++) {
      const name = `Site ${i}`;
      const written = await fetch(api(cluster.base, `private/nodes/${site}/_actions/rename`), {
        method: 'PATCH',
        headers: {
          ...headers(admin, position ? { 'X-Read-After': position } : {}),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ name }),
      });
      expect(written.status).toBe(200);
      // What the browser's base query does: keep the latest write position, send it back.
      position = written.headers.get('X-Write-Position') ?? position;
      const read = await fetch(api(cluster.base, `secure/nodes/${site}`), {
        headers: headers(admin, {
          ...(position ? { 'X-Read-After': position } : {}),
          ...(etag ? { 'If-None-Match': etag } : {}),
        }),
      });
      if (read.headers.get('X-Upstream') !== written.headers.get('X-Upstream')) crossed++;
      if (read.status === 304) {
        stale++;
        continue;
      }
      expect(read.status).toBe(200);
      etag = read.headers.get('ETag') ?? '';
      if (((await read.json()) as { description: string }).description !== name) stale++;
    }
    expect(crossed, 'pairs whose read another instance answered').toBeGreaterThan(PAIRS / 3);
    expect(stale, `stale reads among ${PAIRS} write-then-read pairs`).toBe(0);
  });

  it('refuses a signed-out session on every instance as soon as sign-out answers', async () => {
    const [a, b] = cluster.instances;
    let honoured = 0;
    for (let i = 0; i < 40; i++) {
      const session = await cluster.signInAdmin();
      // Both instances hold the session in their caches.
      for (const { base } of [a, b])
        expect((await fetch(api(base, 'private/user'), { headers: headers(session) })).status).toBe(
          200,
        );
      const out = await fetch(api(a.base, 'public/authorize'), {
        method: 'DELETE',
        headers: headers(session),
      });
      expect(out.status).toBe(200);
      const after = await fetch(api(b.base, 'private/user'), { headers: headers(session) });
      if (after.status !== 401) honoured++;
    }
    expect(honoured, 'requests another instance honoured after sign-out answered').toBe(0);
  });

  it('pushes a change made on one instance to a browser connected to the other', async () => {
    const [a, b] = cluster.instances;
    for (const [socketOn, writeOn] of [
      [a.base, b.base],
      [b.base, a.base],
      [cluster.base, cluster.base],
    ]) {
      const socket = await RpcClient.connect(socketOn, admin);
      try {
        const name = `Pushed ${Math.random()}`;
        const written = await fetch(api(writeOn, `private/nodes/${site}/_actions/rename`), {
          method: 'PATCH',
          headers: { ...headers(admin), 'Content-Type': 'application/json' },
          body: JSON.stringify({ name }),
        });
        expect(written.status).toBe(200);
        const push = await socket.next<{
          method: string;
          params: { uuid: string | null; position: string };
        }>((m) => m.method === 'DIRTY' && m.params.uuid === site, 10_000);
        expect(push.params.uuid).toBe(site);
        // The refetch the push starts reads after its position, on whichever instance.
        for (const readOn of [a.base, b.base, cluster.base]) {
          const read = await fetch(api(readOn, `secure/nodes/${site}`), {
            headers: headers(admin, { 'X-Read-After': push.params.position }),
          });
          expect(((await read.json()) as { description: string }).description).toBe(name);
        }
      } finally {
        socket.close();
      }
    }
  });

  it('reads a file uploaded through one instance from the other, byte for byte', async () => {
    // Three pieces of the database's store (decision 0043), through nginx's body limit.
    const content = randomBytes(1_300_000);
    const form = new FormData();
    form.append('files', new Blob([content], { type: 'application/pdf' }), 'study.pdf');
    const uploaded = await fetch(`${cluster.base}/api/upload/v1/${site}`, {
      method: 'POST',
      headers: headers(admin),
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [{ fileUuid }] = (await uploaded.json()) as { fileUuid: string }[];
    const writer = uploaded.headers.get('X-Upstream');
    const other = cluster.instances.find(({ base }) => !writer?.endsWith(new URL(base).host));
    expect(other, `an instance other than ${writer}`).toBeDefined();
    const download = await fetch(api(other!.base, `secure/file/${fileUuid}`), {
      headers: headers(admin),
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });
});
