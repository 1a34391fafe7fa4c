import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

type DisposeAllDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before every region is emptied on every instance. */
export function DisposeAllDialog({ open, onCancel, onConfirm }: DisposeAllDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Dispose of every cache region?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Every region is emptied on every app instance, and the shared aux tier too. Reads then go
          to the database until the regions fill again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Dispose all
        </Button>
      </DialogActions>
    </Dialog>
  );
}
