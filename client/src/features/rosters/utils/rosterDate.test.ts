import { describe, expect, it } from 'vitest';
import { addDays, isoDay, parseRosterDate, rosterPath } from './rosterDate';

describe('roster dates', () => {
  it('reads a route date and refuses what is not one', () => {
    expect(parseRosterDate('2026', '11', '25')).toEqual(new Date(2026, 10, 25));
    expect(parseRosterDate('2026', '2', '30')).toBeNull();
    expect(parseRosterDate('2026', 'x', '1')).toBeNull();
    expect(parseRosterDate(undefined, '1', '1')).toBeNull();
  });
  it('writes paths and days', () => {
    expect(rosterPath(new Date(2026, 0, 5))).toBe('/rosters/2026/1/5');
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(addDays(new Date(2026, 0, 31), 1)).toEqual(new Date(2026, 1, 1));
  });
});
