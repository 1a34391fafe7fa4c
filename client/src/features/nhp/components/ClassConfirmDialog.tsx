import { NHP_ACTION_NAMES } from '@domain/nhp';
import { Typography } from '@mui/material';
import { FormDialog } from '@client/components/FormDialog';
import type { NhpClassDetailDto } from '../api/nhpApi';

type ClassConfirmDialogProps = {
  klass: NhpClassDetailDto;
  confirming: 'delete' | 'unfinalize';
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks before deleting the class or reopening a final one. */
export function ClassConfirmDialog({
  klass,
  confirming,
  busy,
  onClose,
  onConfirm,
}: ClassConfirmDialogProps) {
  return (
    <FormDialog
      title={
        confirming === 'delete'
          ? `Delete the class ${klass.description}?`
          : `Unfinalize the class ${klass.description}?`
      }
      submitLabel={confirming === 'delete' ? 'Delete Class' : NHP_ACTION_NAMES.unfinalize}
      submitColor={confirming === 'delete' ? 'error' : 'primary'}
      fullWidth={false}
      busy={busy}
      onClose={onClose}
      onSubmit={onConfirm}
    >
      <Typography>
        {confirming === 'delete'
          ? 'Its job openings and placements are deleted with it.'
          : 'The class returns to Placement In Progress, and its placements can be changed again.'}
      </Typography>
    </FormDialog>
  );
}
