import { BoundedMap } from '@server/common/read-reuse/bounded-map';

/** Tokens remembered per instance; the oldest go first. A few MB at most. */
const MAX_ENTRIES = 10_000;

interface Verified<Claims> {
  key: object;
  claims: Claims;
  /** The token's `exp` in ms since the epoch; undefined when it has none. */
  expiresAtMs: number | undefined;
}

/**
 * Session tokens whose signature this instance has checked, with their claims: a token is the
 * same string on every request of its session, and checking its signature again (base64, two
 * JSON parses, an HMAC) was a sixth of what the session check cost (decision 0022, "Per-request
 * pipeline"). Only the signature's verdict is kept: expiry is checked on every use, the key the
 * token was checked with must still be the signing key, and whether its session is live is
 * the session cache's question on every request, as before.
 */
export class VerifiedTokens<Claims extends { exp?: number }> {
  private readonly held = new BoundedMap<string, Verified<Claims>>(MAX_ENTRIES);

  /** The claims of `token` if it was verified with `key` and, unless `allowExpired`, is unexpired at `nowMs`. */
  get(token: string, key: object, nowMs: number, allowExpired: boolean): Claims | undefined {
    const entry = this.held.peek(token);
    if (!entry || entry.key !== key) return undefined;
    // As jsonwebtoken: expired once now reaches exp (whole seconds).
    if (!allowExpired && entry.expiresAtMs !== undefined && nowMs >= entry.expiresAtMs)
      return undefined;
    return entry.claims;
  }

  /** Remembers claims whose signature `key` verified. */
  remember(token: string, key: object, claims: Claims): void {
    const expiresAtMs = typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
    this.held.set(token, { key, claims, expiresAtMs });
  }
}
