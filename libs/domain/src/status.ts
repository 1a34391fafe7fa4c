import { isOneOf } from './guards';

export const PDA_STATUSES = ['INPROGRESS', 'COMPLETED', 'APPROVED', 'ARCHIVED', 'DELETED'] as const;
export type PdaStatus = (typeof PDA_STATUSES)[number];
export const PDA_STATUS_LABELS = {
  INPROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  APPROVED: 'Approved',
  ARCHIVED: 'Archived',
  DELETED: 'Deleted',
} as const satisfies Record<PdaStatus, string>;

export const EXAM_STATUSES = [
  'PENDING',
  'INPROGRESS',
  'COMPLETE',
  'NOSHOW',
  'WITHDREW',
  'DELETED',
] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
// Only 'Cancelled' for DELETED is the seed's wording; the other labels are ours.
export const EXAM_STATUS_LABELS = {
  PENDING: 'Pending',
  INPROGRESS: 'In Progress',
  COMPLETE: 'Complete',
  NOSHOW: 'No Show',
  WITHDREW: 'Withdrawn',
  DELETED: 'Cancelled',
} as const satisfies Record<ExamStatus, string>;

export const NHP_CLASS_STATUSES = ['KANBAN', 'PLACEMENT', 'FINAL'] as const;
export type NhpClassStatus = (typeof NHP_CLASS_STATUSES)[number];
export const NHP_CLASS_STATUS_LABELS = {
  KANBAN: 'Add Job Openings',
  PLACEMENT: 'Placement In Progress',
  FINAL: 'Completed',
} as const satisfies Record<NhpClassStatus, string>;

// "New/Open NHP Classes" lists every class that is not FINAL; "Historical Classes" the rest.
export function isHistoricalClass(status: NhpClassStatus): boolean {
  return status === 'FINAL';
}

export const PLACEMENT_STATUSES = ['INITIAL', 'FINAL'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

// '' is a real stored value: the candidate has not answered.
export const SHIFT_PREFERENCES = ['', 'nopreference', 'preferred', 'unable'] as const;
export type ShiftPreference = (typeof SHIFT_PREFERENCES)[number];
export const SHIFT_PREFERENCE_LABELS = {
  '': '',
  nopreference: 'No Preference',
  preferred: 'Preferred',
  unable: 'Unable',
} as const satisfies Record<ShiftPreference, string>;

export function isPdaStatus(value: unknown): value is PdaStatus {
  return isOneOf(PDA_STATUSES, value);
}

export function isNhpClassStatus(value: unknown): value is NhpClassStatus {
  return isOneOf(NHP_CLASS_STATUSES, value);
}
