import { EXPIRED_TOKEN_RENEWAL_SECONDS } from '@domain/limits';
import * as opaque from '@serenity-kit/opaque';
import { decode, sign } from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { SecretsService } from '@server/modules/auth/secrets.service';
import { antiForgery, as, createUser, from, signIn, signInOrFail } from '../support/auth-helpers';
import { t, useAuthSessionsApp } from './auth-sessions-context';

describe('OPAQUE sign-in and sessions', () => {
  useAuthSessionsApp();

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

  it('never counts an unfinished first step: a stranger cannot lock the admin out', async () => {
    await opaque.ready;
    const { startLoginRequest } = opaque.client.startLogin({ password: 'guess' });
    for (let i = 0; i < 8; i++)
      await from(
        '203.0.113.66',
        t.http().get(`/api/v1/public/request-credentials-v2/ada/${startLoginRequest}`),
      ).expect(200);
    expect((await signIn(t, 'ada', 'Correct-Horse-7')).status).toBe(200);
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT locked, failed_auth_count FROM users WHERE user_code = 'ada'`);
    expect(row).toEqual({ locked: false, failed_auth_count: 0 });
  });

  it('delays failed proofs per user and address, growing, which an admin sees and clears', async () => {
    const doraUuid = await createUser(t, { userCode: 'dora', password: 'Doras-Secret-1' });
    const guesser = '198.51.100.23';
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, 'dora', 'wrong-password', guesser)).status).toBe(401);
    const waiting = await signIn(t, 'dora', 'Doras-Secret-1', guesser);
    expect(waiting).toMatchObject({ step: 1, status: 429 });
    expect(waiting.body.message).toContain('Too many failed sign-ins');
    const firstWait = Number(waiting.headers['retry-after']);
    expect(firstWait > 30 && firstWait <= 60).toBe(true);
    // Dora at her own desk is not held back by the guesser.
    expect((await signIn(t, 'dora', 'Doras-Secret-1', '192.0.2.10')).status).toBe(200);

    const admin = await signInOrFail(t, 'ada', 'Correct-Horse-7');
    const seen = await as(admin, t.http().get(`/api/v1/secure/admin/users/${doraUuid}`)).expect(
      200,
    );
    expect(seen.body).toMatchObject({ locked: true, failedAuthCount: 5 });

    // The wait over (moved into the past here), the next failure doubles it.
    const db = t.app.get(DataSource);
    await db.query(
      `UPDATE sign_in_failures SET delayed_until = now() - interval '1 second' WHERE user_code = 'dora'`,
    );
    expect((await signIn(t, 'dora', 'wrong-password', guesser)).status).toBe(401);
    const longer = await signIn(t, 'dora', 'Doras-Secret-1', guesser);
    expect(longer.status).toBe(429);
    const secondWait = Number(longer.headers['retry-after']);
    expect(secondWait > 60 && secondWait <= 120).toBe(true); // doubled

    await as(
      admin,
      t.http().get(`/api/v1/secure/admin/users/${doraUuid}/enable/true/${antiForgery()}`),
    ).expect(200);
    expect((await signIn(t, 'dora', 'Doras-Secret-1', guesser)).status).toBe(200);
    const cleared = await as(admin, t.http().get(`/api/v1/secure/admin/users/${doraUuid}`));
    expect(cleared.body).toMatchObject({ locked: false, failedAuthCount: 0 });
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

  it('refuses to renew a token that ran out longer ago than the grace, with a clear 401', async () => {
    const session = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    // The session's own current token (same subject, session and id), signed with the
    // server's key as if it had run out `agoSeconds` ago: only its expiry differs.
    const key = t.app.get(SecretsService).jwtKey;
    const { sub, sid, code, jti } = decode(session.jwt) as Record<string, string>;
    const expiredAgo = (agoSeconds: number) => {
      const exp = Math.floor(Date.now() / 1000) - agoSeconds;
      return sign({ sub, sid, code, jti, iat: exp - 10, exp }, key);
    };
    const renew = (jwt: string) =>
      as({ ...session, jwt }, t.http().get('/api/v1/public/authorize/renew'));
    const tooOld = await renew(expiredAgo(EXPIRED_TOKEN_RENEWAL_SECONDS + 60)).expect(401);
    expect(tooOld.body).toMatchObject({
      code: 'AUTH_SESSION_EXPIRED',
      message: `Session token expired more than ${EXPIRED_TOKEN_RENEWAL_SECONDS / 60} minutes ago: sign in again`,
    });
    // Within the grace (a laptop that slept a few minutes) it is still swapped.
    const recent = await renew(expiredAgo(EXPIRED_TOKEN_RENEWAL_SECONDS - 60)).expect(200);
    expect(recent.body.sessionId).toBe(session.sessionId);
  });

  it('logout revokes the token at once', async () => {
    const session = await signInOrFail(t, 'bob', 'Bobs-Secret-42');
    await as(session, t.http().delete('/api/v1/public/authorize')).expect(200);
    // Written straight to the database, the change reaches the session cache by the trigger's
    // event, which arrives a moment later.
    await expect
      .poll(async () => (await as(session, t.http().get('/api/v1/private/user'))).status)
      .toBe(401);
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
});
