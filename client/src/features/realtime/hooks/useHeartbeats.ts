import { HEARTBEAT_MS } from '@domain/timing';
import { useEffect } from 'react';
import { publicApi } from '../api/realtimeApi';
import { useAppDispatch } from '@client/app/hooks';
import type { ConnectionState, RealtimeConnection } from '../connection/RealtimeConnection';
import { latencyStore, type HeartbeatKind } from '../connection/latencyStats';

async function timed(kind: HeartbeatKind, probe: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  try {
    await probe();
    latencyStore.record(kind, Math.round(performance.now() - started));
  } catch {
    // A failed probe is not a latency; the overlay already tells about a lost connection.
  }
}

/**
 * The session heartbeats: RPC PING, RPC ECHO and a REST echo once the socket opens and every
 * minute after, each timed for the version label. Token renewal has its own timer (auth).
 */
export function useHeartbeats(connection: RealtimeConnection, state: ConnectionState) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (state !== 'open') return;
    const beat = () => {
      const stamp = String(Date.now());
      void timed('RPC PING', () => connection.call('PING'));
      void timed('RPC ECHO', () => connection.call('ECHO', { stamp }));
      void timed('REST ECHO', () =>
        dispatch(
          publicApi.endpoints.echo.initiate({ x: stamp }, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
      );
    };
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [connection, dispatch, state]);
}
