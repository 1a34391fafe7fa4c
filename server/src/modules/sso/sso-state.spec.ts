import { deriveStateKey, openState, sealState, type PendingSignIn } from './sso-state';

describe('SSO state', () => {
  const key = deriveStateKey('a-server-secret-that-is-long-enough-0123456789');
  const pending: PendingSignIn = {
    domain: 'corp.example',
    userCode: 'alice@corp.example',
    nonce: 'n-123',
    codeVerifier: 'v'.repeat(43),
    binding: 'b'.repeat(43),
    expiresAt: 2_000_000_000,
  };

  it('opens what it sealed, and hides the verifier and nonce', () => {
    const state = sealState(pending, key);
    expect(openState(state, key, 1_999_999_999)).toEqual({ ok: true, pending });
    const visible = Buffer.from(state.slice(3), 'base64url').toString('latin1');
    expect(visible).not.toContain(pending.codeVerifier);
    expect(visible).not.toContain('n-123');
  });

  it('derives a key of its own from the server secret', () => {
    expect(key).toHaveLength(32);
    expect(
      key.equals(Buffer.from('a-server-secret-that-is-long-enough-0123456789').subarray(0, 32)),
    ).toBe(false);
    expect(deriveStateKey('another-secret-0123456789-0123456789').equals(key)).toBe(false);
  });

  it('refuses a changed byte, another key, an expired state and garbage', () => {
    const state = sealState(pending, key);
    const raw = Buffer.from(state.slice(3), 'base64url');
    raw[20] ^= 1;
    expect(openState(`v1.${raw.toString('base64url')}`, key)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(openState(state, deriveStateKey('another-secret-0123456789-0123456789'))).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(openState(state, key, 2_000_000_000)).toEqual({ ok: false, reason: 'expired' });
    for (const garbage of ['', 'v1.', 'v2.abc', 'v1.abc', 'v1.a.b', 'v1.!!!!']) {
      expect(openState(garbage, key)).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
});
