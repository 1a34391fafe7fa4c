import { createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const KEY = createSecretKey(Buffer.from('a'.repeat(32)));
const EXP_S = Date.parse('2026-11-26T12:00:00Z') / 1000;
const claims = { sid: 's1', exp: EXP_S };

describe(VerifiedTokens.name, () => {
  it('answers the claims of a token verified with the same key while it is unexpired', () => {
    const tokens = new VerifiedTokens<typeof claims>();
    expect(tokens.get('t', KEY, EXP_S * 1000 - 1, false)).toBeUndefined();
    tokens.remember('t', KEY, claims);
    expect(tokens.get('t', KEY, EXP_S * 1000 - 1, false)).toBe(claims);
    expect(tokens.get('other', KEY, EXP_S * 1000 - 1, false)).toBeUndefined();
  });

  it('answers nothing once the token reaches its exp, unless expired tokens are allowed (renewal)', () => {
    const tokens = new VerifiedTokens<typeof claims>();
    tokens.remember('t', KEY, claims);
    expect(tokens.get('t', KEY, EXP_S * 1000, false)).toBeUndefined();
    expect(tokens.get('t', KEY, EXP_S * 1000, true)).toBe(claims);
  });

  it('answers nothing for a token verified with another key', () => {
    const tokens = new VerifiedTokens<typeof claims>();
    tokens.remember('t', KEY, claims);
    const rotated = createSecretKey(Buffer.from('b'.repeat(32)));
    expect(tokens.get('t', rotated, EXP_S * 1000 - 1, false)).toBeUndefined();
  });
});
