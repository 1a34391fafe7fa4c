import { readAfterPosition } from './writePosition';

export const SESSION_JWT_KEY = 'session.jwt';
export const SESSION_ID_KEY = 'session.id';
export const SESSION_EXPIRES_AT_KEY = 'session.expiresAt';

const ANTI_FORGERY_BYTES = 16;

/** decision 0021 asks for a fresh token per request; non-public calls without one get 403. */
export function newAntiForgeryToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ANTI_FORGERY_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function applyRequestHeaders(headers: Headers, storage: Storage = localStorage): Headers {
  headers.set('X-Anti-Forgery', newAntiForgeryToken());
  const jwt = storage.getItem(SESSION_JWT_KEY);
  if (jwt) headers.set('Authorization', `Bearer ${jwt}`);
  const sessionId = storage.getItem(SESSION_ID_KEY);
  if (sessionId) headers.set('X-Session-Id', sessionId);
  const readAfter = readAfterPosition();
  if (readAfter) headers.set('X-Read-After', readAfter);
  return headers;
}
