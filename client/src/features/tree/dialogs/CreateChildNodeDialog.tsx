import { FormDialog } from '@client/components/FormDialog';
import type { PermissionView } from '../api/treeApi';
import { useCreateChildForm } from '../hooks/useNodeDialogForms';
import { NameField, SelectField, type NodeDialogProps } from './dialogFields';

/** A child node of one of the levels the permission allows. */
export function CreateChildNodeDialog({
  node,
  permission,
  onClose,
  onSaved,
}: NodeDialogProps & { permission: PermissionView }) {
  const form = useCreateChildForm(node, permission, onSaved);
  return (
    <FormDialog
      title={`Create a child of ${node.description}`}
      submitLabel="Create"
      onSubmit={() => void form.save()}
      onClose={onClose}
      canSubmit={form.canSave}
      busy={form.saving}
      serverError={form.serverError}
    >
      <SelectField
        label="Level"
        name="level"
        value={form.values.levelUuid}
        error={form.errorFor('levelUuid')}
        options={permission.childLevels.map((l) => ({ value: l.levelUuid, label: l.description }))}
        onChange={(levelUuid) => form.setField('levelUuid', levelUuid)}
      />
      <NameField
        value={form.values.name}
        error={form.errorFor('name')}
        onChange={(name) => form.setField('name', name)}
      />
    </FormDialog>
  );
}
