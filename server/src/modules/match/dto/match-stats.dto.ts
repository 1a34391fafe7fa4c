import { ApiProperty } from '@nestjs/swagger';

export class NodeMatchStatDto {
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) parentNodeUuid: string | null;
  @ApiProperty({ format: 'uuid' }) levelUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({
    description:
      'Pool members who match: at a job node every active PDA there, above it at least one job below',
  })
  m: number;
  @ApiProperty({ description: "People in the client's pools" }) n: number;
  @ApiProperty({ description: 'm / n in percent (0 when n is 0)' }) percent: number;
  @ApiProperty({
    description:
      'False while no job at or below the node has an active PDA: nobody can match it yet ("Not analysed")',
  })
  analysed: boolean;
}

export class TreeRuleDto {
  @ApiProperty({ format: 'uuid' }) pdaUuid: string;
  @ApiProperty() pdaDescription: string;
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty({ format: 'uuid' }) capabilityUuid: string;
  @ApiProperty() code: string;
  @ApiProperty() capabilityDescription: string;
  @ApiProperty({ enum: ['AT_LEAST', 'AT_MOST', 'EQUALS'] }) direction: string;
  @ApiProperty({ nullable: true, type: String }) units: string | null;
  @ApiProperty() pdaValue: string;
  @ApiProperty({ description: 'Pool members failing this demand (not measured included)' })
  count: number;
  @ApiProperty({ description: 'Of those, the ones not measured' }) notMeasured: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Average value of the failing pool members measured with a number',
  })
  avg: number | null;
  @ApiProperty({ description: "People in the client's pools" }) n: number;
}

export class TreeSwimmerDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ nullable: true, type: String, description: 'Primary ID' }) id: string | null;
  @ApiProperty({ description: 'Pools the person is in, comma separated' }) pools: string;
  @ApiProperty({ description: 'Earliest availability, yyyy-mm-dd' }) availableDate: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
}
