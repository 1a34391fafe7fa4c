import { NODE_ACTION_LABELS } from '@domain/labels';
import { DEFAULT_TIME_ZONE } from '@domain/time-zones';
import { FormDialog } from '@client/components/FormDialog';
import { useGetMyClientsQuery, type ClientDto } from '../api/treeApi';
import { useSiteTimeZoneForm } from '../hooks/useNodeDialogForms';
import { TimeZoneField, type NodeDialogProps } from './dialogFields';

/** An administrator sets the IANA time zone a client site's days and slots are read in. */
export function SetTimeZoneDialog({ node, onClose, onSaved }: NodeDialogProps<ClientDto>) {
  const clients = useGetMyClientsQuery();
  const current = clients.data?.find((c) => c.nodeUuid === node.nodeUuid)?.timeZone;
  if (!clients.data) return null;
  return (
    <SetTimeZoneForm
      siteUuid={node.nodeUuid}
      site={node.description}
      current={current ?? DEFAULT_TIME_ZONE}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function SetTimeZoneForm({
  siteUuid,
  site,
  current,
  onClose,
  onSaved,
}: {
  siteUuid: string;
  site: string;
  current: string;
  onClose: () => void;
  onSaved: (saved: ClientDto) => void;
}) {
  const form = useSiteTimeZoneForm(siteUuid, current, onSaved);
  return (
    <FormDialog
      title={`${NODE_ACTION_LABELS.setTimeZone}: ${site}`}
      submitLabel="Save"
      onSubmit={() => void form.save()}
      onClose={onClose}
      canSubmit={form.canSave}
      busy={form.saving}
      serverError={form.serverError}
    >
      <TimeZoneField
        value={form.values.timeZone}
        error={form.errorFor('timeZone')}
        onChange={(timeZone) => form.setField('timeZone', timeZone)}
      />
    </FormDialog>
  );
}
