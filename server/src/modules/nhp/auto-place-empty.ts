import type { EmptySlotReason } from '@domain/auto-place-summary';
import {
  rankTerms,
  type EligibilityContext,
  type OpenSlot,
  type PoolCandidate,
} from './auto-place-eligibility';

/**
 * Why each slot auto-place left empty (issue 32): the first of EMPTY_SLOT_REASONS that holds.
 * `analysed` holds the job nodes with an active PDA; at any other nobody can match.
 */
export function emptySlotReasons(
  left: readonly OpenSlot[],
  candidates: readonly PoolCandidate[],
  ctx: EligibilityContext,
  analysed: ReadonlySet<string>,
): { placementUuid: string; nodeUuid: string; shift: number; reason: EmptySlotReason }[] {
  return left.map((slot) => {
    const { placementUuid, nodeUuid, shift } = slot;
    const because = (reason: EmptySlotReason) => ({ placementUuid, nodeUuid, shift, reason });
    if (!analysed.has(nodeUuid)) return because('NO_ACTIVE_PDA');
    if (candidates.length === 0) return because('NO_POOL_MEMBERS');
    const matches = ctx.matchesAt.get(nodeUuid);
    if (!candidates.some((c) => matches?.has(c.personUuid))) return because('NO_MATCH');
    if (!candidates.some((c) => rankTerms(slot, c, ctx))) return because('NOT_ELIGIBLE');
    return because('ALL_TAKEN');
  });
}
