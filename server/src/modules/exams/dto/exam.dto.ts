import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { EXAM_STATUSES, type ExamStatus } from '@domain/status';
import { EXAM_TEXT_MAX } from '@domain/exams';

export class ExamIdRefDto {
  @ApiProperty({ format: 'uuid' }) idUuid: string;
  @ApiProperty() id: string;
  @ApiProperty({ format: 'uuid' }) infoSourceUuid: string;
  @ApiProperty({ format: 'uuid' }) personUuid: string;
}

export class ExamDto {
  @ApiProperty({ format: 'uuid' }) examUuid: string;
  @ApiProperty({ enum: EXAM_STATUSES }) examStatusEnum: ExamStatus;
  @ApiProperty({ format: 'uuid' }) examTypeUuid: string;
  @ApiProperty() examTypeDescription: string;
  @ApiProperty({ enum: ['PPT', 'TMM', 'PROCESS'] }) examTypeKind: string;
  @ApiProperty({ nullable: true, type: String }) remoteScoreEnum: string | null;
  @ApiProperty({ format: 'date-time' }) startTs: string;
  @ApiProperty({ format: 'uuid' }) roomUuid: string;
  @ApiProperty() roomDescription: string;
  @ApiProperty() locationDescription: string;
  @ApiProperty({ description: "The client site's IANA time zone: the slot's day and time are its" })
  clientTimeZone: string;
  @ApiProperty({ type: ExamIdRefDto }) aID: ExamIdRefDto;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() version: number;
  @ApiProperty({ description: 'Required fields filled, in percent (Verify)' })
  completionPercent: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finalizedAt: string | null;
}

/** One of a person's exams on their candidate page: when, where, what and how far it got. */
export class PersonExamDto {
  @ApiProperty({ format: 'uuid' }) examUuid: string;
  @ApiProperty({ enum: EXAM_STATUSES }) examStatusEnum: ExamStatus;
  @ApiProperty() examTypeDescription: string;
  @ApiProperty({ enum: ['PPT', 'TMM', 'PROCESS'] }) examTypeKind: string;
  @ApiProperty({ format: 'date-time' }) startTs: string;
  @ApiProperty() roomDescription: string;
  @ApiProperty() locationDescription: string;
  @ApiProperty({ description: "The client site's IANA time zone: the slot's day and time are its" })
  clientTimeZone: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finalizedAt: string | null;
}

export class ExamFieldDto {
  @ApiProperty({ format: 'uuid' }) examFieldUuid: string;
  @ApiProperty({ format: 'uuid' }) examTypeFieldUuid: string;
  @ApiProperty({ format: 'uuid' }) examUuid: string;
  @ApiProperty() stringValue: string;
}

export class ExamFieldValueDto {
  @ApiProperty({
    description:
      'The new value: a number with at most one decimal inside the hard bounds, an option value, option values joined by commas, or text; empty clears the field',
    maxLength: EXAM_TEXT_MAX,
  })
  @IsString()
  @MaxLength(EXAM_TEXT_MAX)
  value: string;
}

/** A saved field: its value and the exam after the save (status, version, completion). */
export class ExamFieldSavedDto {
  @ApiProperty({ type: ExamFieldDto, nullable: true, description: 'null when cleared' })
  field: ExamFieldDto | null;
  @ApiProperty({ enum: EXAM_STATUSES }) examStatusEnum: ExamStatus;
  @ApiProperty() version: number;
  @ApiProperty() completionPercent: number;
}

export class IsScoredDto {
  @ApiProperty({ description: "True once a COMPLETE exam's match job has run" }) isScored: boolean;
}

export class MatchUrlDto {
  @ApiProperty({ description: "The app path of the exam person's match reasons" }) url: string;
}
