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
