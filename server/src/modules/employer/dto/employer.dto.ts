import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '@server/common/page-query.dto';
import { FITNESS_VERDICTS, type Fitness } from '@domain/fitness';

// What the employer view answers (decision 0023): verdicts, dates, counts and words. No field
// holds a measured value, a demand's value, an exam or a score.

/** A search is a few words of a name or an ID number. */
export const EMPLOYER_SEARCH_MAX = 100;

/** `?fitness=NOT_FIT&search=ann&page=1&pageSize=50`: a job's people, by name, pages from 1. */
export class EmployerPeopleQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: FITNESS_VERDICTS, description: 'Only people with this verdict' })
  @IsOptional()
  @IsIn(FITNESS_VERDICTS)
  fitness?: Fitness;

  @ApiPropertyOptional({
    maxLength: EMPLOYER_SEARCH_MAX,
    description:
      'Only people whose name ("last, first" or "first last") or ID number holds this text (any case)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMPLOYER_SEARCH_MAX)
  search?: string;
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
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The primary ID number: tells apart two people of one name (null when none)',
  })
  idNumber: string | null;
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
