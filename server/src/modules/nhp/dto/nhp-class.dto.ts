import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { NHP_CLASS_STATUSES, PLACEMENT_STATUSES } from '@domain/status';
import type { NhpClassStatus, PlacementStatus } from '@domain/status';
import { EMPTY_SLOT_REASONS, type EmptySlotReason } from '@domain/auto-place-summary';

/** The new-class form (seed 001 section 5): description and start both required. */
export class CreateNhpClassDto {
  @ApiProperty({ example: 'Riverside Day Pool New Hire Class', maxLength: 200 })
  @IsString()
  @MinLength(1, { message: 'description is required' })
  @MaxLength(200)
  description: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'nhpPoolUuid must be a pool uuid' })
  nhpPoolUuid: string;

  @ApiProperty({ format: 'date-time', description: 'The class start' })
  @IsISO8601({ strict: true }, { message: 'classTimestamp must be an ISO 8601 date and time' })
  classTimestamp: string;
}

export class NhpPersonRefDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ nullable: true, type: String, description: "The person's primary ID" })
  id: string | null;
}

/** One slot of a class (the seed's Placement). */
export class NhpPlacementDto {
  @ApiProperty({ format: 'uuid' }) placementUuid: string;
  @ApiProperty({ format: 'uuid' }) nhpClassUuid: string;
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty({ description: '1.. within the node' }) ordinal: number;
  @ApiProperty({ enum: [1, 2] }) shift: number;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) personUuid: string | null;
  @ApiProperty({ enum: PLACEMENT_STATUSES }) placementStatusEnum: PlacementStatus;
  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    description: "Auto-place's rank terms for this person in this slot",
  })
  why: Record<string, unknown> | null;
  @ApiProperty() version: number;
  @ApiProperty({ type: NhpPersonRefDto, nullable: true }) aPerson: NhpPersonRefDto | null;
}

export class NhpTreeNodeRefDto {
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'uuid' }) levelUuid: string;
  @ApiProperty({ type: [String], description: 'From the client site down to the parent' })
  ancestorDescriptions: string[];
}

/** A node's openings in a class, with its slots once the kanbans are finalized. */
export class NhpKanbanDto {
  @ApiProperty({ format: 'uuid' }) kanbanUuid: string;
  @ApiProperty({ format: 'uuid' }) nhpClassUuid: string;
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty({ description: 'First-shift openings, 0-999' }) qty1: number;
  @ApiProperty({ description: 'Second-shift openings, 0-999' }) qty2: number;
  @ApiProperty({ type: NhpTreeNodeRefDto }) aTreeNode: NhpTreeNodeRefDto;
  @ApiProperty({ type: [NhpPlacementDto] }) collNHPPlacements: NhpPlacementDto[];
}

/** A class in lists: its pool and how far its placement got. */
export class NhpClassDto {
  @ApiProperty({ format: 'uuid' }) nhpClassUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) classTimestamp: string;
  @ApiProperty({ format: 'uuid' }) nhpPoolUuid: string;
  @ApiProperty() poolDescription: string;
  @ApiProperty({ format: 'uuid' }) clientNodeUuid: string;
  @ApiProperty() clientDescription: string;
  @ApiProperty({ enum: NHP_CLASS_STATUSES }) nhpClassStatusEnum: NhpClassStatus;
  @ApiProperty() version: number;
  @ApiProperty({ description: 'qty1 + qty2 over every kanban' }) openings: number;
  @ApiProperty({ description: 'Slots holding a person' }) filled: number;
  @ApiProperty({ description: 'Slots confirmed (FINAL)' }) confirmed: number;
}

/** One class with its kanbans and their slots. */
export class NhpClassDetailDto extends NhpClassDto {
  @ApiProperty({ type: [NhpKanbanDto] }) collNHPKanbans: NhpKanbanDto[];
}

/** A node of the class's client site with its quantities: the KANBAN tree table's row. */
export class KanbanTreeNodeDto {
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) parentNodeUuid: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'uuid' }) levelUuid: string;
  @ApiProperty({ description: '0 for the client site, 1 for its children, ...' }) depth: number;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) kanbanUuid: string | null;
  @ApiProperty() qty1: number;
  @ApiProperty() qty2: number;
  @ApiProperty({ description: 'First-shift slots holding a person' }) filled1: number;
  @ApiProperty({ description: 'Second-shift slots holding a person' }) filled2: number;
}

/** A quantity write's answer: the stored values (unchanged when the asked one was too low). */
export class NhpKanbanQtyDto {
  @ApiProperty({ format: 'uuid' }) kanbanUuid: string;
  @ApiProperty({ format: 'uuid' }) nhpClassUuid: string;
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty() qty1: number;
  @ApiProperty() qty2: number;
}

export class IsMatchDto {
  @ApiProperty({ description: "Whether the slot's person matches every active PDA at its node" })
  isMatch: boolean;
}

export class AutoPlaceEmptySlotDto {
  @ApiProperty({ format: 'uuid' }) placementUuid: string;
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty({ enum: [1, 2] }) shift: number;
  @ApiProperty({
    enum: EMPTY_SLOT_REASONS,
    description: 'Why no one was placed: the first that holds, in the order of the list',
  })
  reason: EmptySlotReason;
}

export class AutoPlaceResultDto {
  @ApiProperty({ description: 'Slots auto-place filled' }) placed: number;
  @ApiProperty({ description: 'Empty slots left (no eligible person)' }) emptyLeft: number;
  @ApiProperty({ type: [NhpPlacementDto], description: 'The slots it filled, with why' })
  placements: NhpPlacementDto[];
  @ApiProperty({ type: [AutoPlaceEmptySlotDto], description: 'The slots left empty, with why' })
  emptySlots: AutoPlaceEmptySlotDto[];
}

export class DeferResultDto {
  @ApiProperty({ type: NhpPlacementDto, description: 'The emptied slot' })
  placement: NhpPlacementDto;
  @ApiProperty({ format: 'date', description: "The person's availability in the pool now" })
  availableDate: string;
  @ApiPropertyOptional({
    type: NhpPlacementDto,
    nullable: true,
    description: 'The slot of the later class the person now holds, when it had a free one',
  })
  movedTo: NhpPlacementDto | null;
}

export class ClassEmailDto {
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'Filled slots listed' }) placements: number;
}
