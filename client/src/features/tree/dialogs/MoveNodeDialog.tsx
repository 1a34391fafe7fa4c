import { FormDialog } from '@client/components/FormDialog';
import type { PermissionView } from '../api/treeApi';
import { useMoveForm } from '../hooks/useNodeDialogForms';
import { SelectField, type NodeDialogProps } from './dialogFields';

/** The node under one of the parents the permission offers. */
export function MoveNodeDialog({
  node,
  permission,
  onClose,
  onSaved,
}: NodeDialogProps & { permission: PermissionView }) {
  const form = useMoveForm(node, onSaved);
  return (
    <FormDialog
      title={`Move ${node.description}`}
      submitLabel="Move"
      onSubmit={() => void form.save()}
      onClose={onClose}
      canSubmit={form.canSave}
      busy={form.saving}
      serverError={form.serverError}
    >
      <SelectField
        label="New parent"
        name="parent"
        value={form.values.parentUuid}
        error={form.errorFor('parentUuid')}
        options={permission.possibleParents.map((p) => ({ value: p.nodeUuid, label: p.path }))}
        onChange={(parentUuid) => form.setField('parentUuid', parentUuid)}
      />
    </FormDialog>
  );
}
