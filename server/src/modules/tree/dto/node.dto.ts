import { NODE_NAME_MAX } from '@domain/rules';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class TreeLevelDto {
  @ApiProperty()
  levelUuid: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Depth below the tenant' })
  ordinal: number;

  @ApiProperty({ description: 'Left out of child listings (Cost Center)' })
  hiddenInListings: boolean;
}

export class NodeSummaryDto {
  @ApiProperty()
  nodeUuid: string;

  @ApiProperty()
  description: string;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ nullable: true, type: String })
  parentNodeUuid: string | null;

  @ApiProperty()
  levelUuid: string;
}

export class NodeLevelRefDto {
  @ApiProperty()
  levelUuid: string;

  @ApiProperty()
  description: string;
}

export class NodeChildDto extends NodeSummaryDto {
  @ApiProperty({ type: NodeLevelRefDto })
  aTreeLevel: NodeLevelRefDto;
}

/** What a write answers: the node as written, without re-reading its contents. */
export class NodeWrittenDto extends NodeSummaryDto {
  @ApiProperty({ type: NodeLevelRefDto })
  aTreeLevel: NodeLevelRefDto;

  @ApiProperty({ type: [NodeSummaryDto], description: 'From the tenant down to the parent' })
  ancestors: NodeSummaryDto[];

  @ApiProperty({ description: 'Breadcrumb text, tenant excluded' })
  path: string;

  @ApiProperty()
  version: number;
}

export class NodeDto extends NodeWrittenDto {
  @ApiProperty({ type: [NodeChildDto] })
  collTreeNodes: NodeChildDto[];

  @ApiProperty({ type: [Object], description: 'PDAs of the node (PDA module)' })
  collPDAs: object[];

  @ApiProperty({ type: [Object], description: 'Files of the node (files module)' })
  collJFFiles: object[];
}

export class PossibleParentDto {
  @ApiProperty()
  nodeUuid: string;

  @ApiProperty()
  path: string;
}

export class NodePermissionDto {
  @ApiProperty()
  canWrite: boolean;

  @ApiProperty()
  canRename: boolean;

  @ApiProperty()
  canDelete: boolean;

  @ApiProperty()
  canMove: boolean;

  @ApiProperty()
  canCreateChild: boolean;

  @ApiProperty({ type: [TreeLevelDto] })
  childLevels: TreeLevelDto[];

  @ApiProperty({ type: [Object], description: 'PDA types the user may create here (PDA module)' })
  pdaTypes: object[];

  @ApiProperty({ type: [Object], description: 'Variations for new PDAs (PDA module)' })
  variations: object[];

  @ApiProperty({ type: [PossibleParentDto] })
  possibleParents: PossibleParentDto[];
}

export class RenameNodeDto {
  @ApiProperty({ example: 'Paint Shop 2' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'Name must not be empty' })
  @MaxLength(NODE_NAME_MAX, { message: `Name must be at most ${NODE_NAME_MAX} characters` })
  name: string;
}
