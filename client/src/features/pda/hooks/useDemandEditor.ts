import { demandValueProblem } from '@domain/pda/demand-values';
import {
  useSetPdaDemandMutation,
  type CapabilityDto,
  type PdaDemandDto,
  type PdaDto,
} from '../api/pdaApi';
import { kgUnits } from '../utils/kgUnits';
import { useReportDemandDraft } from '../whatIf/demandDrafts';
import {
  conflictCurrent,
  useVersionedValueEditor,
  type Versioned,
} from './useVersionedValueEditor';

/** Kg demands are typed in lbs while the lbs toggle is on; stored in kg with two decimals. */
function unitsOf(capability: CapabilityDto, lbs: boolean) {
  const units = kgUnits(lbs && capability.units === 'KG');
  return {
    ...units,
    // The bounds in the units shown, so the message names what the person typed.
    checked: units.inLbs
      ? {
          ...capability,
          units: 'LBS',
          minValue: capability.minValue === null ? null : units.bound(capability.minValue),
          maxValue: capability.maxValue === null ? null : units.bound(capability.maxValue),
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
  // A valid typed-but-unsaved value feeds the what-if panel, as it would be stored.
  const draft = editor.state === 'dirty' && !demandValueProblem(units.checked, editor.value);
  useReportDemandDraft(
    pda.pdaUuid,
    capability.capabilityUuid,
    draft ? units.stored(editor.value) : undefined,
  );
  return { ...editor, bounds: units.checked };
}
