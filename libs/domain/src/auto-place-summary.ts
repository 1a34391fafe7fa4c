// What Auto-Place tells the manager (issue 32): how many it placed, how many slots stayed
// empty and why, never a bare "done" (decision 0047). The server names the reason of each empty
// slot; the class screen words them with the jobs' names.

/** Why a slot stayed empty, checked in this order: the first that holds is the reason. */
export const EMPTY_SLOT_REASONS = [
  'NO_ACTIVE_PDA',
  'NO_POOL_MEMBERS',
  'NO_MATCH',
  'NOT_ELIGIBLE',
  'ALL_TAKEN',
] as const;
export type EmptySlotReason = (typeof EMPTY_SLOT_REASONS)[number];

export const EMPTY_SLOT_REASON_TEXT: Readonly<Record<EmptySlotReason, string>> = {
  NO_ACTIVE_PDA: 'the job has no active PDA (completed or approved) to match people against',
  NO_POOL_MEMBERS: 'no pool member is left to place',
  NO_MATCH: "no pool member meets the job's demands",
  NOT_ELIGIBLE:
    'those who meet the demands are available too late, unable to work the shift or were rejected for the job',
  ALL_TAKEN: 'everyone eligible went to another slot',
};

export interface AutoPlaceOutcome {
  placed: number;
  emptySlots: readonly { nodeUuid: string; reason: EmptySlotReason }[];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Auto-Place placed nobody; 4 slots stayed empty: 4 because the job has no active PDA … (Press
 * line A, Press line B)." A warning when any slot stayed empty, a success when none did.
 */
export function autoPlaceSummary(
  outcome: AutoPlaceOutcome,
  jobName: (nodeUuid: string) => string,
): { severity: 'success' | 'warning'; message: string } {
  const placed =
    outcome.placed === 0
      ? 'Auto-Place placed nobody'
      : `Auto-Place placed ${count(outcome.placed, 'person', 'people')}`;
  const empty = outcome.emptySlots;
  if (empty.length === 0) return { severity: 'success', message: `${placed}; no slot is empty.` };
  const why = EMPTY_SLOT_REASONS.flatMap((reason) => {
    const slots = empty.filter((s) => s.reason === reason);
    if (slots.length === 0) return [];
    const jobs = [...new Set(slots.map((s) => jobName(s.nodeUuid)))].join(', ');
    return [`${slots.length} because ${EMPTY_SLOT_REASON_TEXT[reason]} (${jobs})`];
  });
  return {
    severity: 'warning',
    message: `${placed}; ${count(empty.length, 'slot', 'slots')} stayed empty: ${why.join('; ')}.`,
  };
}
