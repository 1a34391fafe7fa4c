import { describe, expect, it } from 'vitest';
import {
  clearSession,
  hasStoredSession,
  isTokenExpired,
  jwtExpiresAt,
  readSession,
  saveSession,
} from './sessionStore';

function jwtWith(payload: object): string {
  const base64url = btoa(JSON.stringify(payload))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`;
}

describe('session store', () => {
  it('keeps the jwt, session id and expiry under the fixed keys', () => {
    saveSession({ jwt: 'a.b.c', sessionId: 's1', expiresAt: '2030-01-01T00:00:00.000Z' });

    expect(localStorage.getItem('session.jwt')).toBe('a.b.c');
    expect(localStorage.getItem('session.id')).toBe('s1');
    expect(localStorage.getItem('session.expiresAt')).toBe('2030-01-01T00:00:00.000Z');
    expect(readSession()).toEqual({
      jwt: 'a.b.c',
      sessionId: 's1',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('forgets all three keys', () => {
    saveSession({ jwt: 'a.b.c', sessionId: 's1', expiresAt: '2030-01-01T00:00:00.000Z' });
    clearSession();

    expect(hasStoredSession()).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('needs both the jwt and the session id', () => {
    localStorage.setItem('session.jwt', 'a.b.c');
    expect(hasStoredSession()).toBe(false);
  });
});

describe(isTokenExpired.name, () => {
  const session = { jwt: 'a.b.c', sessionId: 's1', expiresAt: '2030-01-01T00:00:00.000Z' };

  it('compares the expiry with the time given', () => {
    expect(isTokenExpired(session, Date.parse('2029-12-31T23:59:59.000Z'))).toBe(false);
    expect(isTokenExpired(session, Date.parse('2030-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('treats an unknown expiry as expired', () => {
    expect(isTokenExpired({ ...session, expiresAt: '' })).toBe(true);
  });
});

describe(jwtExpiresAt.name, () => {
  it('reads the exp claim of the payload', () => {
    expect(jwtExpiresAt(jwtWith({ sub: 'u', exp: 1_900_000_000 }))).toBe(
      '2030-03-17T17:46:40.000Z',
    );
  });

  it('reads base64url payloads that need - and _', () => {
    expect(jwtExpiresAt(jwtWith({ name: '???>>>', exp: 1_900_000_000 }))).toBe(
      '2030-03-17T17:46:40.000Z',
    );
  });

  it.each(['', 'not-a-jwt', 'a.%%%.c', jwtWith({ sub: 'no exp' })])('gives null for %j', (jwt) => {
    expect(jwtExpiresAt(jwt)).toBeNull();
  });
});
