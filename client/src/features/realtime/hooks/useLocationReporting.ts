import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ConnectionState, RealtimeConnection } from '../connection/RealtimeConnection';

/** LOC8 on every route change and after every (re)connect, for the sessions popover. */
export function useLocationReporting(connection: RealtimeConnection, state: ConnectionState) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (state !== 'open') return;
    connection.call('LOC8', { pathname }).catch(() => undefined);
  }, [connection, pathname, state]);
}
