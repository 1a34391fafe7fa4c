/** A timestamp of the scheduler screen in the browser's locale and time zone; '—' for none. */
export function formatWhen(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}
