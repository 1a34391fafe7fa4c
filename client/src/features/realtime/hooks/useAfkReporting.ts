import { useEffect } from 'react';
import type { ConnectionState, RealtimeConnection } from '../connection/RealtimeConnection';
import { useAfk } from './useAfk';

/** Tells the server AFK when the person goes away and BAK when they return (and after a reconnect). */
export function useAfkReporting(connection: RealtimeConnection, state: ConnectionState) {
  const away = useAfk();
  useEffect(() => {
    if (state !== 'open') return;
    connection.call(away ? 'AFK' : 'BAK').catch(() => undefined);
  }, [away, connection, state]);
}
