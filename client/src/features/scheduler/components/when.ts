import { zoneShortName } from '@domain/time-zones';

/** A timestamp of the scheduler screen in the browser's locale and time zone; '—' for none. */
export function formatWhen(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

/**
 * A fire time in the trigger's zone, the zone named: a cron expression's wall times are that
 * zone's, whatever the browser's (decision 0053).
 */
export function formatInZone(iso: string | null | undefined, zone: string): string {
  if (!iso) return '—';
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} ${zoneShortName(zone, at)}`;
}
