import { describe, expect, it } from 'vitest';
import { ID_LENGTH, gridColumnsForWidth, isUuidLength } from './limits';

describe('gridColumnsForWidth', () => {
  it.each([
    [320, 6],
    [799, 6],
    [800, 8],
    [999, 8],
    [1000, 12],
    [1400, 12],
    [1401, 14],
    [2560, 14],
  ])('%s px gives %s columns', (px, columns) => {
    expect(gridColumnsForWidth(px)).toBe(columns);
  });

  it('falls back to 12 for an unknown width', () => {
    expect(gridColumnsForWidth(NaN)).toBe(12);
  });
});

describe('isUuidLength', () => {
  it('accepts exactly 36 characters', () => {
    expect(ID_LENGTH).toBe(36);
    expect(isUuidLength('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isUuidLength('x'.repeat(36))).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isUuidLength('x'.repeat(35))).toBe(false);
    expect(isUuidLength('x'.repeat(37))).toBe(false);
    expect(isUuidLength('')).toBe(false);
    expect(isUuidLength(undefined)).toBe(false);
    expect(isUuidLength(123)).toBe(false);
  });
});
