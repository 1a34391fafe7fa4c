import { SIDES } from '../body';
import { BOOLEAN_DEMAND_VALUES, oneOfProblem } from './demand-values';

/**
 * The editable rows of a PDA (elements, objects, tools), cell by cell. Values travel as text,
 * like field values; numbers are bounded. An object's exertion cells are named
 * `{exertion}.{reps|kg|side}`; an empty value in one of them removes that exertion.
 */
export const PDA_ROW_KINDS = ['element', 'object', 'tool'] as const;
export type PdaRowKind = (typeof PDA_ROW_KINDS)[number];

export const EXERTION_KINDS = ['lift', 'push', 'pull', 'pinch', 'grip', 'finger'] as const;
export type ExertionKind = (typeof EXERTION_KINDS)[number];

export type RowCellSpec =
  | { type: 'text'; maxLength: number }
  | {
      type: 'number';
      min: number;
      max: number;
      integer: boolean;
      // LBS: a kg cell as typed while the lbs toggle is on.
      units?: 'KG' | 'LBS' | 'SECONDS' | 'PERCENT' | 'REPS';
    }
  | { type: 'side' }
  | { type: 'boolean' };

const text = (maxLength: number): RowCellSpec => ({ type: 'text', maxLength });
const reps: RowCellSpec = { type: 'number', min: 0, max: 1000, integer: true, units: 'REPS' };
const kg = (max: number): RowCellSpec => ({
  type: 'number',
  min: 0,
  max,
  integer: false,
  units: 'KG',
});

export const PDA_ROW_COLUMNS: Readonly<Record<PdaRowKind, Readonly<Record<string, RowCellSpec>>>> =
  {
    element: {
      // The element's place in the process (rows are listed by it).
      ordinal: { type: 'number', min: 1, max: 999, integer: true },
      description: text(500),
      duration: { type: 'number', min: 0, max: 3600, integer: false, units: 'SECONDS' },
      percent: { type: 'number', min: 0, max: 100, integer: false, units: 'PERCENT' },
    },
    object: {
      description: text(300),
      ...Object.fromEntries(
        EXERTION_KINDS.flatMap((e) => [
          [`${e}.reps`, reps],
          [`${e}.kg`, kg(500)],
          [`${e}.side`, { type: 'side' } as RowCellSpec],
        ]),
      ),
    },
    tool: {
      description: text(300),
      trigger: reps,
      gripReps: reps,
      gripKg: kg(100),
      gripSide: { type: 'side' },
      vibratory: { type: 'boolean' },
      activationForce: kg(100),
    },
  };

export function isPdaRowKind(value: unknown): value is PdaRowKind {
  return typeof value === 'string' && (PDA_ROW_KINDS as readonly string[]).includes(value);
}

/** The spec of a row's cell, or undefined when the kind has no such column. */
export function rowCellSpec(kind: PdaRowKind, column: string): RowCellSpec | undefined {
  return Object.prototype.hasOwnProperty.call(PDA_ROW_COLUMNS[kind], column)
    ? PDA_ROW_COLUMNS[kind][column]
    : undefined;
}

/** Exertion cells may be emptied (removing the exertion); every other cell needs a value. */
export const isExertionColumn = (column: string) => column.includes('.');

/** Why `value` does not fit the cell, or undefined when it does. */
export function rowCellProblem(spec: RowCellSpec, value: string, column = ''): string | undefined {
  if (value === '' && isExertionColumn(column)) return undefined;
  switch (spec.type) {
    case 'text':
      if (value.trim() === '') return 'must not be empty';
      return value.length > spec.maxLength
        ? `must be at most ${spec.maxLength} characters`
        : undefined;
    case 'number': {
      const n = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(n)) return spec.integer ? 'must be a whole number' : 'must be a number';
      if (spec.integer && !Number.isInteger(n)) return 'must be a whole number';
      if (n < spec.min || n > spec.max)
        return `must be between ${spec.min} and ${spec.max}${spec.units ? ` ${spec.units.toLowerCase()}` : ''}`;
      return undefined;
    }
    case 'side':
      return oneOfProblem(SIDES, value);
    case 'boolean':
      return oneOfProblem(BOOLEAN_DEMAND_VALUES, value, 'must be true or false');
  }
}
