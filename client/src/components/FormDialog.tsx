import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

export type FormDialogProps = {
  /** Names the dialog (its accessible name too). */
  title: ReactNode;
  /** The text of the submit button. */
  submitLabel: string;
  /**
   * Called on the submit button and on Enter in a field; also while the form is invalid, so a
   * form can show every problem once a save was tried.
   */
  onSubmit: () => void;
  /** Cancel, Escape and a click outside. */
  onClose: () => void;
  /** False keeps the submit button disabled (invalid values). */
  canSubmit?: boolean;
  /** A save under way: the submit button is disabled and shows progress. */
  busy?: boolean;
  /** The server's refusal, shown in a red alert under the fields. */
  serverError?: string | null;
  /** 'error' for a destructive confirmation (delete). */
  submitColor?: 'primary' | 'error';
  /** A form takes the full small width; a confirmation sizes to its text. */
  fullWidth?: boolean;
  /** Shown unless false; for dialogs kept mounted while closed. */
  open?: boolean;
  /** The fields, or the question a confirmation asks. */
  children?: ReactNode;
};

const inCombobox = (target: EventTarget | null | undefined) =>
  target instanceof Element && target.closest('[role="combobox"]') !== null;

/**
 * The shell every dialog of the app shares: title, fields, a red alert for the server's
 * message, Cancel and a submit button disabled while the values are invalid or a save runs.
 */
export function FormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  canSubmit = true,
  busy = false,
  serverError = null,
  submitColor = 'primary',
  fullWidth = true,
  open = true,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const hasContent = children !== undefined || Boolean(serverError);
  return (
    <Dialog
      open={open}
      onClose={(event: { target?: EventTarget | null }, reason) => {
        // Escape in a select or autocomplete field closes (at most) its list, never the
        // dialog with everything typed in it: its popup may already be gone.
        if (reason === 'escapeKeyDown' && inCombobox(event.target)) return;
        onClose();
      }}
      fullWidth={fullWidth}
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        {hasContent && (
          <DialogContent>
            <Stack spacing={2} sx={{ pt: fullWidth ? 1 : 0 }}>
              {children}
              {serverError && <Alert severity="error">{serverError}</Alert>}
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={!canSubmit || busy}
            loading={busy}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
