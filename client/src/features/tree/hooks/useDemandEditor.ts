import { demandValueProblem } from '@domain/pda/demand-values';
import { kgToLbs, lbsToKg } from '@domain/units';
import type { CapabilityDto } from '../../../api/generated/pda';
import { useSetPdaDemandMutation, type PdaDemandDto, type PdaDto } from '../api/treeApi';
import {
  conflictCurrent,
  useVersionedValueEditor,
  type Versioned,
} from './useVersionedValueEditor';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Kg demands are typed in lbs while the lbs toggle is on; stored in kg with two decimals. */
function unitsOf(capability: CapabilityDto, lbs: boolean) {
  const inLbs = lbs && capability.units === 'KG';
  const numeric = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));
  return {
    inLbs,
    shown: (stored: string) =>
      inLbs && numeric(stored) ? String(round(kgToLbs(Number(stored)), 1)) : stored,
    stored: (shown: string) =>
      inLbs && numeric(shown) ? String(round(lbsToKg(Number(shown)), 2)) : shown,
    // The bounds in the units shown, so the message names what the person typed.
    checked: inLbs
      ? {
          ...capability,
          units: 'LBS',
          minValue: capability.minValue === null ? null : round(kgToLbs(capability.minValue), 1),
          maxValue: capability.maxValue === null ? null : round(kgToLbs(capability.maxValue), 1),
        }
      : capability,
  };
}

/** One demand of a PDA, checked against its capability's bounds and saved with its version. */
export function useDemandEditor(
  pda: Pick<PdaDto, 'pdaUuid'>,
  capability: CapabilityDto,
  demand: PdaDemandDto | undefined,
  lbs: boolean,
) {
  const [setDemand] = useSetPdaDemandMutation();
  const units = unitsOf(capability, lbs);
  const asShown = (current: Record<string, unknown> | undefined): Versioned | undefined =>
    current && {
      value: units.shown(typeof current.value === 'string' ? current.value : ''),
      version: typeof current.version === 'number' ? current.version : 0,
    };
  const editor = useVersionedValueEditor({
    server: { value: units.shown(demand?.value ?? ''), version: demand?.version ?? 0 },
    problemOf: (value) => demandValueProblem(units.checked, value),
    save: async (value, version) => {
      const answer = await setDemand({
        id: pda.pdaUuid,
        capability: capability.capabilityUuid,
        setPdaDemandDto: { value: units.stored(value), version: version ?? 0 },
      }).unwrap();
      return { value: units.shown(answer.value), version: answer.version };
    },
    // A 409 without the current value means the demand is gone: start again from none.
    reload: async () => ({ value: '', version: 0 }),
    currentOf: (failure) => asShown(conflictCurrent(failure)),
  });
  return { ...editor, bounds: units.checked };
}
