// Scheduler trigger intervals: the server refuses what the add-trigger form flags first.

export const SCHEDULER_MIN_INTERVAL_SECONDS = 5;
/** One week. */
export const SCHEDULER_MAX_INTERVAL_SECONDS = 7 * 24 * 3600;
/** quartz/schedule/{class} without an interval. */
export const SCHEDULER_DEFAULT_INTERVAL_SECONDS = 3600;

/**
 * quartz/schedule/{class}/{interval} takes whole seconds or a Quartz cron expression (decision
 * 0053): one number (sign, point, exponent, NaN or Infinity) is meant as seconds, however
 * wrong.
 */
export const looksLikeInterval = (text: string) =>
  /^\s*([+-]?(nan|infinity)|[\d.+-]+(e[+-]?\d+)?)\s*$/i.test(text);

/** How a trigger fires, as its screen and its buttons name it. */
export function formatTriggerSchedule(t: {
  intervalSeconds: number | null;
  cronExpression: string | null;
  timeZone: string;
}): string {
  if (t.intervalSeconds !== null) return formatSchedulerInterval(t.intervalSeconds);
  return `at ${t.cronExpression} (${t.timeZone})`;
}

/** The problem with an interval as typed (whole seconds), or undefined when it is fine. */
export function schedulerIntervalProblem(text: string): string | undefined {
  if (!/^\d+$/.test(text.trim())) return 'The interval must be a whole number of seconds';
  const seconds = Number(text.trim());
  if (seconds < SCHEDULER_MIN_INTERVAL_SECONDS || seconds > SCHEDULER_MAX_INTERVAL_SECONDS)
    return `The interval must be between ${SCHEDULER_MIN_INTERVAL_SECONDS} and ${SCHEDULER_MAX_INTERVAL_SECONDS} seconds`;
  return undefined;
}

const UNITS = [
  ['d', 86_400],
  ['h', 3600],
  ['min', 60],
  ['s', 1],
] as const;

/** 600 -> 'every 10 min', 5400 -> 'every 1 h 30 min', 86400 -> 'every 1 d'. */
export function formatSchedulerInterval(seconds: number): string {
  const parts: string[] = [];
  let rest = seconds;
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n} ${unit}`);
    rest -= n * size;
  }
  return `every ${parts.join(' ') || '0 s'}`;
}
