import { NODE_ACTION_LABELS } from '@domain/labels';
import { DialogContentText } from '@mui/material';
import { FormDialog } from '@client/components/FormDialog';
import type { NodeView } from '../api/treeApi';

/** Asks before the node goes to the trash; the page does the delete and where to go next. */
export function DeleteNodeDialog({
  node,
  deleting,
  onClose,
  onConfirm,
}: {
  node: NodeView;
  deleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <FormDialog
      title={NODE_ACTION_LABELS.delete}
      submitLabel={NODE_ACTION_LABELS.delete}
      submitColor="error"
      fullWidth={false}
      onSubmit={onConfirm}
      onClose={onClose}
      busy={deleting}
    >
      <DialogContentText>Delete {node.description}?</DialogContentText>
    </FormDialog>
  );
}
