import { Alert, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { queryErrorMessage } from '@client/api/describeQueryError';
import type { useMySessions } from '../hooks/useMySessions';

// A browser names itself in a long user-agent string; its product tokens are enough here.
function deviceOf(userAgent: string): string {
  // Edge names Chrome and Safari too, Chrome names Safari: the most specific one first.
  const browser =
    ['Edg', 'Firefox', 'Chrome', 'Safari'].find((name) => userAgent.includes(`${name}/`)) ??
    'Browser';
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent)?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/** The popover's "Your sessions": this device marked, the others with End. */
export function MySessions({ mine }: { mine: ReturnType<typeof useMySessions> }) {
  const { sessions, end, ending, endError } = mine;
  return (
    <>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
        Your sessions
      </Typography>
      {sessions.isError && (
        <Alert severity="error" sx={{ m: 1 }}>
          {queryErrorMessage(sessions.error)}
        </Alert>
      )}
      {endError && (
        <Alert severity="error" sx={{ m: 1 }}>
          The session was not ended: {endError}
        </Alert>
      )}
      <List aria-label="Your sessions" dense sx={{ minWidth: 280 }}>
        {(sessions.data ?? []).map((session) => (
          <ListItem
            key={session.id}
            data-testid="my-session"
            secondaryAction={
              session.current ? (
                <Chip size="small" label="This device" />
              ) : (
                <Button
                  size="small"
                  disabled={ending}
                  onClick={() => void end(session.id)}
                  aria-label={`End the session on ${deviceOf(session.userAgent)}`}
                >
                  End
                </Button>
              )
            }
          >
            <ListItemText
              primary={deviceOf(session.userAgent)}
              secondary={`Last seen ${new Date(session.lastSeen).toLocaleString()}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
