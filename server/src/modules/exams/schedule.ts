import { ROSTER_DATE_PARTS } from '@domain/limits';
import { zonedInstant } from '@domain/time-zones';

/** A yyyy-mm-dd that names a real calendar day, or the problem with it. */
function calendarDay(date: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) return `The date must be written yyyy-mm-dd, not "${date}"`;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  )
    return `${date} is not a date`;
  return null;
}

/**
 * A schedule request's date (yyyy-mm-dd) and time (HH:MM) as an instant in the room's client
 * site's zone (decision 0041), or the problem with them.
 */
export function slotStart(date: string, time: string, zone: string): Date | string {
  const dateRefusal = calendarDay(date);
  if (dateRefusal) return dateRefusal;
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!t) return `The time must be written HH:MM, not "${time}"`;
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (hour > 23 || minute > 59) return `${time} is not a time of day`;
  return (
    zonedInstant(date, hour, minute, zone) ??
    `${date} has no ${time} in ${zone}: the clocks skip it for daylight saving`
  );
}

/** The roster day (yyyy-mm-dd) a route names, or the problem with it. */
export function rosterDay(year: string, month: string, day: string): { date: string } | string {
  for (const [name, value] of Object.entries({ year, month, day })) {
    const { min, max } = ROSTER_DATE_PARTS[name as keyof typeof ROSTER_DATE_PARTS];
    if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max)
      return `${name} must be a whole number from ${min} to ${max}`;
  }
  const date = `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return calendarDay(date) ?? { date };
}
