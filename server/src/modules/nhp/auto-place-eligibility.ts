import { isAvailableFor, shiftPreferenceOf } from '@domain/nhp';
import type { ShiftPreference } from '@domain/status';

/** An empty slot auto-place may fill. */
export interface OpenSlot {
  placementUuid: string;
  nodeUuid: string;
  shift: number;
}

/** A pool member not placed in the class. */
export interface PoolCandidate {
  personUuid: string;
  availableDate: string;
  firstShift: string;
  secondShift: string;
}

/** Who may go where: the class's date, who matches each node, who was rejected where. */
export interface EligibilityContext {
  classDate: string;
  /** nodeUuid -> people who match every active PDA at the node. */
  matchesAt: ReadonlyMap<string, ReadonlySet<string>>;
  /** "nodeUuid/personUuid" of the class's rejections. */
  rejected: ReadonlySet<string>;
}

/** The rank terms of one (person, slot) pair: what the placement's why keeps. */
export interface RankTerms {
  matchesNode: true;
  shift: number;
  shiftPreference: ShiftPreference;
  preferredShift: boolean;
  availableDate: string;
  classDate: string;
  /** Days from availability to the class (0 = available on the class's day). */
  daysAvailableBeforeClass: number;
}

const DAY_MS = 86_400_000;

export function preferenceFor(candidate: PoolCandidate, shift: number): ShiftPreference {
  return shiftPreferenceOf(shift === 1 ? candidate.firstShift : candidate.secondShift);
}

/**
 * decision 0014: eligible = matches the node, available on or before the class date, shift
 * preference for the slot's shift not "unable", and not rejected at that node in this class.
 * Answers the rank terms, or null when the person may not take the slot.
 */
export function rankTerms(
  slot: Pick<OpenSlot, 'nodeUuid' | 'shift'>,
  candidate: PoolCandidate,
  ctx: EligibilityContext,
): RankTerms | null {
  if (!ctx.matchesAt.get(slot.nodeUuid)?.has(candidate.personUuid)) return null;
  if (!isAvailableFor(candidate.availableDate, ctx.classDate)) return null;
  if (ctx.rejected.has(`${slot.nodeUuid}/${candidate.personUuid}`)) return null;
  const shiftPreference = preferenceFor(candidate, slot.shift);
  if (shiftPreference === 'unable') return null;
  return {
    matchesNode: true,
    shift: slot.shift,
    shiftPreference,
    preferredShift: shiftPreference === 'preferred',
    availableDate: candidate.availableDate,
    classDate: ctx.classDate,
    daysAvailableBeforeClass: Math.round(
      (Date.parse(`${ctx.classDate}T00:00:00Z`) -
        Date.parse(`${candidate.availableDate}T00:00:00Z`)) /
        DAY_MS,
    ),
  };
}
