import { REQUIRED_FIELD } from '@domain/messages';
import { multiSelectValues } from '@domain/exams';
import { MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import { ExamFieldLabel, useRequiredError } from './ExamFieldLabel';
import { optionValues, type ExamFieldInputProps } from './fieldProps';

/** SELECT and MULTISELECT: saved on every change; a multiselect's values joined by commas. */
export function SelectInput({ field, value, readOnly, showRequired, onSave }: ExamFieldInputProps) {
  const multiple = field.fieldTypeCode === 'MULTISELECT';
  const options = field.aExamSelect?.collExamSelectOptions ?? [];
  const { missing, touch } = useRequiredError(field, value === '', showRequired);
  const id = useId();
  const selected = multiple ? multiSelectValues(value) : value;
  return (
    <>
      <ExamFieldLabel field={field} id={id} disabled={readOnly} />
      <TextField
        id={id}
        select
        fullWidth
        size="small"
        required={field.required}
        value={selected}
        disabled={readOnly}
        error={missing}
        helperText={missing ? REQUIRED_FIELD : ' '}
        onBlur={touch}
        onChange={(event) => {
          touch();
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
        slotProps={{ select: { multiple, labelId: `${id}-label`, onClose: touch } }}
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
    </>
  );
}
