import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import {
  checkClaims,
  checkSignature,
  emailOf,
  parseIdToken,
  selectKey,
  type SigningKey,
} from './id-token';
import { SsoErrorCode, SsoSignInFailed } from './sso.exceptions';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const published: SigningKey[] = [
  { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'rsa-1', use: 'sig' },
  { ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec-1' },
];

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function jwt(header: object, claims: object, key?: KeyObject, hash = 'sha256'): string {
  const signed = `${b64(header)}.${b64(claims)}`;
  const signature = key
    ? sign(hash, Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url')
    : '';
  return `${signed}.${signature}`;
}

function failure(run: () => unknown): SsoErrorCode | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SsoSignInFailed) return error.code;
    throw error;
  }
  return undefined;
}

const verified = (token: string) => () => {
  const parsed = parseIdToken(token);
  const key = selectKey(parsed, published);
  if (!key) throw new SsoSignInFailed(SsoErrorCode.InvalidSignature, 'no key');
  checkSignature(parsed, key);
};

describe('id token checks', () => {
  const now = 1_800_000_000;
  const expected = {
    issuer: 'https://idp/t1',
    audience: 'app',
    tenantId: 'T1',
    nonce: 'n1',
    nowSeconds: now,
  };
  const good = {
    iss: 'https://idp/t1',
    aud: 'app',
    tid: 't1',
    nonce: 'n1',
    exp: now + 600,
    iat: now,
  };

  it('accepts RS256 and ES256 signatures by the published keys', () => {
    expect(
      failure(verified(jwt({ alg: 'RS256', kid: 'rsa-1' }, good, rsa.privateKey))),
    ).toBeUndefined();
    expect(
      failure(verified(jwt({ alg: 'ES256', kid: 'ec-1' }, good, ec.privateKey))),
    ).toBeUndefined();
    expect(failure(() => checkClaims(good, expected))).toBeUndefined();
  });

  it('refuses alg none, HMAC, unknown keys and altered payloads', () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const cases = [
      jwt({ alg: 'none' }, good),
      jwt({ alg: 'HS256', kid: 'rsa-1' }, good, rsa.privateKey),
      jwt({ alg: 'RS256', kid: 'rsa-2' }, good, rsa.privateKey),
      jwt({ alg: 'RS256', kid: 'rsa-1' }, good, otherKey),
      jwt({ alg: 'RS256', kid: 'rsa-1' }, good, rsa.privateKey).replace(
        /\.[^.]+\./,
        `.${b64({ ...good, aud: 'x' })}.`,
      ),
    ];
    for (const token of cases) expect(failure(verified(token))).toBe(SsoErrorCode.InvalidSignature);
    expect(failure(() => parseIdToken('a.b'))).toBe(SsoErrorCode.InvalidToken);
  });

  it.each([
    [{ iss: 'https://idp/t2' }, SsoErrorCode.WrongIssuer],
    [{ aud: 'other' }, SsoErrorCode.WrongAudience],
    [{ aud: ['app', 'other'] }, SsoErrorCode.WrongAudience],
    [{ tid: 'T2' }, SsoErrorCode.WrongTenant],
    [{ tid: undefined }, SsoErrorCode.WrongTenant],
    [{ nonce: 'n2' }, SsoErrorCode.InvalidNonce],
    [{ nonce: undefined }, SsoErrorCode.InvalidNonce],
    [{ exp: now - 121 }, SsoErrorCode.TokenExpired],
    [{ nbf: now + 600 }, SsoErrorCode.InvalidToken],
  ])('refuses %o', (change, code) => {
    expect(failure(() => checkClaims({ ...good, ...change }, expected))).toBe(code);
  });

  it('accepts several audiences when the token was issued to us (azp)', () => {
    expect(
      failure(() => checkClaims({ ...good, aud: ['app', 'api'], azp: 'app' }, expected)),
    ).toBeUndefined();
  });

  it('reads the e-mail from email, then preferred_username, then upn', () => {
    expect(emailOf({ email: ' Alice@Corp.Example ', preferred_username: 'x@y.z' })).toBe(
      'alice@corp.example',
    );
    expect(emailOf({ preferred_username: 'bob@corp.example' })).toBe('bob@corp.example');
    expect(emailOf({ preferred_username: 'not-an-address', upn: 'carl@corp.example' })).toBe(
      'carl@corp.example',
    );
    expect(emailOf({ name: 'Nobody' })).toBeUndefined();
  });
});
