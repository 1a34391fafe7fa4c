import { BODY_POSITIONS, SIDES } from '@domain/body';
import { BOOLEAN_DEMAND_WORDS, booleanDemandWord } from '@domain/pda/demand-values';
import { tbd, UNKNOWN_CAPABILITY } from '@domain/messages';
import { formatWeight } from './pdaView';
import type { CapabilityDto, SubjectiveValueDto } from '../api/pdaApi';

/** The subjective value (e.g. "Heavy") whose range holds `value`, respecting strict ends. */
export function matchSubjective(values: SubjectiveValueDto[], value: number) {
  return values.find(
    (sv) =>
      (sv.minValue === null || (sv.minStrict ? value > sv.minValue : value >= sv.minValue)) &&
      (sv.maxValue === null || (sv.maxStrict ? value < sv.maxValue : value <= sv.maxValue)),
  );
}

export const subjectiveLabel = (sv: SubjectiveValueDto) => sv.subjectiveValue || sv.description;

/** A demand as an exact value with units (kg as lbs when asked), or its subjective words. */
export function demandText(
  capability: CapabilityDto | undefined,
  value: string,
  exact: boolean,
  lbs = false,
) {
  if (!capability) return UNKNOWN_CAPABILITY;
  if (capability.type === 'BOOLEAN') return booleanDemandWord(value);
  const number = Number(value);
  const numeric = value.trim() !== '' && Number.isFinite(number);
  if (exact || !capability.aSubjectiveValueType || !numeric) {
    if (numeric && capability.units === 'KG') return formatWeight(number, lbs);
    return capability.units && value !== '' ? `${value} ${capability.units.toLowerCase()}` : value;
  }
  const match = matchSubjective(capability.aSubjectiveValueType.collSubjectiveValues, number);
  return match ? subjectiveLabel(match) : tbd(value);
}

/** The choices of a word-list capability: stored value and label. */
export function demandChoices(type: string): { value: string; label: string }[] | null {
  switch (type) {
    case 'SIDE':
      return SIDES.map((s) => ({
        value: s,
        label: s.charAt(0) + s.slice(1).toLowerCase(),
      }));
    case 'BODY_POSITION':
      return BODY_POSITIONS.map((s) => ({ value: s, label: s }));
    case 'BOOLEAN':
      return [
        { value: 'true', label: BOOLEAN_DEMAND_WORDS.true },
        { value: 'false', label: BOOLEAN_DEMAND_WORDS.false },
      ];
    default:
      return null;
  }
}
