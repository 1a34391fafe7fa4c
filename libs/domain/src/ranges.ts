import { NUMERIC_EXAM_SOFT_BOUNDS } from './limits';
import { parseNumber, type NumericInput } from './numbers';

export interface IntRange {
  readonly min: number;
  readonly max: number;
}

/**
 * A whole number from a number or from text made of digits only (an optional leading minus).
 * '1.5', '1e2', ' ', '' and non-numeric text are not whole numbers and give null.
 */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? Number(text) : null;
}

/**
 * Soft bounds only warn (the input turns yellow); hard bounds are enforced elsewhere. A field
 * without its own soft bound uses the defaults -1 and 999999. An empty value is not outside.
 */
export function isOutsideSoftBounds(
  value: NumericInput,
  softMin?: number | null,
  softMax?: number | null,
): boolean {
  const n = parseNumber(value);
  if (n === null) return false;
  const min = softMin ?? NUMERIC_EXAM_SOFT_BOUNDS.min;
  const max = softMax ?? NUMERIC_EXAM_SOFT_BOUNDS.max;
  return n < min || n > max;
}
