// New-hire class rules (decision 0014, "New-hire classes", seed 001 sections 4 and 5):
// the server enforces them and the class screen asks them which buttons to offer.
import { KANBAN_QUANTITY } from './limits';
import type { NhpClassStatus, PlacementStatus, ShiftPreference } from './status';

export const NHP_CLASS_ACTIONS = [
  'finalizeKanbans',
  'unfinalizeKanbans',
  'finalize',
  'unfinalize',
] as const;
export type NhpClassAction = (typeof NHP_CLASS_ACTIONS)[number];

/** Where each class action starts and ends. */
export const NHP_CLASS_ACTION_STEPS: Readonly<
  Record<NhpClassAction, { from: NhpClassStatus; to: NhpClassStatus }>
> = {
  finalizeKanbans: { from: 'KANBAN', to: 'PLACEMENT' },
  unfinalizeKanbans: { from: 'PLACEMENT', to: 'KANBAN' },
  finalize: { from: 'PLACEMENT', to: 'FINAL' },
  unfinalize: { from: 'FINAL', to: 'PLACEMENT' },
};

/** What the class holds that decides whether an action may run now. */
export interface NhpClassFill {
  /** Job openings (qty1 + qty2 over every kanban). */
  openings: number;
  /** Slots holding a person. */
  filled: number;
  /** Slots holding a person that are not yet confirmed (INITIAL). */
  unconfirmed: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The status an action leads to, or the problem (a 409) when the class cannot take it now. */
export function nhpClassTransition(
  status: NhpClassStatus,
  action: NhpClassAction,
  fill: NhpClassFill,
): { to: NhpClassStatus } | { problem: string } {
  const step = NHP_CLASS_ACTION_STEPS[action];
  if (status !== step.from)
    return {
      problem: `The class is ${status}: ${NHP_ACTION_NAMES[action]} needs a ${step.from} class`,
    };
  if (action === 'finalizeKanbans' && fill.openings === 0)
    return { problem: 'The class has no job openings: set a quantity first' };
  if (action === 'unfinalizeKanbans' && fill.filled > 0)
    return {
      problem: `${plural(fill.filled, 'slot holds', 'slots hold')} a person: empty them before UN-Finalize Kanbans`,
    };
  if (action === 'finalize' && fill.unconfirmed > 0)
    return {
      problem: `${plural(fill.unconfirmed, 'placement is', 'placements are')} not confirmed: confirm or empty every filled slot before Finalize Class`,
    };
  return { to: step.to };
}

/** The seed's button names, for refusals. */
export const NHP_ACTION_NAMES: Readonly<Record<NhpClassAction, string>> = {
  finalizeKanbans: 'Finalize Kanbans',
  unfinalizeKanbans: 'UN-Finalize Kanbans',
  finalize: 'Finalize Class',
  unfinalize: 'Unfinalize Class',
};

/**
 * A status call (PATCH .../status/{s}) is the one action that leads from the current status to
 * the asked one; undefined when none does (the same status, or KANBAN <-> FINAL).
 */
export function nhpActionForStatus(
  from: NhpClassStatus,
  to: NhpClassStatus,
): NhpClassAction | undefined {
  return NHP_CLASS_ACTIONS.find(
    (a) => NHP_CLASS_ACTION_STEPS[a].from === from && NHP_CLASS_ACTION_STEPS[a].to === to,
  );
}

/** Delete Class is offered only in KANBAN. */
export function canDeleteNhpClass(status: NhpClassStatus): boolean {
  return status === 'KANBAN';
}

export const PLACEMENT_ACTIONS = [
  'place',
  'confirm',
  'unconfirm',
  'reject',
  'defer',
  'autoplace',
] as const;
export type PlacementAction = (typeof PLACEMENT_ACTIONS)[number];

/** What a slot is now: empty, holding a person (INITIAL) or confirmed (FINAL). */
export interface SlotState {
  placementStatusEnum: PlacementStatus;
  personUuid: string | null;
}

/**
 * Seed 001 section 4 "Placement slot": an empty slot can be filled (by hand or auto-place),
 * a filled INITIAL one confirmed, rejected or deferred, a FINAL one unconfirmed; only while
 * the class is in PLACEMENT. The problem (a 409), or undefined when the action may run.
 */
export function placementActionProblem(
  classStatus: NhpClassStatus,
  slot: SlotState,
  action: Exclude<PlacementAction, 'autoplace'>,
): string | undefined {
  if (classStatus !== 'PLACEMENT')
    return `The class is ${classStatus}: placements change only while it is PLACEMENT`;
  const empty = slot.personUuid === null;
  if (action === 'place')
    return empty ? undefined : 'The slot is already filled: someone placed a person there first';
  if (empty) return 'The slot is empty';
  if (action === 'unconfirm')
    return slot.placementStatusEnum === 'FINAL' ? undefined : 'The placement is not confirmed';
  if (slot.placementStatusEnum === 'FINAL')
    return action === 'confirm'
      ? 'The placement is already confirmed'
      : 'The placement is confirmed: unconfirm it first';
  return undefined;
}

/** Eligible by date: available on or before the class's date (both yyyy-mm-dd). */
export function isAvailableFor(availableDate: string, classDate: string): boolean {
  return availableDate <= classDate;
}

/** A shift preference as stored (first/second_shift_preference_{wID}); unknown text is blank. */
export function shiftPreferenceOf(value: string | null | undefined): ShiftPreference {
  return value === 'nopreference' || value === 'preferred' || value === 'unable' ? value : '';
}

/** A kanban quantity as asked in a path: a whole number 0-999, else the problem (a 400). */
export function kanbanQuantityProblem(raw: string): string | undefined {
  const n = Number(raw);
  return /^\d{1,3}$/.test(raw) && n >= KANBAN_QUANTITY.min && n <= KANBAN_QUANTITY.max
    ? undefined
    : `A quantity is a whole number from ${KANBAN_QUANTITY.min} to ${KANBAN_QUANTITY.max}`;
}

/**
 * decision 0014: a quantity never goes below the slots of that node and shift that hold a person.
 * The quantity to store: the asked one, or the current one when the asked one is too low (the
 * client sees its value not echoed and shows the seed's alert).
 */
export function nextKanbanQuantity(current: number, asked: number, filled: number): number {
  return asked < filled ? current : asked;
}

const SHIFT_ORDINALS: Record<string, string> = { '1': 'first', '2': 'second' };

function daysBeforeClass(days: number): string {
  if (days === 0) return 'available on the day of the class';
  const n = Math.abs(days);
  const count = `${n} day${n === 1 ? '' : 's'}`;
  return days > 0 ? `available ${count} before the class` : `available ${count} after the class`;
}

/**
 * Why a slot holds its person, in words: "matches the job; available 47 days before the
 * class; prefers the first shift". The slot's `why` keeps auto-place's rank terms; terms that
 * only restate others (the dates, the shift number, preferredShift) are left out, and a term
 * this does not know is shown as "name: value".
 */
export function placementWhyText(why: Record<string, unknown> | null | undefined): string {
  if (!why) return '';
  const shift = SHIFT_ORDINALS[String(why.shift)] ?? (why.shift == null ? '' : String(why.shift));
  const theShift = shift ? `the ${shift} shift` : 'the shift';
  const parts: string[] = [];
  if ('matchesNode' in why)
    parts.push(why.matchesNode ? 'matches the job' : 'does not match the job');
  if (typeof why.daysAvailableBeforeClass === 'number')
    parts.push(daysBeforeClass(why.daysAvailableBeforeClass));
  const preference = SHIFT_PREFERENCE_WORDS[String(why.shiftPreference)];
  if (preference) parts.push(`${preference} ${theShift}`);
  for (const [key, value] of Object.entries(why)) {
    if (KNOWN_WHY_TERMS.has(key)) continue;
    const shown =
      value === true ? 'yes' : value === false ? 'no' : value == null ? '—' : String(value);
    parts.push(`${key}: ${shown}`);
  }
  return parts.join('; ');
}

const SHIFT_PREFERENCE_WORDS: Record<string, string> = {
  preferred: 'prefers',
  nopreference: 'no preference for',
  unable: 'cannot work',
};

const KNOWN_WHY_TERMS = new Set([
  'matchesNode',
  'daysAvailableBeforeClass',
  'shiftPreference',
  'shift',
  'preferredShift',
  'availableDate',
  'classDate',
]);
