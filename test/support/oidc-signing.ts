import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/** The provider's RS256 key, and id tokens signed again after a test edits their claims. */

export type ClaimsEdit = (claims: Record<string, unknown>) => Record<string, unknown>;

export function rsaSigningKey(kid: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
}

export function resign(idToken: string, edit: ClaimsEdit, key: KeyObject): string {
  const [header, payload] = idToken.split('.');
  const claims = edit(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), key).toString('base64url');
  return `${header}.${body}.${signature}`;
}
