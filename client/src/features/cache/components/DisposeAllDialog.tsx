import { DialogContentText } from '@mui/material';
import { FormDialog } from '@client/components/FormDialog';

type DisposeAllDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before every region is emptied on every instance. */
export function DisposeAllDialog({ open, onCancel, onConfirm }: DisposeAllDialogProps) {
  return (
    <FormDialog
      open={open}
      title="Dispose of every cache region?"
      submitLabel="Dispose all"
      submitColor="error"
      fullWidth={false}
      onSubmit={onConfirm}
      onClose={onCancel}
    >
      <DialogContentText>
        Every region is emptied on every app instance, and the shared aux tier too. Reads then go to
        the database until the regions fill again.
      </DialogContentText>
    </FormDialog>
  );
}
