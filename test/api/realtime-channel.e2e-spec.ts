import { DataSource } from 'typeorm';
import { EventBusService } from '@server/common/events/event-bus.service';
import { as, createUser, signInOrFail, SignedIn } from '../support/auth-helpers';
import { listenOnLoopback as listen, startTestApp, TestApp } from '../support/test-app';
import { RpcClient, sessionProperties } from '../support/ws-client';
import { POSITION } from './realtime-context';

describe('real-time channel /ws/v1', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let session: SignedIn;
  const clients: RpcClient[] = [];

  async function connect(url = urlA, s: Pick<SignedIn, 'jwt' | 'sessionId'> = session) {
    const client = await RpcClient.connect(url, s);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    // One user holds the 500 sockets of the last test: above the default cap of 20 per user.
    a = await startTestApp({ WS_MAX_SOCKETS_PER_USER: '600' });
    b = await startTestApp({}, { database: a.database });
    urlA = await listen(a);
    urlB = await listen(b);
    await createUser(a, { userCode: 'rita', password: 'Rita-Secret-1', groups: ['premise:admin'] });
    session = await signInOrFail(a, 'rita', 'Rita-Secret-1');
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await b.close();
    await a.close();
  });

  it('closes a connection without a valid session with code 4401', async () => {
    const anonymous = await RpcClient.connect(urlA);
    expect((await anonymous.closed).code).toBe(4401);
    const forged = await RpcClient.connect(urlA, { jwt: 'x.y.z', sessionId: session.sessionId });
    expect((await forged.closed).code).toBe(4401);
  });

  it('answers PING and ECHO', async () => {
    const client = await connect();
    expect(await client.call(1, 'PING')).toEqual({ jsonrpc: '2.0', id: 1, result: 'PONG' });
    expect(await client.call(2, 'ECHO', { sent: 123, text: 'héllo' })).toEqual({
      jsonrpc: '2.0',
      id: 2,
      result: { sent: 123, text: 'héllo' },
    });
  });

  it('answers every JSON-RPC error case', async () => {
    const client = await connect();
    expect((await client.call(3, 'NO_SUCH_METHOD')).error).toEqual({
      code: -32601,
      message: 'Method not found',
    });
    client.sendRaw('{"jsonrpc":"2.0","method":');
    expect(
      await client.next((m: { error?: { code: number } }) => m.error?.code === -32700),
    ).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    });
    client.sendRaw(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 7 }));
    expect((await client.next((m: { id?: number; error?: unknown }) => m.id === 4)).error).toEqual({
      code: -32600,
      message: 'Invalid Request',
    });
    expect((await client.call(5, 'LOC8', { pathname: 42 })).error).toMatchObject({
      code: -32602,
      message: 'Invalid params',
    });
  });

  it('answers a batch of two with an array of two, and notifications with nothing', async () => {
    const client = await connect();
    client.sendRaw(
      JSON.stringify([
        { jsonrpc: '2.0', id: 10, method: 'PING' },
        { jsonrpc: '2.0', method: 'PING' },
        { jsonrpc: '2.0', id: 11, method: 'ECHO', params: ['x'] },
      ]),
    );
    const batch = await client.next<unknown>((m) => Array.isArray(m));
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 10, result: 'PONG' },
      { jsonrpc: '2.0', id: 11, result: ['x'] },
    ]);
    client.sendRaw(JSON.stringify({ jsonrpc: '2.0', method: 'PING' }));
    await new Promise((done) => setTimeout(done, 300));
    expect(client.received).toEqual([]);
  });

  it('stores LOC8, AFK and BAK so that public/rpc/sessions shows them', async () => {
    const client = await connect();
    await client.call(20, 'LOC8', { pathname: '/tree/abc' });
    await client.call(21, 'AFK');
    let list = await as(session, a.http().get('/api/v1/public/rpc/sessions')).expect(200);
    expect(list.body.find((s: { id: string }) => s.id === session.sessionId)).toEqual({
      id: session.sessionId,
      mine: true,
      isOpen: true,
      userCode: 'rita',
      userProperties: { 'location.pathname': '/tree/abc', isAFK: true },
    });
    await client.call(22, 'BAK');
    list = await as(session, a.http().get('/api/v1/public/rpc/sessions')).expect(200);
    expect(
      list.body.find((s: { id: string }) => s.id === session.sessionId).userProperties.isAFK,
    ).toBe(false);
    await a.http().get('/api/v1/public/rpc/sessions').expect(401);
    const endpoints = await a.http().get('/api/v1/public/rpc/endpoints').expect(200);
    expect(endpoints.body.methods).toEqual(['PING', 'ECHO', 'AFK', 'BAK', 'LOC8']);
  });

  it('refuses LOC8 paths that are over-long or hold control characters', async () => {
    const client = await connect();
    expect((await client.call(29, 'LOC8', ['/before'])).result).toBe(true);
    expect((await client.call(30, 'LOC8', { pathname: `/${'x'.repeat(1000)}` })).error).toEqual({
      code: -32602,
      message: 'Invalid params',
      data: "LOC8's pathname may have at most 1000 characters",
    });
    for (const [id, pathname] of [
      [31, '/tree/\u0000'],
      [32, '/tree/\n/x'],
      [33, '/a\u009b'],
    ] as const) {
      expect((await client.call(id, 'LOC8', [pathname])).error).toEqual({
        code: -32602,
        message: 'Invalid params',
        data: "LOC8's pathname must not contain control characters",
      });
    }
    expect(
      (await sessionProperties(a.app.get(DataSource), session.sessionId))['location.pathname'],
    ).toBe('/before');
    expect((await client.call(34, 'LOC8', [`/${'x'.repeat(999)}`])).result).toBe(true);
  });

  it("shows a user their own sessions only, and session admins everyone's without ids", async () => {
    await createUser(a, {
      userCode: 'rex',
      password: 'Rex-Secret-1',
      groups: ['recruiter:Riverside'],
    });
    const rex = await signInOrFail(a, 'rex', 'Rex-Secret-1');
    const rexClient = await connect(urlA, rex);
    await rexClient.call(40, 'LOC8', ['/tree/riverside-node']);
    const ritaClient = await connect();
    await ritaClient.call(41, 'LOC8', ['/tree/lakeview-node']);

    const asRex = await as(rex, a.http().get('/api/v1/public/rpc/sessions')).expect(200);
    expect(asRex.body).toEqual([
      {
        id: rex.sessionId,
        mine: true,
        isOpen: true,
        userCode: 'rex',
        userProperties: { 'location.pathname': '/tree/riverside-node' },
      },
    ]);
    expect(JSON.stringify(asRex.body)).not.toContain('lakeview');

    const asRita = await as(session, a.http().get('/api/v1/public/rpc/sessions')).expect(200);
    const rexRows = asRita.body.filter((row: { userCode: string }) => row.userCode === 'rex');
    expect(rexRows).toEqual([
      {
        id: null,
        mine: false,
        isOpen: true,
        userCode: 'rex',
        userProperties: { 'location.pathname': '/tree/riverside-node' },
      },
    ]);
    expect(JSON.stringify(asRita.body)).not.toContain(rex.sessionId);
    expect(
      asRita.body.filter((row: { userCode: string }) => row.userCode === 'rita'),
    ).toContainEqual(expect.objectContaining({ id: session.sessionId, mine: true }));
  });

  it('delivers DIRTY from a write on one instance to a client of the other within a second', async () => {
    const onB = await connect(urlB);
    const started = Date.now();
    await a.app.get(DataSource).transaction((manager) =>
      a.app.get(EventBusService).publish(
        {
          kind: 'DIRTY',
          entity: 'node',
          uuid: '11111111-1111-4111-8111-111111111111',
          action: 'rename',
        },
        manager,
      ),
    );
    const message = await onB.next((m: { method?: string }) => m.method === 'DIRTY', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(message).toEqual({
      jsonrpc: '2.0',
      method: 'DIRTY',
      params: {
        entity: 'node',
        uuid: '11111111-1111-4111-8111-111111111111',
        action: 'rename',
        position: expect.stringMatching(POSITION),
      },
    });
  });

  it('sends nothing for a write whose transaction rolls back', async () => {
    const client = await connect(urlB);
    await expect(
      a.app.get(DataSource).transaction(async (manager) => {
        await a.app
          .get(EventBusService)
          .publish({ kind: 'DIRTY', entity: 'node', uuid: null, action: 'x' }, manager);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((done) => setTimeout(done, 500));
    expect(client.received).toEqual([]);
  });

  it('sends FYI to the addressed user only', async () => {
    await createUser(a, { userCode: 'otto', password: 'Otto-Secret-1' });
    const otto = await signInOrFail(a, 'otto', 'Otto-Secret-1');
    const ottoClient = await connect(urlB, otto);
    const ritaClient = await connect(urlA);
    await as(session, a.http().post('/api/v1/secure/admin/fyi'))
      .send({ message: 'Hello Otto', userUuid: otto.user.userUuid })
      .expect(200);
    expect(await ottoClient.next((m: { method?: string }) => m.method === 'FYI')).toEqual({
      jsonrpc: '2.0',
      method: 'FYI',
      params: { message: 'Hello Otto' },
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(ritaClient.received).toEqual([]);
    await as(otto, a.http().post('/api/v1/secure/admin/fyi')).send({ message: 'x' }).expect(403);
  });

  it('tells clients to refetch when the event listener had to reconnect', async () => {
    const client = await connect(urlB);
    await b.app.get(EventBusService).listenerConnection!.end();
    expect(await client.next((m: { method?: string }) => m.method === 'DIRTY', 5000)).toEqual({
      jsonrpc: '2.0',
      method: 'DIRTY',
      params: {
        entity: '*',
        uuid: null,
        action: 'refetch',
        position: expect.stringMatching(POSITION),
      },
    });
  });

  it('disconnects a socket within five seconds of logout', async () => {
    const other = await signInOrFail(a, 'rita', 'Rita-Secret-1');
    const client = await connect(urlB, other);
    const started = Date.now();
    await as(other, a.http().delete('/api/v1/public/authorize')).expect(200);
    const { code } = await client.closed;
    expect(code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('holds 500 concurrent connections that all answer a heartbeat', async () => {
    const many = await Promise.all(
      Array.from({ length: 500 }, () => RpcClient.connect(urlA, session)),
    );
    clients.push(...many);
    const answers = await Promise.all(many.map((client, i) => client.call(1000 + i, 'PING')));
    expect(answers.every((answer) => answer.result === 'PONG')).toBe(true);
    for (const client of many) client.close();
  }, 30_000);
});
