import { describe, expect, it } from 'vitest';
import { rosterDay, slotStart } from './schedule';

const LA = 'America/Los_Angeles';

describe(slotStart.name, () => {
  it("reads a date and a time in the site's zone, not the server's", () => {
    expect(slotStart('2026-11-25', '08:30', LA)).toEqual(new Date('2026-11-25T16:30:00Z'));
    expect(slotStart('2026-11-25', '08:30', 'Pacific/Kiritimati')).toEqual(
      new Date('2026-11-24T18:30:00Z'),
    );
  });

  it('follows the daylight-saving change of the day', () => {
    expect(slotStart('2026-03-07', '09:00', LA)).toEqual(new Date('2026-03-07T17:00:00Z'));
    expect(slotStart('2026-03-08', '09:00', LA)).toEqual(new Date('2026-03-08T16:00:00Z'));
    expect(slotStart('2026-03-08', '02:30', LA)).toBe(
      '2026-03-08 has no 02:30 in America/Los_Angeles: the clocks skip it for daylight saving',
    );
  });

  it('names what is wrong', () => {
    expect(slotStart('25/11/2026', '08:30', LA)).toMatch(/yyyy-mm-dd/);
    expect(slotStart('2026-02-30', '08:30', LA)).toBe('2026-02-30 is not a date');
    expect(slotStart('2026-11-25', '8:30', LA)).toMatch(/HH:MM/);
    expect(slotStart('2026-11-25', '24:00', LA)).toBe('24:00 is not a time of day');
  });
});

describe(rosterDay.name, () => {
  it('names one calendar day, month ends included', () => {
    expect(rosterDay('2026', '1', '31')).toEqual({ date: '2026-01-31' });
    expect(rosterDay('2026', '2', '31')).toMatch(/not a date/);
  });

  it('names the part out of its bounds', () => {
    expect(rosterDay('2026', '13', '1')).toBe('month must be a whole number from 1 to 12');
    expect(rosterDay('5e+21', '1', '1')).toBe('year must be a whole number from 1900 to 9999');
    expect(rosterDay('2026', '1', '-1')).toBe('day must be a whole number from 1 to 31');
    expect(rosterDay('2026', 'NaN', '1')).toMatch(/^month /);
  });
});
