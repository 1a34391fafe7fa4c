import type { NhpClassStatus, PlacementStatus } from '@domain/status';
import type { NhpKanbanQtyDto } from './dto/nhp-class.dto';

/** The rows NhpClassesRepository answers, apart from its SQL so the pure rules can name them. */

export interface ClassRow {
  nhpClassUuid: string;
  description: string;
  classTimestamp: Date;
  nhpPoolUuid: string;
  poolDescription: string;
  clientNodeUuid: string;
  clientDescription: string;
  nhpClassStatusEnum: NhpClassStatus;
  version: number;
  openings: number;
  filled: number;
  confirmed: number;
}

export interface KanbanRow extends NhpKanbanQtyDto {
  description: string;
  levelUuid: string;
  ancestorDescriptions: string[];
}

export interface PlacementRow {
  placementUuid: string;
  nhpClassUuid: string;
  nodeUuid: string;
  ordinal: number;
  shift: number;
  personUuid: string | null;
  placementStatusEnum: PlacementStatus;
  why: Record<string, unknown> | null;
  version: number;
  firstName: string | null;
  lastName: string | null;
  id: string | null;
}

/** A node with openings in open (KANBAN or PLACEMENT) classes of a client's pools. */
export interface OpenJobRow {
  nodeUuid: string;
  description: string;
  /** The node's ancestors below the client site, outermost first. */
  ancestorDescriptions: string[];
  openings: number;
  /** yyyy-mm-dd of the earliest open class holding openings there. */
  firstClassDate: string;
}
