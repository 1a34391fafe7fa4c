import { createUser, signIn } from '../support/auth-helpers';
import { startTestApp, type TestApp } from '../support/test-app';

// Sign-in throttling keys on the client address Fastify derives: X-Forwarded-For counts only
// from a proxy TRUST_PROXY names (issue 29). Before, any caller on this host (or behind any
// proxy on it) could name a fresh address per guess and never wait.
/** Sign-in calls a minute per address; a failed sign-in is two calls (OPAQUE's two steps). */
const LIMIT = 20;

/** `count` failed sign-ins of `user`, each claiming another address; the statuses. */
async function guessesFromRotatingAddresses(t: TestApp, user: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await signIn(t, user, 'wrong-password', `198.51.100.${i + 1}`)).status);
  return statuses;
}

describe('TRUST_PROXY unset (the default)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SIGN_IN_LIMIT_PER_ADDRESS: String(LIMIT) });
    await createUser(t, { userCode: 'gina', password: 'Ginas-Secret-1' });
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For: failed sign-ins from "rotating addresses" are one address', async () => {
    // Five failures are free, the sixth waits.
    const statuses = await guessesFromRotatingAddresses(t, 'gina', 6);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('ignores X-Forwarded-Proto as well (no HSTS for a claimed https)', async () => {
    const res = await t
      .http()
      .get('/api/v1/public/now')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY naming the proxy the requests come through', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      SIGN_IN_LIMIT_PER_ADDRESS: String(LIMIT),
      TRUST_PROXY: '127.0.0.1,::1',
    });
    await createUser(t, { userCode: 'gina', password: 'Ginas-Secret-1' });
  });
  afterAll(() => t?.close());

  it('honours X-Forwarded-For: each forwarded address is counted on its own', async () => {
    expect(await guessesFromRotatingAddresses(t, 'gina', LIMIT)).toEqual(Array(LIMIT).fill(401));
    // The same forwarded address five times over waits at the sixth.
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, 'gina', 'wrong-password', '203.0.113.9')).status).toBe(401);
    expect((await signIn(t, 'gina', 'Ginas-Secret-1', '203.0.113.9')).status).toBe(429);
    expect((await signIn(t, 'gina', 'Ginas-Secret-1', '203.0.113.10')).status).toBe(200);
  });
});
