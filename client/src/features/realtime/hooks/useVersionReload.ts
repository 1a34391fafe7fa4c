import { PRODUCT_VERSION } from '@domain/product';
import { HEARTBEAT_MS, VERSION_RELOAD_MIN_INTERVAL_MS } from '@domain/timing';
import { useEffect, useRef } from 'react';
import { useGetUiVersionsQuery } from '../api/realtimeApi';
import type { ConnectionState } from '../connection/RealtimeConnection';

const reloadPage = () => window.location.reload();

export const LAST_VERSION_RELOAD_KEY = 'ui.lastVersionReloadAt';

/** Whether a page that is not in `versions` should reload now (at most once a minute). */
export function shouldReload(
  versions: readonly string[],
  version: string,
  lastReloadAt: number | null,
  now: number,
): boolean {
  if (versions.includes(version)) return false;
  return lastReloadAt === null || now - lastReloadAt >= VERSION_RELOAD_MIN_INTERVAL_MS;
}

/**
 * Reloads the page when the server no longer lists this UI version, checked every minute and
 * after each reconnect (a deploy restarts the server). sessionStorage survives the reload, so
 * a server that never lists us cannot cause a reload loop.
 */
export function useVersionReload(state: ConnectionState, reload: () => void = reloadPage) {
  const { data, refetch } = useGetUiVersionsQuery(undefined, { pollingInterval: HEARTBEAT_MS });
  const wasOpen = useRef(false);

  useEffect(() => {
    if (state === 'open' && wasOpen.current) void refetch();
    if (state === 'open') wasOpen.current = true;
  }, [refetch, state]);

  useEffect(() => {
    if (!data) return;
    const stored = Number(sessionStorage.getItem(LAST_VERSION_RELOAD_KEY));
    const now = Date.now();
    if (!shouldReload(data.versions, PRODUCT_VERSION, stored || null, now)) return;
    sessionStorage.setItem(LAST_VERSION_RELOAD_KEY, String(now));
    reload();
  }, [data, reload]);
}
