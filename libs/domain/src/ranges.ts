import { NUMERIC_EXAM_SOFT_BOUNDS } from './limits';
import { parseNumber, type NumericInput } from './numbers';

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
