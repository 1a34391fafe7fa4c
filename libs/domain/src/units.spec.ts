import { describe, expect, it } from 'vitest';
import { KG_TO_LBS, hasTaktTime, kgToLbs, lbsToKg, repsPerHour } from './units';
import { MAX_DOUBLE } from './unlimited';

describe('kg and lbs', () => {
  it('uses the factor 2.2', () => {
    expect(KG_TO_LBS).toBe(2.2);
    expect(kgToLbs(10)).toBeCloseTo(22, 10);
    expect(kgToLbs(0)).toBe(0);
    expect(lbsToKg(22)).toBeCloseTo(10, 10);
  });

  it('round-trips', () => {
    expect(lbsToKg(kgToLbs(12.3))).toBeCloseTo(12.3, 10);
  });

  it('keeps the unlimited sentinel unchanged instead of overflowing', () => {
    expect(kgToLbs(MAX_DOUBLE)).toBe(MAX_DOUBLE);
    expect(lbsToKg(MAX_DOUBLE)).toBe(MAX_DOUBLE);
  });
});

describe('repsPerHour', () => {
  it('is 3600 divided by the takt time', () => {
    expect(repsPerHour(60)).toBe(60);
    expect(repsPerHour(3600)).toBe(1);
    expect(repsPerHour(7)).toBeCloseTo(514.2857, 4);
    expect(repsPerHour('45')).toBe(80);
  });

  it.each([0, -1, -60, null, undefined, '', 'n/a', NaN, Infinity])(
    'is null without a usable takt time (%s)',
    (takt) => {
      expect(repsPerHour(takt)).toBeNull();
      expect(hasTaktTime(takt)).toBe(false);
    },
  );

  it('accepts a small positive takt time', () => {
    expect(hasTaktTime(0.5)).toBe(true);
    expect(repsPerHour(0.5)).toBe(7200);
  });
});
