import { REQUIRED_FIELD } from '@domain/messages';
import { examFieldValueProblem } from '@domain/exams';
import { formatExamNumber } from '@domain/format';
import { isOutsideSoftBounds } from '@domain/ranges';
import { TextField } from '@mui/material';
import { yellow } from '@mui/material/colors';
import { useEffect, useId, useRef, useState } from 'react';
import { ExamFieldLabel, useRequiredError } from './ExamFieldLabel';
import type { ExamFieldInputProps } from './fieldProps';

/**
 * A number with one fixed decimal place: saved on leaving the field or Enter, refused (with
 * the reason under it) outside the hard bounds, yellow outside the soft ones.
 */
export function NumericInput({
  field,
  value,
  readOnly,
  showRequired,
  onSave,
}: ExamFieldInputProps) {
  const [text, setText] = useState(formatExamNumber(value));
  // A new stored value (a poll, another examiner) replaces the text unless one is typing.
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(formatExamNumber(value));
  }, [value]);
  const problem = examFieldValueProblem(field, text.trim());
  const { missing, touch } = useRequiredError(field, text.trim() === '', showRequired);
  const id = useId();
  const soft = isOutsideSoftBounds(text, field.softMinValue, field.softMaxValue);

  const commit = () => {
    focused.current = false;
    touch();
    const next = text.trim() === '' ? '' : formatExamNumber(text.trim());
    if (problem || next === formatExamNumber(value)) return;
    setText(next);
    onSave(next);
  };

  return (
    <>
      <ExamFieldLabel field={field} id={id} disabled={readOnly} />
      <TextField
        id={id}
        fullWidth
        size="small"
        required={field.required}
        placeholder={field.placeholder ?? undefined}
        value={text}
        disabled={readOnly}
        error={Boolean(problem) || missing}
        helperText={problem ?? (missing ? REQUIRED_FIELD : ' ')}
        onFocus={() => (focused.current = true)}
        onChange={(event) => {
          setText(event.target.value);
          touch();
        }}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            step: field.step ?? 0.1,
            'data-soft-bounds': soft ? 'outside' : 'inside',
          },
        }}
        // Pale yellow, as the seed says: the label and a disabled value stay readable on it.
        sx={soft ? { '& .MuiInputBase-root': { bgcolor: yellow[100] } } : undefined}
      />
    </>
  );
}
