import { Alert, AlertTitle, Snackbar } from '@mui/material';

/** A title shows above the message (the seed's no-show notice: title and message). */
export type Notice = {
  severity: 'success' | 'warning' | 'error';
  message: string;
  title?: string;
};

/**
 * The outcome of an action at the bottom of the screen; a click elsewhere does not close it. A
 * warning (done, but not all of it) stays until closed: it explains what is left to do.
 */
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
      autoHideDuration={notice?.severity === 'warning' ? null : 6000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose}>
          {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
