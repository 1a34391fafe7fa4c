import * as opaque from '@serenity-kit/opaque';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuthHousekeeping } from '@server/modules/auth/auth-housekeeping';
import { antiForgery, as, from, signInOrFail } from '../support/auth-helpers';
import { t, useAuthSessionsApp } from './auth-sessions-context';

describe('OPAQUE sign-in and sessions', () => {
  useAuthSessionsApp();

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
