// The match rule (decision 0011, "Capabilities and matching"): one function judges a
// person's value against a PDA's demand, so reasons, statistics, placement badges and reports
// give the same verdict from the same stored inputs.
import { formatMeasurement } from './format';
import { parseNumber } from './numbers';
import { isUnlimited } from './unlimited';

export const CAPABILITY_DIRECTIONS = ['AT_LEAST', 'AT_MOST', 'EQUALS', 'NONE'] as const;
export type CapabilityDirection = (typeof CAPABILITY_DIRECTIONS)[number];

export interface CapabilityVerdict {
  satisfied: boolean;
  /** Why, in words: "22 kg meets at least 20 kg", "not measured". */
  details: string;
}

/** A stored value as a number: the unlimited sentinel (1.7976931348623157E308) is Infinity. */
export function matchNumber(value: string): number | null {
  const n = parseNumber(value);
  if (n === null) return null;
  return isUnlimited(n) ? Infinity : n;
}

// Units follow a measure, not Infinity (an unlimited demand or value).
const show = (n: number, units: string) =>
  `${formatMeasurement(n)}${units && Number.isFinite(n) ? ` ${units.toLowerCase()}` : ''}`;

/**
 * Whether a demand asks nothing of anyone: NONE (text, grouping types), an empty value, and a
 * yes/no capability demanded "false" ("Colour vision needed: false" means it is not needed,
 * not that people must lack it), and a side demanded EITHER. A yes/no demand of "true" is met
 * by "true" only.
 */
export function demandAsksNothing(direction: CapabilityDirection, pdaValue: string): boolean {
  const value = pdaValue.trim();
  return direction === 'NONE' || value === '' || (direction === 'EQUALS' && isNotNeeded(value));
}

/** "Colour vision needed: false" and "Hand used: EITHER" ask nothing of anyone. */
const isNotNeeded = (value: string) => ['false', 'either'].includes(value.toLowerCase());

/**
 * EQUALS for words, ignoring case and spaces around them; a person who uses BOTH hands meets a
 * job for the LEFT or the RIGHT one too.
 */
export function wordsMeet(personValue: string, pdaValue: string): boolean {
  const person = personValue.trim().toLowerCase();
  const demand = pdaValue.trim().toLowerCase();
  return person === demand || (person === 'both' && (demand === 'left' || demand === 'right'));
}

/**
 * Judges one demand. NONE, an empty demand and a yes/no "false" ask nothing; a missing
 * measurement is unsatisfied ("not measured"); AT_LEAST and AT_MOST compare numbers (equal
 * values satisfy); EQUALS compares numbers, else words ignoring case and spaces around them.
 */
export function judgeDemand(
  direction: CapabilityDirection,
  personValue: string | null | undefined,
  pdaValue: string,
  units = '',
): CapabilityVerdict {
  if (direction === 'NONE') return { satisfied: true, details: 'not compared' };
  if (demandAsksNothing(direction, pdaValue)) return { satisfied: true, details: 'no demand' };
  if (personValue === null || personValue === undefined || personValue.trim() === '')
    return { satisfied: false, details: 'not measured' };
  const person = matchNumber(personValue);
  const demand = matchNumber(pdaValue);
  if (direction === 'EQUALS') {
    const same =
      person !== null && demand !== null ? person === demand : wordsMeet(personValue, pdaValue);
    return {
      satisfied: same,
      details: same
        ? `${personValue.trim()} as required`
        : `${personValue.trim()}, not ${pdaValue.trim()}`,
    };
  }
  if (demand === null)
    return { satisfied: false, details: `the demand "${pdaValue}" is not a number` };
  if (person === null) return { satisfied: false, details: `"${personValue}" is not a number` };
  const atLeast = direction === 'AT_LEAST';
  const satisfied = atLeast ? person >= demand : person <= demand;
  const relation = atLeast ? 'at least' : 'at most';
  return {
    satisfied,
    details: `${show(person, units)} ${satisfied ? 'meets' : 'misses'} ${relation} ${show(demand, units)}`,
  };
}

export interface DemandJudged extends CapabilityVerdict {
  capabilityUuid: string;
}

/** A person matches a PDA when every demand is satisfied; percent of demands satisfied. */
export function pdaVerdict(judged: readonly DemandJudged[]): {
  satisfied: boolean;
  percent: number;
} {
  const met = judged.filter((j) => j.satisfied).length;
  return {
    satisfied: met === judged.length,
    percent: judged.length === 0 ? 100 : (100 * met) / judged.length,
  };
}
