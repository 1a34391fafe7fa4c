import { describe, expect, it } from 'vitest';
import { MAX_DOUBLE, isUnlimited } from './unlimited';

describe('isUnlimited', () => {
  it('recognises the sentinel as number and as stored text', () => {
    expect(MAX_DOUBLE).toBe(Number.MAX_VALUE);
    expect(isUnlimited(MAX_DOUBLE)).toBe(true);
    expect(isUnlimited('1.7976931348623157E308')).toBe(true);
    expect(isUnlimited(Infinity)).toBe(true);
  });

  it('rejects ordinary and missing values', () => {
    expect(isUnlimited(999999)).toBe(false);
    expect(isUnlimited(1e308)).toBe(false);
    expect(isUnlimited(-Infinity)).toBe(false);
    expect(isUnlimited(null)).toBe(false);
    expect(isUnlimited('')).toBe(false);
    expect(isUnlimited('Infinity')).toBe(true);
  });
});
