import { parseNumber, type NumericInput } from './numbers';
import { isUnlimited } from './unlimited';

export const FULL_MATCH_PERCENT = 100;

// A node where not everybody matches has rules worth showing, so they are fetched ahead.
export function shouldPrefetchRules(percent: NumericInput): boolean {
  const n = parseNumber(percent);
  return n !== null && !isUnlimited(n) && n < FULL_MATCH_PERCENT;
}
