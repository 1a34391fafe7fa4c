import { Alert, Snackbar } from '@mui/material';

export type Notice = { severity: 'success' | 'error'; message: string };

/** The outcome of an action at the bottom of the screen; a click elsewhere does not close it. */
export function NoticeSnackbar({
  notice,
  onClose,
}: {
  notice: Notice | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose}>
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
