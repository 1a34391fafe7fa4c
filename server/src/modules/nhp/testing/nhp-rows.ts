import type { ClassRow, PlacementRow } from '../nhp-rows';

/** Rows as the NHP repositories answer them, for the module's service specs to build worlds. */

/** A PLACEMENT class of pool-1 at site-1, 08:00 UTC on `day`. */
export function klass(nhpClassUuid: string, day: string, over: Partial<ClassRow> = {}): ClassRow {
  return {
    nhpClassUuid,
    description: nhpClassUuid,
    classTimestamp: new Date(`${day}T08:00:00Z`),
    nhpPoolUuid: 'pool-1',
    poolDescription: 'Pool',
    clientNodeUuid: 'site-1',
    clientDescription: 'North',
    nhpClassStatusEnum: 'PLACEMENT',
    version: 1,
    openings: 0,
    filled: 0,
    confirmed: 0,
    ...over,
  };
}

/** An empty INITIAL slot of job-1, first shift, in the class. */
export function slot(
  placementUuid: string,
  nhpClassUuid: string,
  over: Partial<PlacementRow> = {},
): PlacementRow {
  return {
    placementUuid,
    nhpClassUuid,
    nodeUuid: 'job-1',
    ordinal: 1,
    shift: 1,
    personUuid: null,
    placementStatusEnum: 'INITIAL',
    why: null,
    version: 1,
    firstName: null,
    lastName: null,
    id: null,
    ...over,
  } as PlacementRow;
}
