import { TENANT_NODE_UUID } from '@domain/tree-levels';
import { as, createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { listenOnLoopback, startTestApp, type TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';

const POSITION = /^[0-9a-f]{16}$/;

/**
 * Issue 31, item 1 (decision 0044): every write answers the database position after it
 * (X-Write-Position); a request carrying it (X-Read-After) is answered by any instance only
 * once that instance has heard the write. Two instances on one database; the cluster tier
 * (test/cluster) runs the same through nginx a thousand times.
 */
describe('X-Write-Position and X-Read-After', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: SignedIn;
  let site: string;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { database: a.database });
    await createUser(a, { userCode: 'ada', password: 'ada-password', groups: ['premise:admin'] });
    admin = await signInOrFail(a, 'ada', 'ada-password');
    const created = await as(
      admin,
      a.http().patch(`/api/v1/private/tennants/${TENANT_NODE_UUID}/_actions/create-client/Site`),
    ).expect(200);
    site = created.body.nodeUuid;
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const rename = (t: TestApp, name: string) =>
    as(admin, t.http().patch(`/api/v1/private/nodes/${site}/_actions/rename`)).send({ name });

  it('answers each write with a position later than the one before', async () => {
    const first = (await rename(a, 'One').expect(200)).headers['x-write-position'];
    const second = (await rename(b, 'Two').expect(200)).headers['x-write-position'];
    expect(first).toMatch(POSITION);
    expect(second).toMatch(POSITION);
    expect(second > first).toBe(true);
    // Reads and refused writes carry none.
    const read = await as(admin, a.http().get(`/api/v1/secure/nodes/${site}`)).expect(200);
    expect(read.headers['x-write-position']).toBeUndefined();
    const refused = await rename(a, '').expect(400);
    expect(refused.headers['x-write-position']).toBeUndefined();
  });

  it('gives the writer its write on the other instance, never the answer it held', async () => {
    for (let i = 0; i < 20; i++) {
      const held = await as(admin, b.http().get(`/api/v1/secure/nodes/${site}`)).expect(200);
      const position = (await rename(a, `Name ${i}`).expect(200)).headers['x-write-position'];
      const read = await as(admin, b.http().get(`/api/v1/secure/nodes/${site}`))
        .set('If-None-Match', held.headers.etag)
        .set('X-Read-After', position)
        .expect(200);
      expect(read.body.description).toBe(`Name ${i}`);
    }
  });

  it('answers a position beyond the database (a restored backup) without waiting for it', async () => {
    const read = await as(admin, b.http().get(`/api/v1/secure/nodes/${site}`))
      .set('X-Read-After', 'ffffffffffffffff')
      .expect(200);
    expect(read.body.nodeUuid).toBe(site);
  });

  it.each(['12', 'not-a-position', '0000000000000000x', 'FFFFFFFFFFFFFFFF'])(
    'refuses X-Read-After %s with 400 naming the header',
    async (value) => {
      const refused = await as(admin, a.http().get(`/api/v1/secure/nodes/${site}`))
        .set('X-Read-After', value)
        .expect(400);
      expect(refused.body).toMatchObject({ code: 'BAD_READ_AFTER' });
      expect(refused.body.message).toContain('X-Read-After');
    },
  );

  it("gives a pushed change's refetch on the other instance the change, never the answer it held", async () => {
    const socket = await RpcClient.connect(await listenOnLoopback(a), admin);
    try {
      // A position read before the write: the push's must come after the write's commit.
      let before = (await rename(a, 'Before the pushes').expect(200)).headers['x-write-position'];
      await socket.next((m: { method?: string }) => m.method === 'DIRTY');
      for (let i = 0; i < 20; i++) {
        const held = await as(admin, b.http().get(`/api/v1/secure/nodes/${site}`)).expect(200);
        const written = (await rename(a, `Pushed ${i}`).expect(200)).headers['x-write-position'];
        const push = await socket.next<{
          method: string;
          params: { uuid: string; position: string };
        }>((m) => m.method === 'DIRTY' && m.params.uuid === site);
        expect(push.params.position).toMatch(POSITION);
        expect(push.params.position > before).toBe(true);
        before = written;
        const read = await as(admin, b.http().get(`/api/v1/secure/nodes/${site}`))
          .set('If-None-Match', held.headers.etag)
          .set('X-Read-After', push.params.position)
          .expect(200);
        expect(read.body.description).toBe(`Pushed ${i}`);
      }
    } finally {
      socket.socket.close();
    }
  });

  it('refuses a signed-out session on the other instance as soon as sign-out answers', async () => {
    for (let i = 0; i < 5; i++) {
      const session = await signInOrFail(a, 'ada', 'ada-password');
      await as(session, b.http().get('/api/v1/private/user')).expect(200);
      await as(session, a.http().delete('/api/v1/public/authorize')).expect(200);
      await as(session, b.http().get('/api/v1/private/user')).expect(401);
    }
  });
});
