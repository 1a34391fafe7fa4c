import { timeIn, todayIn, zoneDiffers, zoneLabel } from '@domain/time-zones';
import { parseRosterDate } from './rosterDate';

/**
 * Times at a client site, shown in the site's zone (decision 0041): a roster, a slot and
 * "today" are the site's, whatever zone the device is set to.
 */

/** The zone the device shows times in. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A slot's start (an ISO instant) at the site, HH:MM. */
export function siteSlotTime(iso: string, zone: string): string {
  return timeIn(new Date(iso), zone);
}

/** A slot's date and time at the site, in the reader's words. */
export function siteDateTime(iso: string, zone: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  });
}

/** "America/Los_Angeles (PST)" where the site's clocks show other times than the device's. */
export function siteZoneNote(zone: string, at: Date = new Date()): string | null {
  return zoneDiffers(zone, viewerZone(), at) ? zoneLabel(zone, at) : null;
}

/** Today at the site by the given clock, as the calendar day the roster screens navigate by. */
export function siteToday(zone: string, now: Date): Date {
  const [year, month, day] = todayIn(zone, now).split('-');
  return parseRosterDate(year, month, day)!;
}
