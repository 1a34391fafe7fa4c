import { ApiProperty, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { TreeRuleDto } from './match-stats.dto';

/** Most demands one what-if may propose: more than the catalogue holds capabilities. */
export const WHAT_IF_MAX_DEMANDS = 200;

export class WhatIfDemandDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'capabilityUuid must be a UUID' })
  capabilityUuid: string;

  @ApiProperty({
    description: "The proposed value, as the save would store it (kg, degrees); '' for none",
  })
  @IsString({ message: 'value must be text' })
  @MaxLength(4000)
  value: string;
}

export class WhatIfRequestDto {
  @ApiProperty({
    type: [WhatIfDemandDto],
    maxItems: WHAT_IF_MAX_DEMANDS,
    description: "The demands to change; the PDA's other demands keep their saved values",
  })
  @IsArray({ message: 'demands must be a list' })
  @ArrayMaxSize(WHAT_IF_MAX_DEMANDS)
  @ValidateNested({ each: true })
  @Type(() => WhatIfDemandDto)
  demands: WhatIfDemandDto[];
}

/** A demand of the job with the pool members it would exclude: the rules grid's row, less avg. */
export class WhatIfDemandVerdictDto extends PickType(TreeRuleDto, [
  'pdaUuid',
  'pdaDescription',
  'capabilityUuid',
  'code',
  'capabilityDescription',
  'direction',
  'units',
  'pdaValue',
  'count',
] as const) {}

export class WhatIfDto {
  @ApiProperty({ format: 'uuid', description: "The job: the PDA's node" }) nodeUuid: string;
  @ApiProperty({
    description:
      'Whether the PDA is active (COMPLETED, APPROVED); if not, both counts judge it as if it were',
  })
  pdaActive: boolean;
  @ApiProperty({ description: "People in the client's pools" }) poolSize: number;
  @ApiProperty({
    description:
      "Pool members matching the job now: the stored results (node-match-stats' m) when the PDA is active",
  })
  matchingNow: number;
  @ApiProperty({ description: 'Pool members who would match the job with the proposed demands' })
  matchingAfter: number;
  @ApiProperty({
    type: WhatIfDemandVerdictDto,
    nullable: true,
    description:
      "After the change, the job's demand failing the most pool members; null when none fails anyone",
  })
  mostExcluding: WhatIfDemandVerdictDto | null;
}
