import type { ClassRow, PlacementRow } from './nhp-rows';
import { NhpErrorCode } from './nhp.exceptions';

/**
 * The slot actions' pure parts (seed 001 section 4), apart from the slot service's locking
 * and writes: which class a person may be deferred to, which empty slot there they take, and
 * an emptied slot as written. All are run through the slot actions in
 * nhp-placements.service.spec.ts.
 */

/** The target must be a later class of the same pool that still takes people. */
export function deferTargetProblem(
  from: Pick<ClassRow, 'nhpPoolUuid' | 'classTimestamp'>,
  target: Pick<ClassRow, 'nhpPoolUuid' | 'classTimestamp' | 'nhpClassStatusEnum'>,
): { code: NhpErrorCode; message: string } | null {
  if (target.nhpPoolUuid !== from.nhpPoolUuid)
    return { code: NhpErrorCode.BadValue, message: 'Defer to a class of the same pool' };
  if (new Date(target.classTimestamp) <= new Date(from.classTimestamp))
    return { code: NhpErrorCode.BadValue, message: 'Defer to a class that starts later' };
  if (target.nhpClassStatusEnum === 'FINAL')
    return {
      code: NhpErrorCode.PlacementConflict,
      message: 'The later class is FINAL: it takes no more people',
    };
  return null;
}

/** An empty slot of the same job in the later class, the same shift first, then by ordinal. */
export function freeSlotFor(
  slots: readonly PlacementRow[],
  from: Pick<PlacementRow, 'nodeUuid' | 'shift'>,
): PlacementRow | undefined {
  return slots
    .filter((s) => s.nodeUuid === from.nodeUuid && s.personUuid === null)
    .sort(
      (a, b) =>
        Number(b.shift === from.shift) - Number(a.shift === from.shift) || a.ordinal - b.ordinal,
    )[0];
}

/** A slot after its person left (reject, defer): no person, no names. */
export function emptiedSlot(
  slot: PlacementRow,
  status: PlacementRow['placementStatusEnum'],
  why: PlacementRow['why'],
  version: number,
): PlacementRow {
  return {
    ...slot,
    personUuid: null,
    placementStatusEnum: status,
    why,
    version,
    firstName: null,
    lastName: null,
    id: null,
  };
}
