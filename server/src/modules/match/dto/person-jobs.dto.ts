import { ApiProperty } from '@nestjs/swagger';

export class PersonJobDto {
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: "The job's place under its client site, ' / ' between the names" })
  path: string;
}

/** The jobs a person fits, as the placement badges judge them (the stored match results). */
export class PersonJobsDto {
  @ApiProperty({ description: 'False until a PPT exam of theirs is finalized: nothing to compare' })
  assessed: boolean;
  @ApiProperty({ description: "Job nodes of the person's client site with an active PDA" })
  analysedJobs: number;
  @ApiProperty({ type: [PersonJobDto], description: 'The jobs they fit, by path' })
  jobs: PersonJobDto[];
}
