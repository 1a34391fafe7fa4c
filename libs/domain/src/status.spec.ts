import { describe, expect, it } from 'vitest';
import {
  EXAM_STATUSES,
  EXAM_STATUS_LABELS,
  NHP_CLASS_STATUSES,
  NHP_CLASS_STATUS_LABELS,
  PDA_STATUSES,
  PDA_STATUS_LABELS,
  SHIFT_PREFERENCES,
  isHistoricalClass,
  isNhpClassStatus,
  isPdaStatus,
} from './status';

describe('status labels', () => {
  it('labels PDA statuses', () => {
    expect(PDA_STATUSES.map((s) => PDA_STATUS_LABELS[s])).toEqual([
      'In Progress',
      'Completed',
      'Approved',
      'Archived',
      'Deleted',
    ]);
  });

  it('shows a DELETED exam as Cancelled', () => {
    expect(EXAM_STATUS_LABELS.DELETED).toBe('Cancelled');
    expect(Object.keys(EXAM_STATUS_LABELS)).toEqual([...EXAM_STATUSES]);
  });

  it('labels class statuses', () => {
    expect(NHP_CLASS_STATUSES.map((s) => NHP_CLASS_STATUS_LABELS[s])).toEqual([
      'Add Job Openings',
      'Placement In Progress',
      'Completed',
    ]);
  });
});

describe('isHistoricalClass', () => {
  it('is true only for FINAL', () => {
    expect(NHP_CLASS_STATUSES.filter(isHistoricalClass)).toEqual(['FINAL']);
  });
});

describe('guards', () => {
  it('recognise exact enum values only', () => {
    expect(isPdaStatus('APPROVED')).toBe(true);
    expect(isPdaStatus('approved')).toBe(false);
    expect(isNhpClassStatus('KANBAN')).toBe(true);
    expect(isNhpClassStatus(1)).toBe(false);
  });

  it('lists the blank shift preference', () => {
    expect(SHIFT_PREFERENCES).toEqual(['', 'nopreference', 'preferred', 'unable']);
  });
});
