import { formatTriggerSchedule } from '@domain/scheduler';
import { DialogContentText } from '@mui/material';
import { FormDialog } from '@client/components/FormDialog';
import type { SchedulerTriggerDto } from '../api/schedulerApi';

type DeleteTriggerDialogProps = {
  trigger: SchedulerTriggerDto;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a trigger goes; its past runs stay in the history. */
export function DeleteTriggerDialog({ trigger, onCancel, onConfirm }: DeleteTriggerDialogProps) {
  return (
    <FormDialog
      title={`Delete the ${trigger.jobClass} trigger?`}
      submitLabel="Delete"
      submitColor="error"
      fullWidth={false}
      onSubmit={onConfirm}
      onClose={onCancel}
    >
      <DialogContentText>
        {trigger.jobClass} no longer runs {formatTriggerSchedule(trigger)} from this trigger. A run
        under way finishes; past runs stay in the history.
      </DialogContentText>
    </FormDialog>
  );
}
