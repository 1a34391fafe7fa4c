import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What the callback needs to finish a sign-in the browser started. */
export interface PendingSignIn {
  /** The SSO domain (e-mail domain) whose tenant and app registration are in use. */
  domain: string;
  /** The username typed on the sign-in form, when there was one. */
  userCode: string | null;
  nonce: string;
  codeVerifier: string;
  /** The browser-binding cookie value; null when the portal runs on plain http. */
  binding: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Long enough to type a password and answer a second factor at Microsoft. */
export const STATE_TTL_SECONDS = 10 * 60;

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ASSOCIATED_DATA = Buffer.from(`portal-sso-state-${VERSION}`);

/** A key for SSO state only, derived from the server's JWT secret (never the secret itself). */
export function deriveStateKey(serverSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', serverSecret, 'placement-portal', `sso-state-${VERSION}`, 32),
  );
}

/**
 * The pending sign-in travels inside OAuth's `state` parameter, sealed with AES-256-GCM:
 * nobody can read the PKCE verifier or nonce in it, and any change (or a state made up from
 * scratch) fails authentication. The expiry is inside the sealed part. So the callback can
 * land on any instance, and no table or server memory holds pending sign-ins.
 */
export function sealState(pending: PendingSignIn, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(ASSOCIATED_DATA);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

export type OpenStateResult =
  { ok: true; pending: PendingSignIn } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export function openState(
  state: string,
  key: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): OpenStateResult {
  const [version, payload, extra] = state.split('.');
  if (version !== VERSION || !payload || extra !== undefined || !/^[\w-]+$/.test(payload)) {
    return { ok: false, reason: 'malformed' };
  }
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' };
  let pending: PendingSignIn;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(ASSOCIATED_DATA);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    pending = JSON.parse(plain.toString('utf8')) as PendingSignIn;
  } catch {
    return { ok: false, reason: 'forged' };
  }
  if (!(pending.expiresAt > nowSeconds)) return { ok: false, reason: 'expired' };
  return { ok: true, pending };
}
