import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { STATE_TTL_SECONDS } from './sso-state';

export const BINDING_COOKIE = 'portal_sso_binding';
const BINDING_FORMAT = /^[\w-]{43}$/;

/**
 * Ties a sign-in to the browser that started it, so nobody can make a victim's browser post an
 * authorization response the attacker obtained for their own account (login CSRF). The value
 * is random, kept in an HttpOnly cookie and sealed into the state; the callback compares the
 * two. One value per browser, reused while it lasts, so sign-ins in two tabs both complete.
 * The cookie must come back on the provider's cross-site top-level POST, which browsers allow
 * only for SameSite=None, and SameSite=None only with Secure: hence https deployments only.
 */
export function bindingOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BINDING_COOKIE && BINDING_FORMAT.test(value.join('='))) return value.join('=');
  }
  return null;
}

export function newBinding(): string {
  return randomBytes(32).toString('base64url');
}

export function setBindingCookie(response: FastifyReply, binding: string, path: string): void {
  const expires = new Date(Date.now() + STATE_TTL_SECONDS * 1000).toUTCString();
  void response.header(
    'Set-Cookie',
    `${BINDING_COOKIE}=${binding}; Max-Age=${STATE_TTL_SECONDS}; Path=${path}; Expires=${expires}; HttpOnly; Secure; SameSite=None`,
  );
}

export function sameBinding(expected: string | null, actual: string | null): boolean {
  if (expected === null || actual === null) return expected === actual;
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}
