import { backgroundCheckValueProblem, type BackgroundCheckField } from '@domain/workday';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useListWorkdayReferencesQuery, type WorkdayBackgroundCheckDto } from '../api/workdayApi';
import { FormDialog } from '@client/components/FormDialog';

type Values = Record<BackgroundCheckField, string>;

const valuesOf = (check: WorkdayBackgroundCheckDto): Values => ({
  overallStatus: check.overallStatus,
  packageStatus: check.packageStatus,
  packageComment: check.packageComment,
  resultsURL: check.resultsUrl,
  statusDate: check.statusDate,
});

/** The fields the user changed, each checked by the shared rule the server applies. */
export function changedFields(before: Values, after: Values) {
  const changes: Partial<Values> = {};
  const problems: Partial<Values> = {};
  for (const field of Object.keys(after) as BackgroundCheckField[]) {
    if (after[field] === before[field]) continue;
    changes[field] = after[field];
    const problem = backgroundCheckValueProblem(field, after[field]);
    if (problem) problems[field] = problem;
  }
  return { changes, problems };
}

/**
 * Edits a background check's status, package status, comment, results URL and status date.
 * The overall status offers Workday's Background_Check_Status_ID values but takes any text:
 * Workday itself decides, and a value it refuses comes back as the answer's message.
 */
export function BackgroundCheckDialog({
  endpoint,
  check,
  busy,
  onSave,
  onClose,
}: {
  endpoint: string;
  check: WorkdayBackgroundCheckDto;
  busy: boolean;
  onSave: (changes: Partial<Values>) => void;
  onClose: () => void;
}) {
  const before = valuesOf(check);
  const [values, setValues] = useState<Values>(before);
  const [tried, setTried] = useState(false);
  const statuses = useListWorkdayReferencesQuery({ e: endpoint, x: 'Background_Check_Status_ID' });
  const { changes, problems } = changedFields(before, values);
  const set = (field: BackgroundCheckField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const helper = (field: BackgroundCheckField) => (tried ? problems[field] : undefined);
  const nothingChanged = Object.keys(changes).length === 0;

  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length > 0 || nothingChanged) return;
    onSave(changes);
  };

  return (
    <FormDialog
      title={`Background check ${check.backgroundCheckId}`}
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
      canSubmit={!nothingChanged && Object.keys(problems).length === 0}
      busy={busy}
    >
      <Autocomplete
        freeSolo
        options={(statuses.data ?? []).map((r) => r.id)}
        inputValue={values.overallStatus}
        onInputChange={(_event, value) => set('overallStatus')(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Overall status"
            helperText={statuses.isError ? 'Workday’s status list could not be loaded' : undefined}
          />
        )}
      />
      <TextField
        label="Package status"
        value={values.packageStatus}
        onChange={(e) => set('packageStatus')(e.target.value)}
        error={Boolean(helper('packageStatus'))}
        helperText={helper('packageStatus')}
      />
      <TextField
        label="Status date"
        type="date"
        value={values.statusDate}
        onChange={(e) => set('statusDate')(e.target.value)}
        error={Boolean(helper('statusDate'))}
        helperText={helper('statusDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Results URL"
        value={values.resultsURL}
        onChange={(e) => set('resultsURL')(e.target.value)}
        error={Boolean(problems.resultsURL)}
        helperText={problems.resultsURL}
      />
      <TextField
        label="Package comment"
        value={values.packageComment}
        onChange={(e) => set('packageComment')(e.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        error={Boolean(helper('packageComment'))}
        helperText={helper('packageComment')}
      />
    </FormDialog>
  );
}
