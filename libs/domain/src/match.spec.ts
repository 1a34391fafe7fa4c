import { describe, expect, it } from 'vitest';
import { shouldPrefetchRules } from './match';
import { MAX_DOUBLE } from './unlimited';

describe('shouldPrefetchRules', () => {
  it('prefetches below 100%', () => {
    expect(shouldPrefetchRules(99.99)).toBe(true);
    expect(shouldPrefetchRules(0)).toBe(true);
    expect(shouldPrefetchRules('50')).toBe(true);
  });

  it('does not prefetch at 100%, for unlimited or for missing values', () => {
    expect(shouldPrefetchRules(100)).toBe(false);
    expect(shouldPrefetchRules(MAX_DOUBLE)).toBe(false);
    expect(shouldPrefetchRules(null)).toBe(false);
    expect(shouldPrefetchRules('')).toBe(false);
  });
});
