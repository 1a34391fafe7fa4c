import { BODY_POSITIONS, SIDES } from '../body';
import { parseNumber } from '../numbers';

/** What a demand's check needs to know of its capability. */
export interface DemandCapability {
  readonly type: string;
  readonly units?: string | null;
  readonly minValue?: number | null;
  readonly maxValue?: number | null;
}

export const DEMAND_TEXT_MAX_LENGTH = 2000;
export const BOOLEAN_DEMAND_VALUES = ['true', 'false'] as const;

/** A yes/no demand in words on every screen and report: "Needed", "Not needed", never "false". */
export const BOOLEAN_DEMAND_WORDS: Readonly<
  Record<(typeof BOOLEAN_DEMAND_VALUES)[number], string>
> = { true: 'Needed', false: 'Not needed' };

/** The words for a yes/no demand's stored value; any other value as it is. */
export function booleanDemandWord(value: string): string {
  const key = value.trim().toLowerCase();
  return key === 'true' || key === 'false' ? BOOLEAN_DEMAND_WORDS[key] : value;
}

/** Why `value` is not in `list`, or undefined when it is. */
export function oneOfProblem(
  list: readonly string[],
  value: string,
  message = `must be one of ${list.join(', ')}`,
): string | undefined {
  return list.includes(value) ? undefined : message;
}

const unitSuffix = (units: string | null | undefined) => (units ? ` ${units.toLowerCase()}` : '');

/**
 * Why a demand value does not fit its capability, or undefined when it does. An empty value
 * clears the demand. Numbers must lie within the capability's minimum and maximum (inclusive);
 * the server and the client run this same check.
 */
export function demandValueProblem(
  capability: DemandCapability,
  value: string,
): string | undefined {
  if (value === '') return undefined;
  switch (capability.type) {
    case 'RANGE_UNITS': {
      const n = value.trim() === value ? parseNumber(value) : null;
      if (n === null || !Number.isFinite(n)) return 'must be a number';
      const { minValue: min, maxValue: max } = capability;
      const units = unitSuffix(capability.units);
      if (min != null && max != null && (n < min || n > max))
        return `must be between ${min} and ${max}${units}`;
      if (min != null && n < min) return `must be at least ${min}${units}`;
      if (max != null && n > max) return `must be at most ${max}${units}`;
      return undefined;
    }
    case 'BODY_POSITION':
      return oneOfProblem(BODY_POSITIONS, value);
    case 'SIDE':
      return oneOfProblem(SIDES, value);
    case 'BOOLEAN':
      return oneOfProblem(BOOLEAN_DEMAND_VALUES, value, 'must be true or false');
    default:
      // Text areas and the grouping types (e.g. the PPE list) hold free text.
      return value.length > DEMAND_TEXT_MAX_LENGTH
        ? `must be at most ${DEMAND_TEXT_MAX_LENGTH} characters`
        : undefined;
  }
}
