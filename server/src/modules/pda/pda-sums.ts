import type { Capability } from './entities/capability.entities';
import type { DemandRow } from './pda.repository';

export interface HighestDemand {
  capability: Capability;
  row: DemandRow;
}

/**
 * The highest demand per capability: the largest value where a person must reach at least
 * the demand, the smallest where they must stay at most at it; for other capabilities the
 * first PDA's value (by description) stands for all.
 */
export function highestDemands(rows: DemandRow[], capabilities: Capability[]): HighestDemand[] {
  const byUuid = new Map(capabilities.map((c) => [c.capabilityUuid, c]));
  const best = new Map<string, DemandRow>();
  const sorted = [...rows].sort((a, b) => a.pdaDescription.localeCompare(b.pdaDescription));
  for (const row of sorted) {
    const capability = byUuid.get(row.capabilityUuid);
    if (!capability) continue;
    const current = best.get(row.capabilityUuid);
    if (!current) {
      best.set(row.capabilityUuid, row);
      continue;
    }
    const value = Number(row.value);
    const held = Number(current.value);
    if (Number.isNaN(value) || Number.isNaN(held)) continue;
    if (
      (capability.direction === 'AT_LEAST' && value > held) ||
      (capability.direction === 'AT_MOST' && value < held)
    ) {
      best.set(row.capabilityUuid, row);
    }
  }
  return [...best.entries()]
    .map(([uuid, row]) => ({ capability: byUuid.get(uuid)!, row }))
    .sort((a, b) => a.capability.ordinal - b.capability.ordinal);
}
