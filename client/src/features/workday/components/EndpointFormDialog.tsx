import {
  workdayAddressChanges,
  workdayEndpointProblems,
  type WorkdayEndpointText,
} from '@domain/workday';
import { Checkbox, FormControlLabel, FormGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useFailureMessage } from '@client/hooks/useFailureMessage';
import {
  useCreateWorkdayEndpointMutation,
  useUpdateWorkdayEndpointMutation,
  type WorkdayEndpointDto,
} from '../api/workdayApi';
import { FormDialog } from '@client/components/FormDialog';

type Flags = { canRead: boolean; canWrite: boolean; isProduction: boolean; isDefault: boolean };

const TEXT_FIELDS: { field: keyof WorkdayEndpointText; label: string; help?: string }[] = [
  { field: 'description', label: 'Description' },
  { field: 'uri', label: 'URI', help: 'e.g. https://wd2-impl-services1.workday.com' },
  { field: 'tenant', label: 'Tenant' },
  { field: 'isu', label: 'Integration system user (ISU)' },
  { field: 'clientId', label: 'Client ID' },
  { field: 'apiVersion', label: 'API version', help: 'v44.0 when empty' },
];

const blank: WorkdayEndpointText = {
  description: '',
  uri: '',
  tenant: '',
  isu: '',
  clientId: '',
  apiVersion: '',
  clientSecret: '',
  refreshToken: '',
};

/**
 * Adds an HR endpoint or changes one (admins). The client secret and refresh token are
 * write-only: an edit shows them empty and keeps the stored ones unless new ones are typed, and
 * asks for both again once the URI, tenant or client ID changes (the server never sends the
 * stored ones to another address).
 */
export function EndpointFormDialog({
  endpoint,
  onSaved,
  onClose,
}: {
  /** The endpoint to change; none adds one. */
  endpoint?: WorkdayEndpointDto;
  onSaved: (saved: WorkdayEndpointDto) => void;
  onClose: () => void;
}) {
  const creating = !endpoint;
  const [text, setText] = useState<WorkdayEndpointText>(
    endpoint ? { ...blank, ...pick(endpoint) } : blank,
  );
  const [flags, setFlags] = useState<Flags>({
    canRead: endpoint?.canRead ?? true,
    canWrite: endpoint?.canWrite ?? false,
    isProduction: endpoint?.isProduction ?? false,
    isDefault: endpoint?.isDefault ?? false,
  });
  const [tried, setTried] = useState(false);
  const [create, creatingState] = useCreateWorkdayEndpointMutation();
  const [update, updatingState] = useUpdateWorkdayEndpointMutation();
  const { message: serverError, fail: failServerError } = useFailureMessage();
  const stored = endpoint ? pick(endpoint) : undefined;
  const problems = workdayEndpointProblems(text, stored);
  const moved = workdayAddressChanges(text, stored);
  const invalid = Object.keys(problems).length > 0;

  const submit = async () => {
    setTried(true);
    if (invalid) return;
    const body = {
      description: text.description.trim(),
      uri: text.uri.trim(),
      tenant: text.tenant.trim(),
      isu: text.isu.trim(),
      clientId: text.clientId.trim(),
      ...(text.apiVersion.trim() ? { apiVersion: text.apiVersion.trim() } : {}),
      ...flags,
      ...(text.clientSecret ? { clientSecret: text.clientSecret } : {}),
      ...(text.refreshToken ? { refreshToken: text.refreshToken } : {}),
    };
    try {
      const saved = endpoint
        ? await update({ id: endpoint.workdayApiUuid, updateWorkdayEndpointDto: body }).unwrap()
        : await create({
            createWorkdayEndpointDto: {
              ...body,
              clientSecret: text.clientSecret,
              refreshToken: text.refreshToken,
            },
          }).unwrap();
      onSaved(saved);
    } catch (error) {
      failServerError(error);
    }
  };

  const shown = (field: keyof WorkdayEndpointText) => (tried ? problems[field] : undefined);
  return (
    <FormDialog
      title={endpoint ? `Edit ${endpoint.description}` : 'Add an HR endpoint'}
      submitLabel={endpoint ? 'Save' : 'Add'}
      onSubmit={() => void submit()}
      onClose={onClose}
      canSubmit={!tried || !invalid}
      busy={creatingState.isLoading || updatingState.isLoading}
      serverError={serverError}
    >
      {TEXT_FIELDS.map(({ field, label, help }) => (
        <TextField
          key={field}
          label={label}
          value={text[field]}
          onChange={(e) => setText((t) => ({ ...t, [field]: e.target.value }))}
          error={Boolean(shown(field))}
          helperText={shown(field) ?? help}
          required={field !== 'apiVersion'}
        />
      ))}
      {(['clientSecret', 'refreshToken'] as const).map((field) => (
        <TextField
          key={field}
          type="password"
          autoComplete="off"
          label={field === 'clientSecret' ? 'Client secret' : 'Refresh token'}
          value={text[field]}
          onChange={(e) => setText((t) => ({ ...t, [field]: e.target.value }))}
          error={Boolean(shown(field))}
          helperText={
            shown(field) ??
            (creating
              ? undefined
              : moved.length
                ? `Required again: the ${moved.join(', ')} changed`
                : 'Empty keeps the stored one')
          }
          required={creating || moved.length > 0}
        />
      ))}
      <FormGroup row>
        {(
          [
            ['canRead', 'Read'],
            ['canWrite', 'Write'],
            ['isProduction', 'Production'],
            ['isDefault', "Default (people's HR data)"],
          ] as const
        ).map(([flag, label]) => (
          <FormControlLabel
            key={flag}
            label={label}
            control={
              <Checkbox
                checked={flags[flag]}
                onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))}
              />
            }
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}

function pick(e: WorkdayEndpointDto) {
  return {
    description: e.description,
    uri: e.uri,
    tenant: e.tenant,
    isu: e.isu,
    clientId: e.clientId,
    apiVersion: e.apiVersion,
  };
}
