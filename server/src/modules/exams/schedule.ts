import { ROSTER_DATE_PARTS } from '@domain/limits';

/** A schedule request's date (yyyy-mm-dd) and time (HH:MM) as an instant in the server's zone. */
export function slotStart(date: string, time: string): Date | string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) return `The date must be written yyyy-mm-dd, not "${date}"`;
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!t) return `The time must be written HH:MM, not "${time}"`;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (hour > 23 || minute > 59) return `${time} is not a time of day`;
  const start = new Date(year, month - 1, day, hour, minute);
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== day)
    return `${date} is not a date`;
  return start;
}

/** The roster day [start, end) in the server's zone, or the problem with the date. */
export function rosterDay(year: string, month: string, day: string): [Date, Date] | string {
  for (const [name, value] of Object.entries({ year, month, day })) {
    const { min, max } = ROSTER_DATE_PARTS[name as keyof typeof ROSTER_DATE_PARTS];
    if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max)
      return `${name} must be a whole number from ${min} to ${max}`;
  }
  const start = slotStart(
    `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
    '00:00',
  );
  if (typeof start === 'string') return start;
  return [start, new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)];
}
