import { EXPIRED_TOKEN_RENEWAL_SECONDS } from '@domain/limits';
import * as opaque from '@serenity-kit/opaque';
import { decode, sign } from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EventBusService } from '@server/common/events/event-bus.service';
import { AuthHousekeeping } from '@server/modules/auth/auth-housekeeping';
import { SecretsService } from '@server/modules/auth/secrets.service';
import { SessionsService } from '@server/modules/auth/sessions.service';
import {
  antiForgery,
  as,
  createUser,
  from,
  signIn,
  signInOrFail,
  type SignedIn,
} from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

describe('OPAQUE sign-in and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Waits after failed sign-ins start at a minute here (1 s by default), so that no
    // assertion depends on how fast this machine runs.
    // Requests claim addresses (X-Forwarded-For) through the loopback "proxy".
    t = await startTestApp({
      JWT_TTL_SECONDS: '10',
      SIGN_IN_DELAY_SECONDS: '60',
      TRUST_PROXY: 'loopback',
    });
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

  it('rate limits sign-in calls per address with 429 and Retry-After, not per username', async () => {
    await opaque.ready;
    const { startLoginRequest } = opaque.client.startLogin({ password: 'x' });
    const flood = (address: string) =>
      from(address, t.http().get(`/api/v1/public/request-credentials-v2/ada/${startLoginRequest}`));
    let last;
    for (let i = 0; i < 61; i++) last = await flood('203.0.113.200');
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    await flood('203.0.113.201').expect(200);
  });

  it('answers a bad OPAQUE message with the same 401, never 500', async () => {
    const res = await t.http().get('/api/v1/public/request-credentials-v2/bob/not-a-valid-message');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Incorrect Username/Password');
  });

  it('refuses control characters and over-long names with 400 naming them, before writing', async () => {
    const db = t.app.get(DataSource);
    const address = '198.51.100.99';
    const paths = [
      ['request-credentials-v2/%00/AAAA', 'username'],
      ['authorize-v2/%00/AAAA', 'username'],
      ['request-credentials-v2/bob/AA%01AA', 'request'],
      [`request-credentials-v2/${'a'.repeat(2500)}/AAAA`, 'username'],
    ];
    for (const [path, field] of paths) {
      const res = await from(address, t.http().get(`/api/v1/public/${path}`)).expect(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    const stored = await from(
      address,
      t
        .http()
        .post(`/api/v1/public/store-v2/${'b'.repeat(2500)}/AAAA/token`)
        .set('X-Anti-Forgery', antiForgery()),
    ).expect(400);
    expect(stored.body.message).toBe('username: must be at most 512 characters');
    const buckets = await db.query(`SELECT 1 FROM rate_limit_buckets WHERE bucket_key = $1`, [
      `auth:ip:${address}`,
    ]);
    expect(buckets).toEqual([]);
  });

  it('accepts ?jwt= on download links only; every other route needs the headers', async () => {
    const session = await signInOrFail(t, 'ada', 'Correct-Horse-7');
    const jwt = encodeURIComponent(session.jwt);
    const removed = await t.http().get(`/api/v1/cache/remove/tree?jwt=${jwt}`).expect(403);
    expect(removed.body.message).toContain('X-Anti-Forgery');
    await t
      .http()
      .get(`/api/v1/private/user?jwt=${jwt}`)
      .set('X-Anti-Forgery', antiForgery())
      .expect(401);
    // A download link passes sign-in and reaches the files module (no such file here).
    await t.http().get(`/api/v1/secure/file/${randomUUID()}?jwt=${jwt}`).expect(404);
  });

  it('revokes the JWT a renewal replaced once its grace is over', async () => {
    const session = await signInOrFail(t, 'ada', 'Correct-Horse-7');
    const renewed = await as(session, t.http().get('/api/v1/public/authorize/renew')).expect(200);
    // Within the grace both work: requests already on their way with the old one finish.
    await as(session, t.http().get('/api/v1/private/user')).expect(200);
    await t.app
      .get(DataSource)
      .query(
        `UPDATE sessions SET replaced_until = now() - interval '1 second' WHERE session_id = $1`,
        [session.sessionId],
      );
    // Written straight to the database, the change reaches the session cache by the trigger's
    // event, which arrives a moment later.
    await expect
      .poll(async () => (await as(session, t.http().get('/api/v1/private/user'))).status)
      .toBe(401);
    await as(session, t.http().get('/api/v1/public/authorize/renew')).expect(401);
    // A download link rendered before the renewal still opens its file (404: none here).
    await t
      .http()
      .get(`/api/v1/secure/file/${randomUUID()}?jwt=${encodeURIComponent(session.jwt)}`)
      .expect(404);
    await as({ ...session, jwt: renewed.body.jwt }, t.http().get('/api/v1/private/user')).expect(
      200,
    );
  });

  it('prunes throttling rows that count nothing any more, and keeps the rest', async () => {
    const db = t.app.get(DataSource);
    await db.query(
      `INSERT INTO rate_limit_buckets (bucket_key, window_start, hits) VALUES
         ('prune:old', now() - interval '25 hours', 3), ('prune:fresh', now() - interval '1 hour', 3)`,
    );
    await db.query(
      `INSERT INTO sign_in_failures (user_code, address, failures, last_failure_at, delayed_until) VALUES
         ('prune-old', '192.0.2.50', 7, now() - interval '25 hours', now() - interval '24 hours'),
         ('prune-recent', '192.0.2.50', 2, now() - interval '2 hours', NULL),
         ('prune-waiting', '192.0.2.50', 9, now() - interval '25 hours', now() + interval '1 minute')`,
    );
    const pruned = await t.app.get(AuthHousekeeping).prune();
    expect(pruned).toEqual({ buckets: 1, failures: 1 });
    // Nothing is left to prune, and the count says so.
    expect(await t.app.get(AuthHousekeeping).prune()).toEqual({ buckets: 0, failures: 0 });
    const buckets = await db.query(
      `SELECT bucket_key FROM rate_limit_buckets WHERE bucket_key LIKE 'prune:%' ORDER BY 1`,
    );
    expect(buckets).toEqual([{ bucket_key: 'prune:fresh' }]);
    const failures = await db.query(
      `SELECT user_code FROM sign_in_failures WHERE user_code LIKE 'prune-%' ORDER BY 1`,
    );
    // A pair still made to wait is kept, however old its last failure.
    expect(failures).toEqual([{ user_code: 'prune-recent' }, { user_code: 'prune-waiting' }]);
  });
});

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
