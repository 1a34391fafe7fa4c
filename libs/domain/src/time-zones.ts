/**
 * Client sites' time zones (decision 0041): days, "today", slots and schedules are computed in
 * the site's IANA zone on the server and shown in it in the browser, never in the zone of the
 * process or of the device. Pure Intl, so the server and the client share one reading.
 */

/** The zone of a site nobody gave one (existing sites, a creation without a zone). */
export const DEFAULT_TIME_ZONE = 'UTC';
export const TIME_ZONE_MAX = 64;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Why `name` is not a time zone a site can have, or null when it is one. */
export function timeZoneRefusal(name: unknown): string | null {
  const example = 'an IANA name such as America/Los_Angeles';
  if (typeof name !== 'string' || name.trim() === '')
    return `timeZone must be a time zone, ${example}`;
  if (name.length > TIME_ZONE_MAX)
    return `timeZone must be at most ${TIME_ZONE_MAX} characters, ${example}`;
  // Intl also takes offsets ("+05:00"); a site's zone is a named one, whose rules follow DST.
  if (NAME.test(name) && (name === 'UTC' || isIntlZone(name))) return null;
  return `"${name}" is not a time zone (${example})`;
}

function isIntlZone(name: string): boolean {
  if (Intl.supportedValuesOf('timeZone').includes(name)) return true;
  try {
    // Links the canonical list leaves out (Asia/Kolkata, Etc/UTC) are still IANA names.
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the wall in `zone` shows at the instant. */
export function wallClock(at: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of wallFormat(zone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const { year, month, day, hour, minute, second } = parts;
  return { year, month, day, hour, minute, second };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (yyyy-mm-dd) of the instant in `zone`. */
export function dayIn(at: Date, zone: string): string {
  const w = wallClock(at, zone);
  return `${String(w.year).padStart(4, '0')}-${pad(w.month)}-${pad(w.day)}`;
}

/** "Today" (yyyy-mm-dd) in `zone`, whatever the zone of this process or device. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dayIn(now, zone);
}

/** The time of day (HH:MM) of the instant in `zone`. */
export function timeIn(at: Date, zone: string): string {
  const w = wallClock(at, zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** The zone's offset from UTC at the instant, in minutes (Los Angeles in winter: -480). */
function offsetMinutes(at: Date, zone: string): number {
  const w = wallClock(at, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / MINUTE);
}

/** A calendar day (yyyy-mm-dd) moved by whole days; no zone takes part. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant a clock in `zone` shows `hour`:`minute` on the day, or null when the clocks skip
 * that time (a spring-forward gap). A time shown twice (fall back) is its first showing.
 */
export function zonedInstant(day: string, hour: number, minute: number, zone: string): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hour, minute);
  // The offsets a day either side hold every offset the wanted instant can have.
  const candidates = [asUtc - DAY, asUtc + DAY]
    .map((probe) => asUtc - offsetMinutes(new Date(probe), zone) * MINUTE)
    .filter((t) => {
      const w = wallClock(new Date(t), zone);
      return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === asUtc;
    });
  return candidates.length ? new Date(Math.min(...candidates)) : null;
}

/** The first instant of the day in `zone` (midnight, or when the clocks skip it, just after). */
export function dayStart(day: string, zone: string): Date {
  for (let minutes = 0; minutes < DAY / MINUTE; minutes += 15) {
    const at = zonedInstant(day, Math.floor(minutes / 60), minutes % 60, zone);
    if (at) return at;
  }
  throw new Error(`${day} has no start in ${zone}`);
}

/** The day [start, end) in `zone`: 23 or 25 hours long on a daylight-saving change. */
export function dayRange(day: string, zone: string): [Date, Date] {
  return [dayStart(day, zone), dayStart(addDays(day, 1), zone)];
}

/** The zone's short name at the instant ("PST", "GMT+14"), for naming it beside a time. */
export function zoneShortName(zone: string, at: Date = new Date(), locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** Whether a reader in `viewer` sees other clock times than `zone` shows at the instant. */
export function zoneDiffers(zone: string, viewer: string, at: Date = new Date()): boolean {
  return offsetMinutes(at, zone) !== offsetMinutes(at, viewer);
}

/** "America/Los_Angeles (PST)": how a screen names a site's zone. */
export function zoneLabel(zone: string, at: Date = new Date(), locale?: string): string {
  const short = zoneShortName(zone, at, locale);
  return short === zone ? zone : `${zone} (${short})`;
}
