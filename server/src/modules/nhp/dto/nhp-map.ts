import type { ClassRow, KanbanRow, PlacementRow } from '../nhp-rows';
import type { NhpClassDto, NhpKanbanDto, NhpPlacementDto } from './nhp-class.dto';

export function mapNhpClass(row: ClassRow): NhpClassDto {
  return {
    nhpClassUuid: row.nhpClassUuid,
    description: row.description,
    classTimestamp: new Date(row.classTimestamp).toISOString(),
    nhpPoolUuid: row.nhpPoolUuid,
    poolDescription: row.poolDescription,
    clientNodeUuid: row.clientNodeUuid,
    clientDescription: row.clientDescription,
    nhpClassStatusEnum: row.nhpClassStatusEnum,
    version: row.version,
    openings: row.openings,
    filled: row.filled,
    confirmed: row.confirmed,
  };
}

export function mapNhpPlacement(row: PlacementRow): NhpPlacementDto {
  return {
    placementUuid: row.placementUuid,
    nhpClassUuid: row.nhpClassUuid,
    nodeUuid: row.nodeUuid,
    ordinal: row.ordinal,
    shift: row.shift,
    personUuid: row.personUuid,
    placementStatusEnum: row.placementStatusEnum,
    why: row.why,
    version: row.version,
    aPerson:
      row.personUuid === null
        ? null
        : {
            personUuid: row.personUuid,
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
            id: row.id,
          },
  };
}

export function mapNhpKanban(row: KanbanRow, placements: readonly PlacementRow[]): NhpKanbanDto {
  return {
    kanbanUuid: row.kanbanUuid,
    nhpClassUuid: row.nhpClassUuid,
    nodeUuid: row.nodeUuid,
    qty1: row.qty1,
    qty2: row.qty2,
    aTreeNode: {
      nodeUuid: row.nodeUuid,
      description: row.description,
      levelUuid: row.levelUuid,
      ancestorDescriptions: row.ancestorDescriptions,
    },
    collNHPPlacements: placements.filter((p) => p.nodeUuid === row.nodeUuid).map(mapNhpPlacement),
  };
}
