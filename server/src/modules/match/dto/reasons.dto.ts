import { ApiProperty } from '@nestjs/swagger';

export class ReasonCapabilityDto {
  @ApiProperty({ format: 'uuid' }) capabilityUuid: string;
  @ApiProperty() code: string;
  @ApiProperty() description: string;
  @ApiProperty() satisfied: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'From the newest COMPLETE exam' })
  personValue: string | null;
  @ApiProperty() pdaValue: string;
  @ApiProperty({ description: 'Why: "22 kg meets at least 20 kg", "not measured"' })
  details: string;
}

export class ReasonPdaRefDto {
  @ApiProperty({ format: 'uuid' }) pdaUuid: string;
  @ApiProperty() description: string;
  @ApiProperty() pdaStatusEnum: string;
}

export class ReasonNodeRefDto {
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'The node’s ancestors below the tenant, joined by " / "' })
  path: string;
}

export class PersonPdaDto {
  @ApiProperty({ type: ReasonPdaRefDto }) aPDA: ReasonPdaRefDto;
  @ApiProperty({ type: ReasonNodeRefDto }) aTreeNode: ReasonNodeRefDto;
  @ApiProperty({ description: 'Every demand satisfied' }) satisfied: boolean;
  @ApiProperty({ description: 'Demands satisfied, in percent' }) percentSatisfied: number;
  @ApiProperty({ type: [ReasonCapabilityDto] }) collPersonPDACapabilitys: ReasonCapabilityDto[];
}

export class ReasonsDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'The newest COMPLETE exam with measurements',
  })
  measuredAt: string | null;
  @ApiProperty({ type: [PersonPdaDto], description: "The active PDAs of the person's client site" })
  collPersonPDAs: PersonPdaDto[];
}
