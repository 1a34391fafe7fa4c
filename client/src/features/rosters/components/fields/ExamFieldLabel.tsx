import { Typography } from '@mui/material';
import { useState } from 'react';
import type { ExamTypeFieldDto } from '@client/features/rosters/api/rostersApi';

/**
 * A field's label above its input, wrapping onto more lines when narrow: an outlined input's
 * floating label is one line cut with an ellipsis, which hid the units ("Grip strength, left
 * (kg)") in the narrow columns of a wide screen.
 */
export function ExamFieldLabel({
  field,
  id,
  disabled,
}: {
  field: ExamTypeFieldDto;
  /** The input's id; the label's is `${id}-label`. */
  id: string;
  disabled: boolean;
}) {
  return (
    <Typography
      component="label"
      id={`${id}-label`}
      htmlFor={id}
      variant="body2"
      // Read-only labels keep their contrast too: a finalized exam is read later (issue 32).
      color="text.secondary"
      data-read-only={disabled || undefined}
      sx={{ display: 'block', mb: 0.5, overflowWrap: 'anywhere', lineHeight: 1.3 }}
    >
      {field.description}
      {field.required && <span aria-hidden> *</span>}
    </Typography>
  );
}

/**
 * A required field left empty shows its error once the person has left or edited it, not only
 * after Verify (seed 001: "a required empty value shows an error").
 */
export function useRequiredError(
  field: ExamTypeFieldDto,
  empty: boolean,
  showRequired: boolean,
): { missing: boolean; touch: () => void } {
  const [touched, setTouched] = useState(false);
  return {
    missing: field.required && empty && (showRequired || touched),
    touch: () => setTouched(true),
  };
}
