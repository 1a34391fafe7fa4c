import {
  SCHEDULER_DEFAULT_INTERVAL_SECONDS,
  looksLikeInterval,
  schedulerIntervalProblem,
} from '@domain/scheduler';
import { DEFAULT_TIME_ZONE, timeZoneRefusal } from '@domain/time-zones';
import { quartzCronNextRuns, quartzCronProblem } from './quartz-cron';

/**
 * The next fire time after `now` on the grid previous + k*interval: missed fires (standby,
 * every instance down) are skipped, not caught up one by one.
 */
export function nextFireAfter(previous: Date, intervalSeconds: number, now: Date): Date {
  const step = intervalSeconds * 1000;
  if (previous.getTime() > now.getTime()) return previous;
  const missed = Math.floor((now.getTime() - previous.getTime()) / step) + 1;
  return new Date(previous.getTime() + missed * step);
}

/** How a trigger fires: every intervalSeconds, or at a Quartz cron expression's times. */
export interface TriggerSchedule {
  intervalSeconds: number | null;
  cronExpression: string | null;
  timeZone: string;
}

/**
 * The {interval} of quartz/schedule/{class}/{interval}: whole seconds, or a Quartz cron
 * expression read in `timeZone` (UTC when not given). The problem naming what is wrong, or
 * the schedule.
 */
export function parseSchedule(
  interval: string | undefined,
  timeZone: string | undefined,
  now = new Date(),
): TriggerSchedule | { problem: string } {
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  const refused = timeZoneRefusal(zone);
  if (refused) return { problem: refused };
  if (interval === undefined)
    return {
      intervalSeconds: SCHEDULER_DEFAULT_INTERVAL_SECONDS,
      cronExpression: null,
      timeZone: zone,
    };
  if (looksLikeInterval(interval)) {
    const problem = schedulerIntervalProblem(interval);
    if (problem) return { problem };
    return { intervalSeconds: Number(interval.trim()), cronExpression: null, timeZone: zone };
  }
  const problem = quartzCronProblem(interval, zone, now);
  if (problem) return { problem };
  return {
    intervalSeconds: null,
    cronExpression: interval.trim().replace(/\s+/g, ' '),
    timeZone: zone,
  };
}

/**
 * The fire after `now` of a trigger last due at `previous`: an interval's grid (missed fires
 * skipped), or the cron expression's next time; null when the expression fires no more.
 */
export function nextFireOf(schedule: TriggerSchedule, previous: Date, now: Date): Date | null {
  if (schedule.intervalSeconds !== null)
    return nextFireAfter(previous, schedule.intervalSeconds, now);
  if (previous.getTime() > now.getTime()) return previous;
  return quartzCronNextRuns(schedule.cronExpression ?? '', schedule.timeZone, now, 1)[0] ?? null;
}

/** The next `count` fire times from `first` on (the scheduler screen's list). */
export function upcomingFires(schedule: TriggerSchedule, first: Date, count: number): Date[] {
  if (schedule.intervalSeconds !== null)
    return Array.from(
      { length: count },
      (_, i) => new Date(first.getTime() + i * schedule.intervalSeconds! * 1000),
    );
  // The first is due itself: the runs after the millisecond before it include it.
  return quartzCronNextRuns(
    schedule.cronExpression ?? '',
    schedule.timeZone,
    new Date(first.getTime() - 1),
    count,
  );
}
