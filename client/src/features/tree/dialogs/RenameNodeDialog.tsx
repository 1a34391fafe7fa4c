import { FormDialog } from '@client/components/FormDialog';
import { useRenameForm } from '../hooks/useNodeDialogForms';
import { NameField, type NodeDialogProps } from './dialogFields';

export function RenameNodeDialog({ node, onClose, onSaved }: NodeDialogProps) {
  const form = useRenameForm(node, onSaved);
  return (
    <FormDialog
      title={`Rename ${node.description}`}
      submitLabel="Rename"
      onSubmit={() => void form.save()}
      onClose={onClose}
      canSubmit={form.canSave}
      busy={form.saving}
      serverError={form.serverError}
    >
      <NameField
        value={form.values.name}
        error={form.errorFor('name')}
        onChange={(name) => form.setField('name', name)}
      />
    </FormDialog>
  );
}
