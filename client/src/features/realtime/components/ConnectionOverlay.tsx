import { CONNECTING_TO_SERVER, CONNECTION_LOST } from '@domain/messages';
import { Backdrop, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ConnectionSnapshot } from '../connection/RealtimeConnection';

/** Blocks the page while the socket is not open: the data on screen may be stale. */
export function ConnectionOverlay({ snapshot }: { snapshot: ConnectionSnapshot }) {
  const open = snapshot.state !== 'open';
  return (
    <Backdrop
      open={open}
      data-testid="connection-overlay"
      sx={{ zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    >
      {open && (
        <Stack
          component={Paper}
          elevation={8}
          role="alertdialog"
          aria-live="assertive"
          spacing={2}
          sx={{ alignItems: 'center', px: 5, py: 4 }}
        >
          <CircularProgress aria-hidden />
          <Typography variant="h6" sx={{ whiteSpace: 'pre' }}>
            {snapshot.everOpened ? CONNECTION_LOST : CONNECTING_TO_SERVER}
          </Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Stack>
      )}
    </Backdrop>
  );
}
