import type { OpenSlot, PoolCandidate, RankTerms } from './auto-place-eligibility';

export interface ChosenPlacement {
  slot: OpenSlot;
  candidate: PoolCandidate;
  terms: RankTerms;
}

/**
 * Stand-in until the optimal solver of libs/domain/src/auto-place.ts (issue 11, written beside
 * this module) is committed: slot by slot, the first eligible person not yet chosen. It is not
 * optimal; the next commit calls the solver here.
 */
export function optimalPlacement(
  open: readonly OpenSlot[],
  candidates: readonly PoolCandidate[],
  termsOf: (slot: OpenSlot, candidate: PoolCandidate) => RankTerms | null,
): ChosenPlacement[] {
  const used = new Set<string>();
  const out: ChosenPlacement[] = [];
  for (const slot of open)
    for (const candidate of candidates) {
      if (used.has(candidate.personUuid)) continue;
      const terms = termsOf(slot, candidate);
      if (!terms) continue;
      used.add(candidate.personUuid);
      out.push({ slot, candidate, terms });
      break;
    }
  return out;
}
