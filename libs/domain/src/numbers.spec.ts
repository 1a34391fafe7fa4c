import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers';

describe('parseNumber', () => {
  it('reads numbers and numeric text', () => {
    expect(parseNumber(3)).toBe(3);
    expect(parseNumber(' 4.5 ')).toBe(4.5);
    expect(parseNumber('-2')).toBe(-2);
    expect(parseNumber(0)).toBe(0);
  });

  it('treats blank, missing and non-numeric values as missing', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
    expect(parseNumber('12 lbs')).toBeNull();
    expect(parseNumber(NaN)).toBeNull();
  });
});
