import * as opaque from '@serenity-kit/opaque';
import { DataSource } from 'typeorm';
import { EventBusService } from '@server/common/events/event-bus.service';
import { SessionsService } from '@server/modules/auth/sessions.service';
import { as, createUser, signIn, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

describe('OPAQUE sign-in and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ JWT_TTL_SECONDS: '10' });
    await createUser(t, {
      userCode: 'ada',
      password: 'Correct-Horse-7',
      groups: ['premise:admin'],
    });
    await createUser(t, { userCode: 'bob', password: 'Bobs-Secret-42' });
    await createUser(t, { userCode: 'carl', password: 'Carls-Secret-42', enabled: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs in with the real OPAQUE client and answers jwt, user, sessionId and expiresAt', async () => {
    const result = await signIn(t, 'ada', 'Correct-Horse-7');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      user: { userCode: 'ada', enabled: true },
      sessionId: expect.any(String),
    });
    expect(result.body.jwt.split('.')).toHaveLength(3);
    expect(Date.parse(result.body.expiresAt)).toBeGreaterThan(Date.now());
    const me = await as(result.session!, t.http().get('/api/v1/public/me')).expect(200);
    expect(me.body.user.userCode).toBe('ada');
  });

  it('tells nobody whether the user exists: unknown, wrong password and disabled look the same', async () => {
    const unknown = await signIn(t, 'nobody', 'Whatever-123');
    const wrong = await signIn(t, 'bob', 'Not-Bobs-123');
    const disabled = await signIn(t, 'carl', 'Carls-Secret-42');
    for (const result of [unknown, wrong, disabled]) {
      expect(result.step).toBe(2);
      expect(result.clientFinished).toBe(false);
      expect(result.status).toBe(401);
      expect(result.body.message).toBe('Incorrect Username/Password');
    }
    // Step 1 answers the same shape for a known and an unknown name.
    await opaque.ready;
    const { startLoginRequest } = opaque.client.startLogin({ password: 'x' });
    const known = await t
      .http()
      .get(`/api/v1/public/request-credentials-v2/bob/${startLoginRequest}`)
      .expect(200);
    const missing = await t
      .http()
      .get(`/api/v1/public/request-credentials-v2/nobody/${startLoginRequest}`)
      .expect(200);
    expect(Object.keys(known.body).sort()).toEqual(['pkS', 'response']);
    expect(Object.keys(missing.body).sort()).toEqual(['pkS', 'response']);
    expect(missing.body.response.length).toBe(known.body.response.length);
    expect(missing.body.pkS).toBe(known.body.pkS);
  });

  it('locks an account after five failed sign-ins in a row, even against the right password', async () => {
    await createUser(t, { userCode: 'dora', password: 'Doras-Secret-1' });
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, 'dora', 'wrong-password')).status).toBe(401);
    const locked = await signIn(t, 'dora', 'Doras-Secret-1');
    expect(locked.status).toBe(401);
    expect(locked.body.message).toBe('Incorrect Username/Password');
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT locked, locked_until FROM users WHERE user_code = 'dora'`);
    expect(row.locked).toBe(true);
    expect(row.locked_until.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('refuses a request without the anti-forgery header with 403', async () => {
    const session = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    const res = await t
      .http()
      .get('/api/v1/private/user')
      .set('Authorization', `Bearer ${session.jwt}`)
      .set('X-Session-Id', session.sessionId)
      .expect(403);
    expect(res.body.message).toContain('X-Anti-Forgery');
    await as(session, t.http().get('/api/v1/private/user')).expect(200);
  });

  it('refuses private paths without a session and with a mismatched session id', async () => {
    await t.http().get('/api/v1/private/user').set('X-Anti-Forgery', 'a'.repeat(32)).expect(401);
    const session = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    await as(
      { ...session, sessionId: '00000000-0000-0000-0000-000000000001' },
      t.http().get('/api/v1/private/user'),
    ).expect(401);
  });

  it('renews the token while the session is open, and refuses an expired one elsewhere', async () => {
    const session = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    const renewed = await as(session, t.http().get('/api/v1/public/authorize/renew')).expect(200);
    expect(renewed.body.sessionId).toBe(session.sessionId);
    expect(renewed.body.jwt).not.toBe(session.jwt);
    await new Promise((done) => setTimeout(done, 11_000)); // JWT_TTL_SECONDS is 10 here
    await as(session, t.http().get('/api/v1/private/user')).expect(401);
    const again = await as(session, t.http().get('/api/v1/public/authorize/renew')).expect(200);
    await as({ ...session, jwt: again.body.jwt }, t.http().get('/api/v1/private/user')).expect(200);
  }, 30_000);

  it('logout revokes the token at once', async () => {
    const session = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    await as(session, t.http().delete('/api/v1/public/authorize')).expect(200);
    await as(session, t.http().get('/api/v1/private/user')).expect(401);
    await as(session, t.http().get('/api/v1/public/authorize/renew')).expect(401);
    const loggedIn = await as(session, t.http().get('/api/v1/public/is-logged-in')).expect(200);
    expect(loggedIn.body).toEqual({ loggedIn: false });
  });

  it('lists my sessions and lets me end one of them', async () => {
    const first = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    const second = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    const list = await as(first, t.http().get('/api/v1/private/sessions')).expect(200);
    const ids = list.body.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([first.sessionId, second.sessionId]));
    await as(first, t.http().delete(`/api/v1/private/sessions/${second.sessionId}`)).expect(200);
    await as(second, t.http().get('/api/v1/private/user')).expect(401);
    const admin = await signInOrFail(t, 'ada', 'Correct-Horse-7');
    await as(first, t.http().delete(`/api/v1/private/sessions/${admin.sessionId}`)).expect(403);
    await as(admin, t.http().delete(`/api/v1/private/sessions/${first.sessionId}`)).expect(200);
    await as(first, t.http().get('/api/v1/private/user')).expect(401);
  });

  it('answers 410 naming the OPAQUE flow on the retired plaintext paths', async () => {
    for (const path of [
      'try-login/a/b',
      'try-login-v2/a/b',
      'use-opaque/x',
      'request-credentials',
      'register-without-password',
    ]) {
      const res = await t.http().get(`/api/v1/public/${path}`).expect(410);
      expect(res.body.message).toContain('request-credentials-v2');
    }
    for (const path of ['authorize', 'register-with-password', 'store-user-record']) {
      await t
        .http()
        .post(`/api/v1/public/${path}`)
        .set('X-Anti-Forgery', 'b'.repeat(32))
        .expect(410);
    }
  });

  it('rate limits sign-in attempts per username with 429 and Retry-After', async () => {
    await opaque.ready;
    const { startLoginRequest } = opaque.client.startLogin({ password: 'x' });
    let last;
    for (let i = 0; i < 22; i++) {
      last = await t
        .http()
        .get(`/api/v1/public/request-credentials-v2/eve-the-flooder/${startLoginRequest}`);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a bad OPAQUE message with the same 401, never 500', async () => {
    const res = await t.http().get('/api/v1/public/request-credentials-v2/bob/not-a-valid-message');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Incorrect Username/Password');
  });
});

// Each instance keeps the sessions it has checked in memory (issue 20, decision 0015); what
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

  it('a security group taken away (even straight in the database) is refused on the other', async () => {
    const admin = await signInOrFail(a, 'dora', 'Doras-Secret-42');
    const groups = (t: TestApp) => as(admin, t.http().get('/api/v1/secure/admin/security-groups'));
    for (const t of [a, b, a, b]) await groups(t).expect(200);
    await a.app
      .get(DataSource)
      .query(`DELETE FROM user_security_groups WHERE user_uuid = $1`, [admin.user.userUuid]);
    await groups(b).expect(403);
    await groups(a).expect(403);
  });
});
