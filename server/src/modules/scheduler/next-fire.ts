export const MIN_INTERVAL_SECONDS = 5;
export const MAX_INTERVAL_SECONDS = 7 * 24 * 3600;
export const DEFAULT_INTERVAL_SECONDS = 3600;

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

export function intervalProblem(interval: number): string | null {
  if (!Number.isInteger(interval)) return 'The interval must be a whole number of seconds';
  if (interval < MIN_INTERVAL_SECONDS || interval > MAX_INTERVAL_SECONDS)
    return `The interval must be between ${MIN_INTERVAL_SECONDS} and ${MAX_INTERVAL_SECONDS} seconds`;
  return null;
}
