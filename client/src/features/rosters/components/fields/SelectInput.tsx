import { REQUIRED_FIELD } from '@domain/messages';
import { multiSelectValues } from '@domain/exams';
import { MenuItem, TextField } from '@mui/material';
import { optionValues, type ExamFieldInputProps } from './fieldProps';

/** SELECT and MULTISELECT: saved on every change; a multiselect's values joined by commas. */
export function SelectInput({ field, value, readOnly, showRequired, onSave }: ExamFieldInputProps) {
  const multiple = field.fieldTypeCode === 'MULTISELECT';
  const options = field.aExamSelect?.collExamSelectOptions ?? [];
  const missing = field.required && value === '' && showRequired;
  const selected = multiple ? multiSelectValues(value) : value;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={field.description}
      required={field.required}
      value={selected}
      disabled={readOnly}
      error={missing}
      helperText={missing ? REQUIRED_FIELD : ' '}
      onChange={(event) => {
        const next = event.target.value as unknown as string | string[];
        // In option order, so the stored text does not depend on the order of clicks.
        onSave(
          Array.isArray(next)
            ? optionValues(field)
                .filter((v) => next.includes(v))
                .join(',')
            : next,
        );
      }}
      slotProps={{ select: { multiple } }}
    >
      {!multiple && !field.required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.description}
        </MenuItem>
      ))}
    </TextField>
  );
}
