import { EXAM_TEXTAREA_ROWS } from '@domain/limits';
import { TEXTAREA_AUTOSAVE_THROTTLE_MS } from '@domain/timing';
import { REQUIRED_FIELD } from '@domain/messages';
import { EXAM_TEXT_MAX } from '@domain/exams';
import { TextField } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { ExamFieldLabel, useRequiredError } from './ExamFieldLabel';
import { useThrottledCallback } from '@client/features/rosters/hooks/useThrottledCallback';
import type { ExamFieldInputProps } from './fieldProps';

/** 3 to 10 rows, saved as one types (throttled), never more than the server takes. */
export function TextAreaInput({
  field,
  value,
  readOnly,
  showRequired,
  onSave,
}: ExamFieldInputProps) {
  const [text, setText] = useState(value);
  // A new stored value (a poll, another examiner) replaces the text unless one is typing.
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(value);
  }, [value]);
  const save = useThrottledCallback(onSave, TEXTAREA_AUTOSAVE_THROTTLE_MS);
  const { missing, touch } = useRequiredError(field, text.trim() === '', showRequired);
  const id = useId();
  return (
    <>
      <ExamFieldLabel field={field} id={id} disabled={readOnly} />
      <TextField
        id={id}
        fullWidth
        multiline
        minRows={EXAM_TEXTAREA_ROWS.min}
        maxRows={EXAM_TEXTAREA_ROWS.max}
        required={field.required}
        placeholder={field.placeholder ?? undefined}
        value={text}
        disabled={readOnly}
        error={missing}
        helperText={missing ? REQUIRED_FIELD : `${text.length}/${EXAM_TEXT_MAX}`}
        onFocus={() => (focused.current = true)}
        onBlur={() => {
          focused.current = false;
          touch();
        }}
        onChange={(event) => {
          touch();
          const next = event.target.value.slice(0, EXAM_TEXT_MAX);
          setText(next);
          save(next);
        }}
      />
    </>
  );
}
