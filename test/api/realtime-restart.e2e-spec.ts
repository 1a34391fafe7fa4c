import { createUser, signInOrFail } from '../support/auth-helpers';
import { listenOnLoopback as listen, startTestApp, TestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';

// A restart (SIGTERM: the app closes) tells every browser so with 1012, "service restart",
// which the client answers with a reconnect spread over about ten seconds (issue 34 item 4),
// instead of 1001, which it retried after exactly one second, all pages together.
describe('real-time channel when its instance stops', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { database: a.database });
    await createUser(a, { userCode: 'rita', password: 'Rita-Secret-1' });
  });

  afterAll(async () => {
    await a.close();
  });

  it('closes each socket with 1012 (service restart), and the other instance still serves', async () => {
    const session = await signInOrFail(a, 'rita', 'Rita-Secret-1');
    const onB = await RpcClient.connect(await listen(b), session);
    const onA = await RpcClient.connect(await listen(a), session);
    await b.close();
    expect(await onB.closed).toEqual({ code: 1012, reason: 'Server restarting' });
    expect(await onA.call(1, 'PING')).toEqual({ jsonrpc: '2.0', id: 1, result: 'PONG' });
    onA.close();
  });
});
