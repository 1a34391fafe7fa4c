import { DataSource } from 'typeorm';
import { EventBusService } from '@server/common/events/event-bus.service';
import { SessionsService } from '@server/modules/auth/sessions.service';
import { as, createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

// Each instance keeps the sessions it has checked in memory (issue 20, decision 0022); what
// ends a session or changes its rights reaches the other instances through the event bus in
// the writing transaction. These run with both instances holding the session, and ask the
// other instance straight after the change: no waiting.
describe('revocation at once across two instances with the session cache', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { database: a.database });
    await createUser(a, {
      userCode: 'dora',
      password: 'Doras-Secret-42',
      groups: ['premise:admin'],
    });
    await createUser(a, { userCode: 'eve', password: 'Eves-Secret-42' });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const user = (t: TestApp, session: SignedIn) => as(session, t.http().get('/api/v1/private/user'));
  /** Both instances have checked the session (twice: the second answer is from memory). */
  async function held(session: SignedIn): Promise<void> {
    for (const t of [a, b, a, b]) await user(t, session).expect(200);
  }

  it('logout on one instance refuses the token on the other', async () => {
    const session = await signInOrFail(a, 'eve', 'Eves-Secret-42');
    await held(session);
    await as(session, a.http().delete('/api/v1/public/authorize')).expect(200);
    await user(b, session).expect(401);
    await user(a, session).expect(401);
  });

  it('an admin ending a session on one instance ends it on the other', async () => {
    const admin = await signInOrFail(a, 'dora', 'Doras-Secret-42');
    const session = await signInOrFail(a, 'eve', 'Eves-Secret-42');
    await held(session);
    await as(admin, a.http().delete(`/api/v1/private/sessions/${session.sessionId}`)).expect(200);
    await user(b, session).expect(401);
  });

  it('disabling the user on one instance ends their sessions on the other', async () => {
    const admin = await signInOrFail(a, 'dora', 'Doras-Secret-42');
    const session = await signInOrFail(a, 'eve', 'Eves-Secret-42');
    await held(session);
    const id = session.user.userUuid;
    await as(admin, a.http().get(`/api/v1/secure/admin/users/${id}/enable/false/r1`)).expect(200);
    await user(b, session).expect(401);
    await as(admin, a.http().get(`/api/v1/secure/admin/users/${id}/enable/true/r2`)).expect(200);
  });

  it("a password reset's sign-out of every session reaches the other instance", async () => {
    const first = await signInOrFail(a, 'eve', 'Eves-Secret-42');
    const second = await signInOrFail(b, 'eve', 'Eves-Secret-42');
    await held(first);
    await held(second);
    // What RecoveryService runs when a reset link sets a new password.
    await a.app.get(SessionsService).closeAllForUser(first.user.userUuid, 'password-reset');
    await user(b, first).expect(401);
    await user(b, second).expect(401);
  });

  it('an instance whose event listener is down reads sessions from the database', async () => {
    const session = await signInOrFail(a, 'eve', 'Eves-Secret-42');
    await held(session);
    // B misses what happens until its listener reconnects (it retries after half a second).
    await b.app.get(EventBusService).listenerConnection!.end();
    await as(session, a.http().delete('/api/v1/public/authorize')).expect(200);
    await user(b, session).expect(401);
  });

  it("an admin's group change on one instance takes the rights away on the other", async () => {
    const admin = await signInOrFail(a, 'dora', 'Doras-Secret-42');
    await createUser(a, { userCode: 'fay', password: 'Fays-Secret-42', groups: ['premise:admin'] });
    const fay = await signInOrFail(a, 'fay', 'Fays-Secret-42');
    const groups = (t: TestApp) => as(fay, t.http().get('/api/v1/secure/admin/security-groups'));
    for (const t of [a, b, a, b]) await groups(t).expect(200);
    await as(admin, a.http().post(`/api/v1/secure/admin/users/${fay.user.userUuid}`))
      .send({
        emailAddress: 'fay@example.com',
        firstName: 'Fay',
        lastName: 'Doe',
        securityGroupCodes: [],
      })
      .expect(200);
    await groups(b).expect(403);
    await groups(a).expect(403);
  });

  // Straight in the database no instance answers for it: the trigger's event reaches the
  // other instance a moment after the commit (through the API it is at once, test above).
  it('a security group taken away straight in the database is refused on the other', async () => {
    const admin = await signInOrFail(a, 'dora', 'Doras-Secret-42');
    const groups = (t: TestApp) => as(admin, t.http().get('/api/v1/secure/admin/security-groups'));
    for (const t of [a, b, a, b]) await groups(t).expect(200);
    await a.app
      .get(DataSource)
      .query(`DELETE FROM user_security_groups WHERE user_uuid = $1`, [admin.user.userUuid]);
    for (const t of [b, a]) await expect.poll(async () => (await groups(t)).status).toBe(403);
  });
});
