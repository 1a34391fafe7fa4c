import { describe, expect, it } from 'vitest';
import { rosterDay, slotStart } from './schedule';

describe(slotStart.name, () => {
  it('reads a date and a time in the server zone', () => {
    expect(slotStart('2026-11-25', '08:30')).toEqual(new Date(2026, 10, 25, 8, 30));
  });
  it('names what is wrong', () => {
    expect(slotStart('25/11/2026', '08:30')).toMatch(/yyyy-mm-dd/);
    expect(slotStart('2026-02-30', '08:30')).toBe('2026-02-30 is not a date');
    expect(slotStart('2026-11-25', '8:30')).toMatch(/HH:MM/);
    expect(slotStart('2026-11-25', '24:00')).toBe('24:00 is not a time of day');
  });
});

describe(rosterDay.name, () => {
  it('spans one calendar day, month ends included', () => {
    expect(rosterDay('2026', '1', '31')).toEqual([new Date(2026, 0, 31), new Date(2026, 1, 1)]);
    expect(rosterDay('2026', '2', '31')).toMatch(/not a date/);
  });

  it('names the part out of its bounds', () => {
    expect(rosterDay('2026', '13', '1')).toBe('month must be a whole number from 1 to 12');
    expect(rosterDay('5e+21', '1', '1')).toBe('year must be a whole number from 1900 to 9999');
    expect(rosterDay('2026', '1', '-1')).toBe('day must be a whole number from 1 to 31');
    expect(rosterDay('2026', 'NaN', '1')).toMatch(/^month /);
  });
});
