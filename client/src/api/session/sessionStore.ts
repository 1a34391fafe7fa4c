import { SESSION_EXPIRES_AT_KEY, SESSION_ID_KEY, SESSION_JWT_KEY } from '../requestHeaders';

/** What localStorage keeps of a session; requestHeaders.ts sends the first two on every call. */
export interface StoredSession {
  jwt: string;
  sessionId: string;
  /** ISO time the JWT stops being accepted (renewal still takes it while the session is open). */
  expiresAt: string;
}

export function saveSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(SESSION_JWT_KEY, session.jwt);
  storage.setItem(SESSION_ID_KEY, session.sessionId);
  storage.setItem(SESSION_EXPIRES_AT_KEY, session.expiresAt);
}

export function readSession(storage: Storage = localStorage): StoredSession | null {
  const jwt = storage.getItem(SESSION_JWT_KEY);
  const sessionId = storage.getItem(SESSION_ID_KEY);
  if (!jwt || !sessionId) return null;
  return { jwt, sessionId, expiresAt: storage.getItem(SESSION_EXPIRES_AT_KEY) ?? '' };
}

export function hasStoredSession(storage: Storage = localStorage): boolean {
  return readSession(storage) !== null;
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_JWT_KEY);
  storage.removeItem(SESSION_ID_KEY);
  storage.removeItem(SESSION_EXPIRES_AT_KEY);
}

/** An unknown or unreadable expiry counts as expired, so the token is renewed before use. */
export function isTokenExpired(session: StoredSession, now = Date.now()): boolean {
  const expiresAt = Date.parse(session.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/**
 * The expiry of a JWT from its payload's exp claim, for the single sign-on return where the
 * server hands over only the token. Not a verification: the server checks every call.
 */
export function jwtExpiresAt(jwt: string): string | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}
