import { optimalAssignment } from '@domain/auto-place';
import type { OpenSlot, PoolCandidate, RankTerms } from './auto-place-eligibility';

export interface ChosenPlacement {
  slot: OpenSlot;
  candidate: PoolCandidate;
  terms: RankTerms;
}

/**
 * The optimal assignment of libs/domain (min-cost max-flow over slot groups of one node and
 * shift): the most slots filled, then preferred shifts, then the earliest availability.
 */
export function optimalPlacement(
  open: readonly OpenSlot[],
  candidates: readonly PoolCandidate[],
  termsOf: (slot: OpenSlot, candidate: PoolCandidate) => RankTerms | null,
): ChosenPlacement[] {
  return optimalAssignment(open, candidates, (s) => `${s.nodeUuid}/${s.shift}`, termsOf).map(
    ({ slot, candidate }) => {
      const [s, c] = [open[slot], candidates[candidate]];
      return { slot: s, candidate: c, terms: termsOf(s, c)! };
    },
  );
}
