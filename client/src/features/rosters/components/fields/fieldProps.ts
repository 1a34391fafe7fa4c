import type { ExamTypeFieldDto } from '@client/features/rosters/api/rostersApi';

/** What every exam field input takes. */
export type ExamFieldInputProps = {
  field: ExamTypeFieldDto;
  /** The stored value ('' when empty). */
  value: string;
  readOnly: boolean;
  /** Verify was pressed: required empty fields show their error. */
  showRequired: boolean;
  /** Saves a new value ('' clears). */
  onSave: (value: string) => void;
};

export const optionValues = (field: ExamTypeFieldDto) =>
  field.aExamSelect?.collExamSelectOptions.map((o) => o.value) ?? [];
