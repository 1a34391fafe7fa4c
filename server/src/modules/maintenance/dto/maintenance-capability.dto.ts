import { ApiProperty } from '@nestjs/swagger';

/** A capability as the maintenance screen lists and edits it. */
export class MaintenanceCapabilityDto {
  @ApiProperty() capabilityUuid: string;
  @ApiProperty() code: string;
  @ApiProperty() description: string;
  @ApiProperty() type: string;
  @ApiProperty({ nullable: true, type: String }) units: string | null;
  @ApiProperty() isSummary: boolean;
}

/** Only the listed fields: the catalogue's DTO carries more. */
export const mapMaintenanceCapability = ({
  capabilityUuid,
  code,
  description,
  type,
  units,
  isSummary,
}: MaintenanceCapabilityDto): MaintenanceCapabilityDto => ({
  capabilityUuid,
  code,
  description,
  type,
  units,
  isSummary,
});
