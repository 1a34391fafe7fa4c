import { parseNumber, type NumericInput } from './numbers';

// The largest double; the backend stores it for "no limit", and it is shown as Infinity.
export const MAX_DOUBLE = 1.7976931348623157e308;

export const INFINITY_TEXT = 'Infinity';

// Accepts numbers and numeric strings because values also arrive as stored stringValue.
export function isUnlimited(value: NumericInput): boolean {
  const n = parseNumber(value);
  return n !== null && n >= MAX_DOUBLE;
}
