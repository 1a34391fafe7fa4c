import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * Whether the peer is this machine: 127.0.0.0/8, ::1, or either written as IPv4-mapped IPv6.
 * Takes the socket's own remote address, never X-Forwarded-For: a header anyone can write.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the Authorization header carries `Bearer <token>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or the first wrong character.
 */
export function hasBearer(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  // Compared even without a header, so a missing one costs the same as a wrong one.
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/** GET /metrics answers loopback peers, and anyone else only with METRICS_TOKEN's bearer. */
export function mayScrape(
  remoteAddress: string | undefined,
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  if (isLoopback(remoteAddress)) return true;
  return token !== undefined && hasBearer(authorization, token);
}
