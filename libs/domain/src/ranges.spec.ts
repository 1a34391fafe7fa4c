import { describe, expect, it } from 'vitest';
import { isOutsideSoftBounds } from './ranges';

describe('isOutsideSoftBounds', () => {
  it('uses the defaults -1 and 999999 when the field has none', () => {
    expect(isOutsideSoftBounds(-1)).toBe(false);
    expect(isOutsideSoftBounds(-1.1)).toBe(true);
    expect(isOutsideSoftBounds(999999)).toBe(false);
    expect(isOutsideSoftBounds(1000000)).toBe(true);
    expect(isOutsideSoftBounds(5, null, null)).toBe(false);
  });

  it('uses the field bounds when given', () => {
    expect(isOutsideSoftBounds(10, 0, 10)).toBe(false);
    expect(isOutsideSoftBounds(10.1, 0, 10)).toBe(true);
    expect(isOutsideSoftBounds('-0.5', 0, 10)).toBe(true);
  });

  it('does not warn about an empty value', () => {
    expect(isOutsideSoftBounds('')).toBe(false);
    expect(isOutsideSoftBounds(null, 0, 10)).toBe(false);
  });
});
