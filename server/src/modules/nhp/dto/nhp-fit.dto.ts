import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FITNESS_VERDICTS, type Fitness } from '@domain/fitness';

/** A demand the person missed, in words; with the values only for the reasons right. */
export class FitMissDto {
  @ApiProperty({ description: 'The demand in words, without any value: "neck flexion"' })
  words: string;
  @ApiProperty({ description: 'Missed for want of a measurement (a retest could change it)' })
  notMeasured: boolean;
  @ApiPropertyOptional({
    description:
      'The values as the reasons report words them ("Lift floor to waist: 23.5 kg misses at least 25 kg"); only for callers with the reasons right (decision 0038)',
  })
  detail?: string;
}

/** A person's verdict for one job of a class, for the people who place them. */
export class PersonFitDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty({ format: 'uuid', description: 'The job node' }) nodeUuid: string;
  @ApiProperty({ description: 'False when the job has no active PDA: nothing to compare with' })
  analysed: boolean;
  @ApiProperty({ enum: FITNESS_VERDICTS, description: 'NOT_ASSESSED also when not analysed' })
  fitness: Fitness;
  @ApiProperty({ description: 'The verdict as one sentence, without values' })
  text: string;
  @ApiProperty({ type: [FitMissDto], description: 'Empty unless NOT_FIT' })
  missed: FitMissDto[];
}

/** The verdict of a filled slot's person for the slot's job. */
export class PlacementFitDto extends PersonFitDto {
  @ApiProperty({ format: 'uuid' }) placementUuid: string;
}
