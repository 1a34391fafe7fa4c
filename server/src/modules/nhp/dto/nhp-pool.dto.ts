import { ApiProperty } from '@nestjs/swagger';

export class NhpPoolDto {
  @ApiProperty({ format: 'uuid' }) nhpPoolUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'uuid' }) clientNodeUuid: string;
  @ApiProperty() clientDescription: string;
  @ApiProperty() memberCount: number;
  @ApiProperty({ description: 'The caller may create and run classes of this pool' })
  canManageClasses: boolean;
}

/** A pool member as the pool grid shows it (seed 001 section 3, Pool member). */
export class NhpSwimmerDto {
  @ApiProperty({ format: 'uuid' }) swimmerUuid: string;
  @ApiProperty({ format: 'uuid' }) nhpPoolUuid: string;
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty({ description: 'The client site' }) client: string;
  @ApiProperty({ description: 'The pool' }) pool: string;
  @ApiProperty({ nullable: true, type: String, description: 'Primary ID (App ID)' })
  id: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) idInfoSourceUuid: string | null;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ format: 'date' }) availableDate: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
}

export class NhpPoolDetailDto extends NhpPoolDto {
  @ApiProperty({ type: [NhpSwimmerDto] }) collSwimmers: NhpSwimmerDto[];
}

export class SwimmerPlacementDto {
  @ApiProperty({ format: 'uuid' }) placementUuid: string;
  @ApiProperty({ format: 'uuid' }) nhpClassUuid: string;
  @ApiProperty() classDescription: string;
  @ApiProperty({ format: 'date-time' }) classTimestamp: string;
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty() nodeDescription: string;
  @ApiProperty() shift: number;
  @ApiProperty() placementStatusEnum: string;
}

/** One pool member with where they are placed. */
export class NhpSwimmerDetailDto extends NhpSwimmerDto {
  @ApiProperty({ type: [SwimmerPlacementDto] }) placements: SwimmerPlacementDto[];
}
