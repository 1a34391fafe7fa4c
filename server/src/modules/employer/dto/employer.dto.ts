import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '@server/common/page-query.dto';
import { FITNESS_VERDICTS, type Fitness } from '@domain/fitness';

// What the employer view answers (decision 0023): verdicts, dates, counts and words. No field
// holds a measured value, a demand's value, an exam or a score.

/** `?fitness=NOT_FIT&page=1&pageSize=50`: the people of a job, by name, pages from 1. */
export class EmployerPeopleQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: FITNESS_VERDICTS, description: 'Only people with this verdict' })
  @IsOptional()
  @IsIn(FITNESS_VERDICTS)
  fitness?: Fitness;
}

/** An open job: a node with openings in the client's open new-hire classes. */
export class EmployerJobDto {
  @ApiProperty({ format: 'uuid' }) nodeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Where the job is: its ancestors below the client site, " / "' })
  path: string;
  @ApiProperty({ description: 'Openings in the open classes (first and second shift)' })
  openings: number;
  @ApiProperty({ format: 'date', description: 'The earliest open class with openings here' })
  firstClassDate: string;
  @ApiProperty({ description: 'False while the job has no completed job analysis' })
  analysed: boolean;
  @ApiProperty({ description: 'People of the client fit for the job' }) fit: number;
  @ApiProperty({ description: 'People assessed and not fit for the job' }) notFit: number;
  @ApiProperty({ description: 'People not assessed yet' }) notAssessed: number;
}

export class MissedDemandDto {
  @ApiProperty({ description: 'The demand in words, without values: "lift waist to shoulder"' })
  words: string;
  @ApiProperty({ description: 'Missed for want of a measurement' })
  notMeasured: boolean;
}

export class EmployerPersonDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ enum: FITNESS_VERDICTS }) fitness: Fitness;
  @ApiProperty({
    format: 'date',
    nullable: true,
    type: String,
    description: 'The day of the newest assessment (UTC); null when never assessed',
  })
  assessedOn: string | null;
  @ApiProperty({ type: [MissedDemandDto], description: 'For not fit: the demands missed' })
  missedDemands: MissedDemandDto[];
  @ApiProperty({ description: 'The verdict in words: "does not match the job: misses carry"' })
  why: string;
}

export class EmployerJobPeopleDto {
  @ApiProperty({ type: EmployerJobDto }) job: EmployerJobDto;
  @ApiProperty({ description: 'People with the asked verdict (all when none asked)' })
  total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: [EmployerPersonDto] }) people: EmployerPersonDto[];
}
