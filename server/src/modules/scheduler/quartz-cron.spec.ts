import { describe, expect, it } from 'vitest';
import { nextFireOf, parseSchedule, upcomingFires } from './next-fire';
import { quartzCronNextRuns, quartzCronProblem } from './quartz-cron';

// Saturday 28 November 2026, 23:00 UTC.
const NOW = new Date('2026-11-28T23:00:00Z');
const runs = (expression: string, zone = 'UTC', count = 3) =>
  quartzCronNextRuns(expression, zone, NOW, count).map((d) => d.toISOString());

describe('Quartz cron expressions', () => {
  it('reads seconds, steps from a start ("0/5") and ? as Quartz does', () => {
    expect(runs('30 0/20 14 * * ?')).toEqual([
      '2026-11-29T14:00:30.000Z',
      '2026-11-29T14:20:30.000Z',
      '2026-11-29T14:40:30.000Z',
    ]);
  });

  it('numbers the weekdays 1-7 from Sunday, with names too', () => {
    expect(runs('0 0 12 ? * 2', 'UTC', 1)).toEqual(['2026-11-30T12:00:00.000Z']); // Monday
    expect(runs('0 0 12 ? * 1', 'UTC', 1)).toEqual(['2026-11-29T12:00:00.000Z']); // Sunday
    expect(runs('0 0 12 ? * MON-FRI', 'UTC', 2)).toEqual([
      '2026-11-30T12:00:00.000Z',
      '2026-12-01T12:00:00.000Z',
    ]);
    // A lone L in day-of-week is its last day: Saturday.
    expect(runs('0 0 12 ? * L', 'UTC', 1)).toEqual(['2026-12-05T12:00:00.000Z']);
  });

  it('takes L, W and LW in day-of-month and nL and n#k in day-of-week', () => {
    expect(runs('0 0 9 L * ?', 'UTC', 2)).toEqual([
      '2026-11-30T09:00:00.000Z',
      '2026-12-31T09:00:00.000Z',
    ]);
    // 15 August 2027 is a Sunday: 15W is Monday the 16th.
    expect(quartzCronNextRuns('0 0 9 15W 8 ? 2027', 'UTC', NOW, 1)[0].toISOString()).toBe(
      '2027-08-16T09:00:00.000Z',
    );
    // The last weekday of January 2027 (the 31st is a Sunday) is Friday the 29th.
    expect(quartzCronNextRuns('0 0 9 LW 1 ?', 'UTC', NOW, 1)[0].toISOString()).toBe(
      '2027-01-29T09:00:00.000Z',
    );
    expect(runs('0 15 10 ? * 6L', 'UTC', 2)).toEqual([
      '2026-12-25T10:15:00.000Z',
      '2027-01-29T10:15:00.000Z',
    ]);
    expect(runs('0 15 10 ? * 6#3', 'UTC', 1)).toEqual(['2026-12-18T10:15:00.000Z']);
  });

  it("reads wall times in the trigger's zone, across a daylight-saving change", () => {
    expect(runs('0 0 2 * * ?', 'America/Los_Angeles', 1)).toEqual(['2026-11-29T10:00:00.000Z']);
    const spring = quartzCronNextRuns(
      '0 30 8 ? * MON',
      'Europe/Berlin',
      new Date('2027-03-20T00:00:00Z'),
      2,
    );
    // 08:30 in Berlin is 07:30 UTC in winter and 06:30 UTC once summer time starts (28 March).
    expect(spring.map((d) => d.toISOString())).toEqual([
      '2027-03-22T07:30:00.000Z',
      '2027-03-29T06:30:00.000Z',
    ]);
  });

  it('names the problem of an expression it refuses', () => {
    const problem = (e: string) => quartzCronProblem(e, 'UTC', NOW);
    expect(problem('0 12 * * *')).toBe(
      'A Quartz cron expression has 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]); "0 12 * * *" has 5',
    );
    expect(problem('0 0 12 * * MON')).toBe(
      "Give '?' in exactly one of day-of-month and day-of-week (Quartz does not combine them)",
    );
    expect(problem('0 0 12 ? * ?')).toMatch(/exactly one of day-of-month and day-of-week/);
    expect(problem('0 0 12 1 * ? x')).toBe(
      'The year field "X" has a character Quartz does not allow',
    );
    expect(problem('0 0 12 L-2 * ?')).toBe(
      'The day-of-month field "L-2": an offset from the last day (L-n) is not supported',
    );
    expect(problem('0 0 25 * * ?')).toMatch(
      /^The cron expression "0 0 25 \* \* \?" is not valid: /,
    );
    expect(problem('0 0 12 1 1 ? 2020')).toBe(
      'The cron expression "0 0 12 1 1 ? 2020" never fires after now',
    );
    expect(problem('0 0 12 ? * 6L')).toBeUndefined();
  });
});

describe(parseSchedule.name, () => {
  it('takes whole seconds or a cron expression in a zone, and names a bad zone', () => {
    expect(parseSchedule('600', undefined, NOW)).toEqual({
      intervalSeconds: 600,
      cronExpression: null,
      timeZone: 'UTC',
    });
    expect(parseSchedule(' 0  0 2 * * ? ', 'Europe/Berlin', NOW)).toEqual({
      intervalSeconds: null,
      cronExpression: '0 0 2 * * ?',
      timeZone: 'Europe/Berlin',
    });
    expect(parseSchedule('3', undefined, NOW)).toEqual({
      problem: 'The interval must be between 5 and 604800 seconds',
    });
    expect(parseSchedule('0 0 2 * * ?', 'Mars/Olympus_Mons', NOW)).toEqual({
      problem: '"Mars/Olympus_Mons" is not a time zone (an IANA name such as America/Los_Angeles)',
    });
  });

  it("lists a cron trigger's fires from its next one and moves past missed ones", () => {
    const schedule = { intervalSeconds: null, cronExpression: '0 0 2 * * ?', timeZone: 'UTC' };
    const first = new Date('2026-11-29T02:00:00Z');
    expect(upcomingFires(schedule, first, 2).map((d) => d.toISOString())).toEqual([
      '2026-11-29T02:00:00.000Z',
      '2026-11-30T02:00:00.000Z',
    ]);
    // Down for three days: the next fire is the one after now, not the missed ones.
    expect(nextFireOf(schedule, first, new Date('2026-12-02T05:00:00Z'))?.toISOString()).toBe(
      '2026-12-03T02:00:00.000Z',
    );
  });
});
