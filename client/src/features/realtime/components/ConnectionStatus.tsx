import { POLL_SESSIONS_POPOVER_OPEN_MS, POLL_SESSIONS_STATUS_ICON_MS } from '@domain/timing';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import {
  Alert,
  Badge,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { amber, green, red } from '@mui/material/colors';
import { useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useListRpcSessionsQuery, type RpcSessionDto } from '../api/realtimeApi';
import type { ConnectionState } from '../connection/RealtimeConnection';
import { useMySessions } from '../hooks/useMySessions';
import { MySessions } from './MySessions';

// Light shades: the icon sits on the dark blue app bar.
const LOOK: Record<ConnectionState, { color: string; label: string }> = {
  open: { color: green[300], label: 'Connected' },
  connecting: { color: amber[300], label: 'Connecting' },
  closing: { color: amber[300], label: 'Disconnecting' },
  closed: { color: red[300], label: 'Disconnected' },
};

interface SessionProperties {
  'location.pathname'?: string;
  isAFK?: boolean;
}

function SessionRow({ session }: { session: RpcSessionDto }) {
  const properties = session.userProperties as SessionProperties;
  return (
    <ListItem
      dense
      data-testid="open-session"
      secondaryAction={properties.isAFK ? <Chip size="small" label="AFK" /> : undefined}
    >
      <ListItemText
        primary={session.userCode}
        secondary={properties['location.pathname'] ?? '(unknown location)'}
      />
    </ListItem>
  );
}

/** The header's connection icon; its popover lists who is signed in, and where. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sessions = useListRpcSessionsQuery(undefined, {
    pollingInterval: anchor ? POLL_SESSIONS_POPOVER_OPEN_MS : POLL_SESSIONS_STATUS_ICON_MS,
    skipPollingIfUnfocused: true,
  });
  const mine = useMySessions(anchor !== null);
  const open = (sessions.data ?? []).filter((s) => s.isOpen);
  const look = LOOK[state];
  const Icon = state === 'open' ? CloudDoneIcon : state === 'closed' ? CloudOffIcon : CloudSyncIcon;

  return (
    <>
      <Tooltip title={`${look.label}: open sessions`}>
        <IconButton
          color="inherit"
          // The badge's number is visible text: the name says it too (WCAG 2.5.3).
          aria-label={`Connection: ${look.label}, ${open.length} open session${open.length === 1 ? '' : 's'}`}
          data-state={state}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void sessions.refetch();
            void mine.sessions.refetch();
          }}
        >
          <Badge badgeContent={open.length} color="secondary" max={99}>
            <Icon sx={{ color: look.color }} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          Open sessions
        </Typography>
        {sessions.isError && (
          <Alert severity="error" sx={{ m: 1 }}>
            {queryErrorMessage(sessions.error)}
          </Alert>
        )}
        <List aria-label="Open sessions" sx={{ minWidth: 280, maxHeight: 400, overflow: 'auto' }}>
          {open.map((session, index) => (
            // Others' sessions come without their ids (only session admins see them at all).
            <SessionRow key={session.id ?? `${session.userCode}-${index}`} session={session} />
          ))}
          {sessions.isSuccess && open.length === 0 && (
            <ListItem dense>
              <ListItemText secondary="No open sessions" />
            </ListItem>
          )}
        </List>
        <MySessions mine={mine} />
      </Popover>
    </>
  );
}
