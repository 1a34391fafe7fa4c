import { useCallback } from 'react';
import { useServerNow } from '@client/features/realtime';
import { useGetMyClientsQuery } from '../api/rostersApi';
import { siteToday, viewerZone } from '../utils/siteTime';

/**
 * "Today" on the roster screens: the day at the caller's client site (the first they see, by
 * name), by the server's clock (decision 0041). `zone` is undefined until the sites load, and
 * while `needed` is false (nothing asks the server then).
 */
export function useSiteToday(needed = true): { zone: string | undefined; today: () => Date } {
  const serverNow = useServerNow();
  const clients = useGetMyClientsQuery(undefined, { skip: !needed });
  const zone = clients.data ? (clients.data[0]?.timeZone ?? viewerZone()) : undefined;
  const today = useCallback(() => siteToday(zone ?? viewerZone(), serverNow()), [zone, serverNow]);
  return { zone: clients.isError ? viewerZone() : zone, today };
}
