import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { enhancedApi as authApi } from './generated/auth';
import { enhancedApi as usersApi } from './generated/users';
import { readSession, saveSession } from './session/sessionStore';
import { apiError, json, storeSession, stubApi } from '../test/stubApi';
import { RESPONSE_DATA_IS_STRING } from '@domain/messages';
import { mayAnswerWithString, pathOf, speaksForSession } from './baseApi';

describe(pathOf.name, () => {
  it('drops the leading slash and the query', () => {
    expect(pathOf('/secure/users?x=1')).toBe('secure/users');
    expect(pathOf({ url: '/public/me' })).toBe('public/me');
  });
});

describe(speaksForSession.name, () => {
  it.each([
    ['secure/users', true],
    ['private/user', true],
    ['public/me', true],
    ['public/authorize/renew', true],
    ['public/authorize-v2/admin/proof', false],
    ['public/authorize', false],
    ['public/env', false],
  ])('%s: %s', (path, expected) => {
    expect(speaksForSession(path)).toBe(expected);
  });
});

describe('baseQueryWithSession', () => {
  it('ends the stored session on a 401 from a protected call', async () => {
    storeSession();
    stubApi({ 'GET secure/users': () => apiError(401, 'Session has ended') });
    const store = makeStore();
    expect(store.getState().session.signedIn).toBe(true);

    await store.dispatch(usersApi.endpoints.listUsers.initiate());

    expect(readSession()).toBeNull();
    expect(store.getState().session.signedIn).toBe(false);
  });

  it('keeps the session on a 401 from the sign-in exchange', async () => {
    storeSession();
    stubApi({
      'GET public/authorize-v2/:username/:proof': () =>
        apiError(401, 'Incorrect Username/Password'),
    });
    const store = makeStore();

    await store.dispatch(authApi.endpoints.authorizeV2.initiate({ username: 'a', proof: 'b' }));

    expect(readSession()).not.toBeNull();
    expect(store.getState().session.signedIn).toBe(true);
  });

  it('keeps a session that replaced the one the refused call was sent with', async () => {
    storeSession('old.jwt.token');
    stubApi({
      'GET secure/users': () => {
        storeSession('new.jwt.token', 'session-2');
        return apiError(401, 'Session has ended');
      },
    });
    const store = makeStore();

    await store.dispatch(usersApi.endpoints.listUsers.initiate());

    expect(readSession()?.jwt).toBe('new.jwt.token');
    expect(store.getState().session.signedIn).toBe(true);
  });

  it('renews an expired token before the call and sends the new one', async () => {
    saveSession({ jwt: 'expired.jwt', sessionId: 's1', expiresAt: '2020-01-01T00:00:00.000Z' });
    const expiresAt = new Date(Date.now() + 900_000).toISOString();
    const api = stubApi({
      'GET public/authorize/renew': { jwt: 'fresh.jwt', sessionId: 's1', expiresAt },
      'GET secure/users': [],
    });
    const store = makeStore();

    await Promise.all([
      store.dispatch(usersApi.endpoints.listUsers.initiate()),
      store.dispatch(usersApi.endpoints.listSecurityGroups.initiate()),
    ]);

    expect(api.paths()[0]).toBe('GET public/authorize/renew');
    // Two calls waiting for one renewal.
    expect(api.paths().filter((p) => p === 'GET public/authorize/renew')).toHaveLength(1);
    expect(api.requests[0].headers.get('Authorization')).toBe('Bearer expired.jwt');
    const users = api.requests.find((r) => r.url.endsWith('/secure/users'));
    expect(users?.headers.get('Authorization')).toBe('Bearer fresh.jwt');
    expect(readSession()).toEqual({ jwt: 'fresh.jwt', sessionId: 's1', expiresAt });
  });

  it('keeps the Retry-After seconds of a 429', async () => {
    stubApi({
      'GET public/sso/:username': () =>
        apiError(429, 'Too many requests; retry in 12 s', { 'Retry-After': '12' }),
    });
    const store = makeStore();

    const result = await store.dispatch(authApi.endpoints.checkSso.initiate({ username: 'x' }));

    expect(result.error).toMatchObject({ status: 429, data: { retryAfterSeconds: 12 } });
  });

  it('sends no renewal and no session headers without a stored session', async () => {
    const api = stubApi({ 'GET public/sso/:username': json({ sso: false }) });
    const store = makeStore();

    await store.dispatch(authApi.endpoints.checkSso.initiate({ username: 'x' }));

    expect(api.paths()).toEqual(['GET public/sso/x']);
    expect(api.requests[0].headers.has('Authorization')).toBe(false);
    expect(api.requests[0].headers.get('X-Anti-Forgery')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('plain-string bodies (seed 000: treated as errors)', () => {
  it('turns a string where an object was due into an error naming it', async () => {
    storeSession();
    stubApi({ 'GET secure/users': () => json('<html>proxy page</html>') });
    const store = makeStore();

    const result = await store.dispatch(usersApi.endpoints.listUsers.initiate());

    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      error: RESPONSE_DATA_IS_STRING,
      data: { message: RESPONSE_DATA_IS_STRING },
    });
  });

  it('lets upload, auth, person and HR-system routes answer with text', () => {
    for (const path of [
      'api/upload/v1/x',
      'public/echo/x',
      'secure/person/x',
      'secure/workday/x',
      'sso/msal-redirect',
    ])
      expect(mayAnswerWithString(path)).toBe(true);
    for (const path of ['secure/users', 'private/exam-sections', 'secure/nhp-classes/x'])
      expect(mayAnswerWithString(path)).toBe(false);
  });
});
