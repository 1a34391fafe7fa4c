import { constants, createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { SsoErrorCode, SsoSignInFailed } from './sso.exceptions';

/** The claims we read from an id token; anything else is ignored. */
export interface IdTokenClaims {
  iss?: unknown;
  aud?: unknown;
  azp?: unknown;
  exp?: unknown;
  nbf?: unknown;
  iat?: unknown;
  nonce?: unknown;
  tid?: unknown;
  email?: unknown;
  preferred_username?: unknown;
  upn?: unknown;
  [claim: string]: unknown;
}

export interface IdTokenExpectations {
  issuer: string;
  audience: string;
  tenantId: string;
  nonce: string;
  nowSeconds?: number;
}

export interface SigningKey extends JsonWebKey {
  kid?: string;
  use?: string;
  alg?: string;
}

/** Clock difference tolerated between the identity provider and this server. */
const CLOCK_SKEW_SECONDS = 120;

type VerifyParams = { hash: string | null; padding?: number; dsaEncoding?: 'ieee-p1363' };

/** Asymmetric algorithms only: `none` and HMAC (a secret shared with the client) never pass. */
const ALGORITHMS: Record<string, { kty: string; params: VerifyParams }> = {
  RS256: { kty: 'RSA', params: { hash: 'sha256' } },
  RS384: { kty: 'RSA', params: { hash: 'sha384' } },
  RS512: { kty: 'RSA', params: { hash: 'sha512' } },
  PS256: { kty: 'RSA', params: { hash: 'sha256', padding: constants.RSA_PKCS1_PSS_PADDING } },
  PS384: { kty: 'RSA', params: { hash: 'sha384', padding: constants.RSA_PKCS1_PSS_PADDING } },
  PS512: { kty: 'RSA', params: { hash: 'sha512', padding: constants.RSA_PKCS1_PSS_PADDING } },
  ES256: { kty: 'EC', params: { hash: 'sha256', dsaEncoding: 'ieee-p1363' } },
  ES384: { kty: 'EC', params: { hash: 'sha384', dsaEncoding: 'ieee-p1363' } },
  ES512: { kty: 'EC', params: { hash: 'sha512', dsaEncoding: 'ieee-p1363' } },
  EdDSA: { kty: 'OKP', params: { hash: null } },
};

export interface ParsedIdToken {
  header: { alg?: unknown; kid?: unknown; typ?: unknown };
  claims: IdTokenClaims;
  signedPart: Buffer;
  signature: Buffer;
}

function fail(code: SsoErrorCode, reason: string): never {
  throw new SsoSignInFailed(code, reason);
}

export function parseIdToken(token: string): ParsedIdToken {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[\w-]*$/.test(part))) {
    fail(SsoErrorCode.InvalidToken, 'the id token is not a compact JWS');
  }
  try {
    return {
      header: JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')),
      claims: JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')),
      signedPart: Buffer.from(`${parts[0]}.${parts[1]}`, 'ascii'),
      signature: Buffer.from(parts[2], 'base64url'),
    };
  } catch {
    return fail(SsoErrorCode.InvalidToken, 'the id token header or payload is not JSON');
  }
}

/** The key the token names (kid), or the only key of the right type when it names none. */
export function selectKey(token: ParsedIdToken, keys: SigningKey[]): SigningKey | undefined {
  const algorithm = ALGORITHMS[String(token.header.alg)];
  if (!algorithm) return undefined;
  const usable = keys.filter(
    (key) =>
      key.kty === algorithm.kty &&
      (key.use === undefined || key.use === 'sig') &&
      (key.alg === undefined || key.alg === token.header.alg),
  );
  if (typeof token.header.kid === 'string')
    return usable.find((key) => key.kid === token.header.kid);
  return usable.length === 1 ? usable[0] : undefined;
}

export function checkSignature(token: ParsedIdToken, key: SigningKey): void {
  const algorithm = ALGORITHMS[String(token.header.alg)];
  if (!algorithm)
    fail(SsoErrorCode.InvalidSignature, `algorithm ${String(token.header.alg)} is not accepted`);
  let valid = false;
  try {
    const publicKey = createPublicKey({ key: key as JsonWebKey, format: 'jwk' });
    const { hash, ...options } = algorithm.params;
    valid = verify(hash, token.signedPart, { key: publicKey, ...options }, token.signature);
  } catch {
    valid = false;
  }
  if (!valid) fail(SsoErrorCode.InvalidSignature, 'the id token signature does not verify');
}

/** Issuer, audience, tenant, nonce and lifetime; the signature is checked before this. */
export function checkClaims(claims: IdTokenClaims, expected: IdTokenExpectations): void {
  const now = expected.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (claims.iss !== expected.issuer) {
    fail(SsoErrorCode.WrongIssuer, `iss ${String(claims.iss)} is not ${expected.issuer}`);
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) {
    fail(
      SsoErrorCode.WrongAudience,
      `aud ${JSON.stringify(claims.aud)} is not ${expected.audience}`,
    );
  }
  if (audiences.length > 1 && claims.azp !== expected.audience) {
    fail(SsoErrorCode.WrongAudience, `azp ${String(claims.azp)} is not ${expected.audience}`);
  }
  if (
    typeof claims.tid !== 'string' ||
    claims.tid.toLowerCase() !== expected.tenantId.toLowerCase()
  ) {
    fail(SsoErrorCode.WrongTenant, `tid ${String(claims.tid)} is not ${expected.tenantId}`);
  }
  if (claims.nonce !== expected.nonce) {
    fail(SsoErrorCode.InvalidNonce, 'the id token nonce is not the one this sign-in sent');
  }
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS <= now) {
    fail(SsoErrorCode.TokenExpired, `exp ${String(claims.exp)} has passed`);
  }
  if (typeof claims.nbf === 'number' && claims.nbf - CLOCK_SKEW_SECONDS > now) {
    fail(SsoErrorCode.InvalidToken, `nbf ${claims.nbf} lies in the future`);
  }
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_SECONDS > now) {
    fail(SsoErrorCode.InvalidToken, `iat ${claims.iat} lies in the future`);
  }
}

/** The address to look the user up by: email, else the sign-in name Microsoft always sends. */
export function emailOf(claims: IdTokenClaims): string | undefined {
  for (const claim of [claims.email, claims.preferred_username, claims.upn]) {
    if (typeof claim === 'string' && /^[^\s@]+@[^\s@]+$/.test(claim.trim())) {
      return claim.trim().toLowerCase();
    }
  }
  return undefined;
}
