import { describe, expect, it } from 'vitest';
import {
  formatSchedulerInterval,
  formatTriggerSchedule,
  looksLikeInterval,
  schedulerIntervalProblem,
} from './scheduler';

describe('schedulerIntervalProblem', () => {
  it.each(['5', '60', ' 3600 ', '604800'])('accepts %s', (text) => {
    expect(schedulerIntervalProblem(text)).toBeUndefined();
  });

  it.each(['4', '0', '604801'])('names the bounds for %s', (text) => {
    expect(schedulerIntervalProblem(text)).toBe(
      'The interval must be between 5 and 604800 seconds',
    );
  });

  it.each(['', 'abc', '1.5', '-10', '1e3'])('wants whole seconds, not %j', (text) => {
    expect(schedulerIntervalProblem(text)).toBe('The interval must be a whole number of seconds');
  });
});

describe('formatSchedulerInterval', () => {
  it.each([
    [5, 'every 5 s'],
    [600, 'every 10 min'],
    [5400, 'every 1 h 30 min'],
    [86_400, 'every 1 d'],
    [90_061, 'every 1 d 1 h 1 min 1 s'],
  ])('%i seconds -> %s', (seconds, text) => {
    expect(formatSchedulerInterval(seconds)).toBe(text);
  });
});

describe('looksLikeInterval', () => {
  it.each(['60', ' 1.5 ', '-10', '1e3', '1.3e+174', 'NaN', '-Infinity'])(
    'reads %j as seconds',
    (text) => {
      expect(looksLikeInterval(text)).toBe(true);
    },
  );
  it.each(['0 0 2 * * ?', 'abc', '*/5', ''])('reads %j as a cron expression', (text) => {
    expect(looksLikeInterval(text)).toBe(false);
  });
});

describe('formatTriggerSchedule', () => {
  it('names an interval or an expression with its zone', () => {
    expect(
      formatTriggerSchedule({ intervalSeconds: 600, cronExpression: null, timeZone: 'UTC' }),
    ).toBe('every 10 min');
    expect(
      formatTriggerSchedule({
        intervalSeconds: null,
        cronExpression: '0 0 2 ? * MON',
        timeZone: 'Europe/Berlin',
      }),
    ).toBe('at 0 0 2 ? * MON (Europe/Berlin)');
  });
});
