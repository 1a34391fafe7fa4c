import { kgToLbs, repsPerHour } from '@domain/units';
import { PDA_STATUS_LABELS, type PdaStatus } from '@domain/status';
import type { Capability } from './entities/capability.entities';
import type { Pda, PdaDemand, PdaElement, PdaObject } from './entities/pda.entities';

const round = (value: number) => Math.round(value * 10) / 10;

function demandText(capability: Capability, value: string): string {
  const number = Number(value);
  if (capability.units === 'KG' && !Number.isNaN(number))
    return `${capability.description}: ${round(number)} kg (${round(kgToLbs(number))} lbs)`;
  if (capability.units && !Number.isNaN(number))
    return `${capability.description}: ${round(number)} ${capability.units.toLowerCase()}`;
  return `${capability.description}: ${value}`;
}

/**
 * A plain-language summary of a PDA's highest demands, made here from its own data (no
 * external service): always the same text for the same PDA.
 */
export function summarisePda(
  pda: Pda,
  parts: { elements: PdaElement[]; objects: PdaObject[]; demands: PdaDemand[] },
  capabilities: Capability[],
): string {
  const sentences = [
    `${pda.description} is ${PDA_STATUS_LABELS[pda.pdaStatusEnum as PdaStatus].toLowerCase()}.`,
  ];
  const reps = repsPerHour(pda.taktTime);
  sentences.push(
    reps === null
      ? 'It has no takt time yet.'
      : `Each cycle takes ${round(pda.taktTime!)} s, ${round(reps)} cycles an hour.`,
  );
  if (parts.elements.length) {
    const longest = [...parts.elements].sort((a, b) => b.duration - a.duration)[0];
    sentences.push(
      `It has ${parts.elements.length} work elements; the longest is "${longest.description}" (${round(longest.duration)} s).`,
    );
  }
  const heaviest = parts.objects
    .flatMap((o) =>
      Object.entries(o.exertions).map(([kind, e]) => ({
        object: o.description,
        kind,
        kg: e?.kg ?? 0,
      })),
    )
    .sort((a, b) => b.kg - a.kg)[0];
  if (heaviest && heaviest.kg > 0) {
    sentences.push(
      `The heaviest exertion is a ${heaviest.kind} of ${heaviest.object} at ${round(heaviest.kg)} kg (${round(kgToLbs(heaviest.kg))} lbs).`,
    );
  }
  const byUuid = new Map(capabilities.map((c) => [c.capabilityUuid, c]));
  const numeric = parts.demands
    .map((d) => ({ capability: byUuid.get(d.capabilityUuid), value: d.value }))
    .filter((d): d is { capability: Capability; value: string } => d.capability !== undefined)
    .map((d) => ({ ...d, share: shareOfRange(d.capability, Number(d.value)) }))
    .sort((a, b) => b.share - a.share || a.capability.ordinal - b.capability.ordinal)
    .slice(0, 3);
  sentences.push(
    numeric.length
      ? `Highest demands: ${numeric.map((d) => demandText(d.capability, d.value)).join('; ')}.`
      : 'No demands are recorded yet.',
  );
  return sentences.join(' ');
}

/** How far into the capability's range a demand sits, so demands of different units compare. */
function shareOfRange(capability: Capability, value: number): number {
  if (Number.isNaN(value) || capability.minValue === null || capability.maxValue === null) return 0;
  const span = capability.maxValue - capability.minValue;
  return span > 0 ? (value - capability.minValue) / span : 0;
}
