// Exam rules the server enforces and the exam form checks first (decision 0010, "Exams").
import { NUMERIC_EXAM_DECIMALS } from './limits';
import type { ExamStatus } from './status';

export const EXAM_FIELD_TYPES = ['SELECT', 'MULTISELECT', 'NUMERIC', 'TEXTAREA', 'LABEL'] as const;
export type ExamFieldType = (typeof EXAM_FIELD_TYPES)[number];

/** A text area's longest answer. */
export const EXAM_TEXT_MAX = 4000;

/** What a field rule needs to know of an exam type field. */
export interface ExamFieldRule {
  fieldTypeCode: ExamFieldType;
  description: string;
  hardMinValue?: number | null;
  hardMaxValue?: number | null;
  /** The option values of a SELECT or MULTISELECT. */
  options?: readonly string[];
}

/** A MULTISELECT's value: the chosen option values joined by commas, in option order. */
export function multiSelectValues(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * The problem with a value for a field, or undefined when it may be saved. An empty value
 * clears the field (required-ness is checked when finalizing, not while typing).
 */
export function examFieldValueProblem(field: ExamFieldRule, value: string): string | undefined {
  const name = field.description;
  if (field.fieldTypeCode === 'LABEL') return `${name} is a label and holds no value`;
  if (value.trim() === '') return undefined;
  switch (field.fieldTypeCode) {
    case 'NUMERIC': {
      if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return `${name} must be a number`;
      const n = Number(value);
      const decimals = value.trim().split('.')[1]?.length ?? 0;
      if (decimals > NUMERIC_EXAM_DECIMALS)
        return `${name} takes at most ${NUMERIC_EXAM_DECIMALS} decimal place`;
      const min = field.hardMinValue ?? null;
      const max = field.hardMaxValue ?? null;
      if ((min !== null && n < min) || (max !== null && n > max))
        return `${name} must be between ${min ?? '-Infinity'} and ${max ?? 'Infinity'}`;
      return undefined;
    }
    case 'SELECT':
      return field.options?.includes(value)
        ? undefined
        : `${name}: "${value}" is not one of its options`;
    case 'MULTISELECT': {
      const unknown = multiSelectValues(value).filter((v) => !field.options?.includes(v));
      return unknown.length === 0
        ? undefined
        : `${name}: "${unknown.join('", "')}" ${unknown.length === 1 ? 'is' : 'are'} not among its options`;
    }
    case 'TEXTAREA':
      return value.length > EXAM_TEXT_MAX
        ? `${name} must be at most ${EXAM_TEXT_MAX} characters`
        : undefined;
  }
}

export const EXAM_ACTIONS = ['finalize', 'noShow', 'withdraw', 'unfinalize'] as const;
export type ExamAction = (typeof EXAM_ACTIONS)[number];

/** How filled an exam is: required fields filled of required fields, and any field at all. */
export interface ExamFill {
  requiredFilled: number;
  requiredTotal: number;
  anyFilled: boolean;
}

/** Verify's completion percent: required fields filled (100 when none is required). */
export function examCompletionPercent(fill: ExamFill): number {
  return fill.requiredTotal === 0
    ? 100
    : Math.floor((100 * fill.requiredFilled) / fill.requiredTotal);
}

export const EXAM_OPEN: readonly ExamStatus[] = ['PENDING', 'INPROGRESS'];
export const EXAM_CLOSED: readonly ExamStatus[] = ['COMPLETE', 'NOSHOW', 'WITHDREW'];

/** Fields take values only while the exam is PENDING or INPROGRESS. */
export function isExamEditable(status: ExamStatus): boolean {
  return EXAM_OPEN.includes(status);
}

/**
 * The status an action leads to, or the reason it may not happen now (decision 0010: finalize
 * needs every required field; no-show none of them; withdraw at least one; unfinalize goes
 * back to INPROGRESS when any field holds a value, else PENDING).
 */
export function examTransition(
  status: ExamStatus,
  action: ExamAction,
  fill: ExamFill,
): { to: ExamStatus } | { problem: string } {
  if (action === 'unfinalize') {
    if (!EXAM_CLOSED.includes(status))
      return {
        problem: `Only a finalized, no-show or withdrawn exam can be unfinalized (it is ${status})`,
      };
    return { to: fill.anyFilled ? 'INPROGRESS' : 'PENDING' };
  }
  if (!isExamEditable(status))
    return { problem: `The exam is ${status}: only a pending or in-progress exam can change` };
  switch (action) {
    case 'finalize':
      return fill.requiredFilled === fill.requiredTotal
        ? { to: 'COMPLETE' }
        : {
            problem: `Every required field must be filled to finalize (${fill.requiredTotal - fill.requiredFilled} missing)`,
          };
    case 'noShow':
      return fill.requiredFilled === 0
        ? { to: 'NOSHOW' }
        : { problem: 'A no-show cannot have required fields filled; withdraw the exam instead' };
    case 'withdraw':
      return fill.requiredFilled > 0
        ? { to: 'WITHDREW' }
        : { problem: 'Withdraw needs at least one required field filled; mark a no-show instead' };
  }
}
