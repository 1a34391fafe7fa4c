import { as, createUser, signInOrFail } from '../support/auth-helpers';
import { listenOnLoopback as listen, startTestApp } from '../support/test-app';
import { RpcClient } from '../support/ws-client';
import { POSITION } from './realtime-context';

describe('DIRTY after audited writes', () => {
  it('announces a user edit to connected browsers once the write commits', async () => {
    const t = await startTestApp();
    try {
      const url = await listen(t);
      await createUser(t, {
        userCode: 'root',
        password: 'Root-Secret-1',
        groups: ['premise:admin'],
      });
      const admin = await signInOrFail(t, 'root', 'Root-Secret-1');
      const client = await RpcClient.connect(url, admin);
      const created = await as(admin, t.http().post('/api/v1/secure/admin/users'))
        .send({ emailAddress: 'jo@example.com', firstName: 'Jo', lastName: 'Doe' })
        .expect(201);
      expect(await client.next((m: { method?: string }) => m.method === 'DIRTY')).toEqual({
        jsonrpc: '2.0',
        method: 'DIRTY',
        params: {
          entity: 'user',
          uuid: created.body.userUuid,
          action: 'create',
          position: expect.stringMatching(POSITION),
        },
      });
      client.close();
    } finally {
      await t.close();
    }
  });
});
