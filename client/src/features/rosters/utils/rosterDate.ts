const pad = (n: number) => String(n).padStart(2, '0');

/** The roster day a route names, or null when it is not a date (the screen then shows today). */
export function parseRosterDate(year?: string, month?: string, day?: string): Date | null {
  if (!/^\d{4}$/.test(year ?? '') || !/^\d{1,2}$/.test(month ?? '') || !/^\d{1,2}$/.test(day ?? ''))
    return null;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  return date.getFullYear() === Number(year) &&
    date.getMonth() === Number(month) - 1 &&
    date.getDate() === Number(day)
    ? date
    : null;
}

/** /rosters/2026/11/25 for that day (the server's path has no padding either). */
export function rosterPath(date: Date): string {
  return `/rosters/${date.getFullYear()}/${date.getMonth() + 1}/${date.getDate()}`;
}

/** The roster query's arguments for a day. */
export function rosterArgs(date: Date) {
  return {
    year: String(date.getFullYear()),
    month: String(date.getMonth() + 1),
    day: String(date.getDate()),
  };
}

/** yyyy-mm-dd for date inputs and the schedule path. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}
