import { DAYS_NOTICE } from '@domain/limits';
import { personMetaProblem } from '@domain/people';
import { SHIFT_PREFERENCES, SHIFT_PREFERENCE_LABELS } from '@domain/status';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import {
  useDeletePersonMetaMutation,
  useSetPersonMetaMutation,
  type PersonMetaDto,
} from '../api/personApi';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { profileFields } from '../candidate';

/** One profile value, saved when it is left (blank removes it), refused here when invalid. */
function ProfileField({
  personUuid,
  field,
  label,
  stored,
  disabled,
  type = 'text',
  options,
}: {
  personUuid: string;
  field: string;
  label: string;
  stored: string;
  disabled: boolean;
  type?: string;
  options?: readonly { value: string; label: string }[];
}) {
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const [setMeta] = useSetPersonMetaMutation();
  const [deleteMeta] = useDeletePersonMetaMutation();
  const save = async (next: string) => {
    if (next === stored) return;
    const problem = personMetaProblem(field, next);
    if (problem) return setError(problem);
    setError(null);
    try {
      if (next === '') await deleteMeta({ id: personUuid, field, value: stored }).unwrap();
      else await setMeta({ id: personUuid, field, value: next }).unwrap();
    } catch (e) {
      setError(`Error: ${queryErrorMessage(e)}`);
    }
  };
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={value}
      disabled={disabled}
      select={Boolean(options)}
      error={error !== null}
      helperText={error ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
      onChange={(e) => {
        setValue(e.target.value);
        if (options) void save(e.target.value);
      }}
      onBlur={() => !options && void save(value)}
    >
      {options?.map((o) => (
        <MenuItem key={o.value || 'blank'} value={o.value}>
          {o.label || '(not answered)'}
        </MenuItem>
      ))}
    </TextField>
  );
}

const SHIFT_OPTIONS = SHIFT_PREFERENCES.map((value) => ({
  value,
  label: SHIFT_PREFERENCE_LABELS[value],
}));

/** Availability, days notice, shift preferences and nepotism of one job application. */
export function PlacementProfile({
  personUuid,
  wid,
  metas,
  canWrite,
}: {
  personUuid: string;
  wid: string;
  metas: readonly PersonMetaDto[];
  canWrite: boolean;
}) {
  const fields = profileFields(wid);
  const stored = (field: string) => metas.find((m) => m.metadataField === field)?.stringValue ?? '';
  const common = { personUuid, disabled: !canWrite };
  return (
    <Stack spacing={1}>
      {!canWrite && (
        <Alert severity="info">You may read this profile; changing it needs staffing rights.</Alert>
      )}
      <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} key={wid}>
        <ProfileField
          {...common}
          field={fields.availabilityDate}
          label="Availability"
          type="date"
          stored={stored(fields.availabilityDate)}
        />
        <ProfileField
          {...common}
          field={fields.daysNotice}
          label={`Days notice (${DAYS_NOTICE.min}-${DAYS_NOTICE.max})`}
          stored={stored(fields.daysNotice)}
        />
        <ProfileField
          {...common}
          field={fields.firstShift}
          label="First shift"
          stored={stored(fields.firstShift)}
          options={SHIFT_OPTIONS}
        />
        <ProfileField
          {...common}
          field={fields.secondShift}
          label="Second shift"
          stored={stored(fields.secondShift)}
          options={SHIFT_OPTIONS}
        />
        <ProfileField
          {...common}
          field={fields.nepotism}
          label="Nepotism (relatives employed)"
          stored={stored(fields.nepotism)}
        />
      </Stack>
    </Stack>
  );
}
