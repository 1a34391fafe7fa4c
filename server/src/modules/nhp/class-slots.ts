import type { ClassRow } from './nhp-rows';

/** The class's date (yyyy-mm-dd): the client sends the chosen day as midnight UTC. */
export function classDateOf(row: Pick<ClassRow, 'classTimestamp'>): string {
  return new Date(row.classTimestamp).toISOString().slice(0, 10);
}

export interface NewSlot {
  placementUuid: string;
  nhpClassUuid: string;
  nodeUuid: string;
  ordinal: number;
  shift: number;
}

/**
 * Finalize Kanbans: one slot per opening of each job, the first shift's openings first, the
 * ordinals counting from 1 within each job.
 */
export function slotsForKanbans(
  nhpClassUuid: string,
  kanbans: readonly { nodeUuid: string; qty1: number; qty2: number }[],
  newUuid: () => string,
): NewSlot[] {
  return kanbans.flatMap((k) =>
    [...Array.from({ length: k.qty1 }, () => 1), ...Array.from({ length: k.qty2 }, () => 2)].map(
      (shift, i) => ({
        placementUuid: newUuid(),
        nhpClassUuid,
        nodeUuid: k.nodeUuid,
        ordinal: i + 1,
        shift,
      }),
    ),
  );
}
