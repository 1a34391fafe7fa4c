import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  dayRange,
  timeIn,
  timeZoneRefusal,
  todayIn,
  zoneDiffers,
  zonedInstant,
  zoneLabel,
} from './time-zones';

const LA = 'America/Los_Angeles';
const KIRITIMATI = 'Pacific/Kiritimati';

describe('timeZoneRefusal', () => {
  it('takes IANA names, links and UTC', () => {
    for (const zone of [LA, KIRITIMATI, 'Europe/Berlin', 'Asia/Kolkata', 'UTC', 'Etc/UTC'])
      expect(timeZoneRefusal(zone)).toBeNull();
  });

  it('names the problem with anything else', () => {
    expect(timeZoneRefusal('Mars/Olympus_Mons')).toBe(
      '"Mars/Olympus_Mons" is not a time zone (an IANA name such as America/Los_Angeles)',
    );
    expect(timeZoneRefusal('+05:00')).toMatch(/is not a time zone/);
    expect(timeZoneRefusal('')).toMatch(/^timeZone must be a time zone/);
    expect(timeZoneRefusal(7)).toMatch(/^timeZone must be a time zone/);
    expect(timeZoneRefusal(`Europe/${'x'.repeat(80)}`)).toMatch(/at most 64 characters/);
  });
});

describe('days around midnight', () => {
  // 07:30 UTC on 28 November: the 27th in Los Angeles, already the 29th in Kiritimati (+14).
  const at = new Date('2026-11-28T07:30:00Z');

  it('reads the calendar day in the zone, not the process zone', () => {
    expect(dayIn(at, LA)).toBe('2026-11-27');
    expect(dayIn(at, KIRITIMATI)).toBe('2026-11-28');
    expect(dayIn(new Date('2026-11-28T10:30:00Z'), KIRITIMATI)).toBe('2026-11-29');
    expect(todayIn(LA, at)).toBe('2026-11-27');
    expect(timeIn(at, LA)).toBe('23:30');
  });

  it('starts the day at the zone midnight', () => {
    expect(dayRange('2026-11-27', LA).map((d) => d.toISOString())).toEqual([
      '2026-11-27T08:00:00.000Z',
      '2026-11-28T08:00:00.000Z',
    ]);
    expect(dayRange('2026-11-29', KIRITIMATI)[0].toISOString()).toBe('2026-11-28T10:00:00.000Z');
  });

  it('moves calendar days without a zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('daylight-saving changes in Los Angeles', () => {
  it('has a 23-hour day when the clocks go forward (2026-03-08)', () => {
    const [start, end] = dayRange('2026-03-08', LA);
    expect(start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('has a 25-hour day when the clocks go back (2026-11-01)', () => {
    const [start, end] = dayRange('2026-11-01', LA);
    expect(start.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('places a slot at the wall time of that day', () => {
    expect(zonedInstant('2026-03-08', 9, 0, LA)?.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(zonedInstant('2026-03-07', 9, 0, LA)?.toISOString()).toBe('2026-03-07T17:00:00.000Z');
    // Los Angeles keeps Phoenix's clock from that day on (-420 both), not the day before.
    expect(zoneDiffers(LA, 'America/Phoenix', new Date('2026-03-08T16:00:00Z'))).toBe(false);
    expect(zoneDiffers(LA, 'America/Phoenix', new Date('2026-03-07T17:00:00Z'))).toBe(true);
  });

  it('has no 02:30 on the spring day and the first 01:30 on the autumn one', () => {
    expect(zonedInstant('2026-03-08', 2, 30, LA)).toBeNull();
    expect(zonedInstant('2026-11-01', 1, 30, LA)?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });
});

describe('naming the zone', () => {
  it('labels it with its short name', () => {
    expect(zoneLabel(LA, new Date('2026-01-15T12:00:00Z'))).toBe('America/Los_Angeles (PST)');
    expect(zoneLabel(LA, new Date('2026-07-15T12:00:00Z'))).toBe('America/Los_Angeles (PDT)');
  });

  it('differs only where the clocks show other times', () => {
    const at = new Date('2026-11-28T07:30:00Z');
    expect(zoneDiffers(LA, KIRITIMATI, at)).toBe(true);
    expect(zoneDiffers(LA, 'US/Pacific', at)).toBe(false);
  });
});
