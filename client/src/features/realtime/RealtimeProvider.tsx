import { Alert, Snackbar } from '@mui/material';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { invalidateDirty } from '@client/api/dirtyTags';
import { notePosition } from '@client/api/writePosition';
import { useAppDispatch } from '@client/app/hooks';
import { sessionEndedByServer } from '@client/api/session/sessionActions';
import { clearSession } from '@client/api/session/sessionStore';
import {
  RealtimeConnection,
  type ConnectionSnapshot,
  type SocketFactory,
} from './connection/RealtimeConnection';
import { socketUrl } from './connection/socketUrl';
import { useAfkReporting } from './hooks/useAfkReporting';
import { useHeartbeats } from './hooks/useHeartbeats';
import { useLocationReporting } from './hooks/useLocationReporting';
import { useServerNow } from './hooks/useServerNow';
import { useVersionReload } from './hooks/useVersionReload';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

interface DirtyParams {
  entity?: string;
  /** A database position after the change (decision 0044). */
  position?: string;
}
interface FyiParams {
  message?: string;
}

/**
 * Owns the signed-in page's one socket: DIRTY notifications invalidate cached reads, FYI shows
 * a snackbar, a 4401 ends the session here too, and the heartbeats, AFK/BAK, LOC8 and the
 * UI-version check run while it lives.
 */
export function RealtimeProvider({
  children,
  createSocket,
}: {
  children: ReactNode;
  /** Tests hand in a fake; the browser's WebSocket otherwise. */
  createSocket?: SocketFactory;
}) {
  const dispatch = useAppDispatch();
  const [fyi, setFyi] = useState<string | null>(null);
  const handlers = useRef({ dispatch, setFyi });
  handlers.current = { dispatch, setFyi };

  const [connection] = useState(
    () =>
      new RealtimeConnection({
        url: () => socketUrl(),
        createSocket,
        onNotification: (method, params) => {
          if (method === 'DIRTY') {
            notePosition((params as DirtyParams | null)?.position);
            const entity = (params as DirtyParams | null)?.entity ?? '*';
            handlers.current.dispatch(invalidateDirty(entity));
          } else if (method === 'FYI') {
            const message = (params as FyiParams | null)?.message;
            if (message) handlers.current.setFyi(message);
          }
        },
        onSessionRejected: () => {
          clearSession();
          handlers.current.dispatch(sessionEndedByServer());
        },
      }),
  );

  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);

  return (
    <RealtimeContext.Provider value={connection}>
      <RealtimeServices connection={connection} />
      {children}
      <Snackbar
        open={fyi !== null}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        onClose={(_event, reason) => reason !== 'clickaway' && setFyi(null)}
      >
        <Alert severity="info" variant="filled" onClose={() => setFyi(null)}>
          {fyi}
        </Alert>
      </Snackbar>
    </RealtimeContext.Provider>
  );
}

function RealtimeServices({ connection }: { connection: RealtimeConnection }) {
  const { state } = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  useHeartbeats(connection, state);
  useAfkReporting(connection, state);
  useLocationReporting(connection, state);
  useVersionReload(state);
  // The server's clock stays fresh for the screens that ask it for "today".
  useServerNow();
  return null;
}

export function useRealtimeConnection(): RealtimeConnection {
  const connection = useContext(RealtimeContext);
  if (!connection) throw new Error('useRealtimeConnection needs a RealtimeProvider');
  return connection;
}

export function useConnectionSnapshot(): ConnectionSnapshot {
  const connection = useRealtimeConnection();
  return useSyncExternalStore(connection.subscribe, connection.getSnapshot);
}
