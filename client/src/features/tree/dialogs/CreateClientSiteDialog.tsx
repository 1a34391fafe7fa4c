import { CREATE_CLIENT_SITE } from '@domain/labels';
import { FormDialog } from '@client/components/FormDialog';
import { useCreateClientForm } from '../hooks/useNodeDialogForms';
import { NameField, TimeZoneField, type NodeDialogProps } from './dialogFields';

/** A client site (NAMC) under the tenant. */
export function CreateClientSiteDialog({ node, onClose, onSaved }: NodeDialogProps) {
  const form = useCreateClientForm(node.nodeUuid, onSaved);
  return (
    <FormDialog
      title={CREATE_CLIENT_SITE}
      submitLabel="Create"
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
      <TimeZoneField
        value={form.values.timeZone}
        error={form.errorFor('timeZone')}
        onChange={(timeZone) => form.setField('timeZone', timeZone)}
      />
    </FormDialog>
  );
}
