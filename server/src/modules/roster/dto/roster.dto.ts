import { ApiProperty } from '@nestjs/swagger';
import { EXAM_STATUSES, type ExamStatus } from '@domain/status';
import { PersonMetaDto } from '@server/modules/people/dto/person.dto';

export class RosterExamDto {
  @ApiProperty({ format: 'uuid' }) examUuid: string;
  @ApiProperty({ format: 'uuid' }) examTypeUuid: string;
  @ApiProperty() examTypeDescription: string;
  @ApiProperty({ enum: ['PPT', 'TMM', 'PROCESS'] }) examTypeKind: string;
  @ApiProperty({ enum: EXAM_STATUSES }) examStatusEnum: ExamStatus;
  @ApiProperty({ nullable: true, type: String, description: 'PASS / FAIL of a process score' })
  remoteScoreEnum: string | null;
}

export class RosterIdDto {
  @ApiProperty({ format: 'uuid' }) idUuid: string;
  @ApiProperty() id: string;
  @ApiProperty({ format: 'uuid' }) infoSourceUuid: string;
}

export class RosterPersonDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({
    type: [PersonMetaDto],
    description:
      'Email, _Phone_, GRADE_CACHE, and GRADE_REASONS_CACHE for callers with the reasons right',
  })
  collPersonMetas: PersonMetaDto[];
}

export class RosterEntryDto {
  @ApiProperty({ format: 'uuid' }) examUuid: string;
  @ApiProperty({ enum: EXAM_STATUSES }) examStatusEnum: ExamStatus;
  @ApiProperty({ type: RosterExamDto }) aExam: RosterExamDto;
  @ApiProperty({ type: RosterIdDto }) aID: RosterIdDto;
  @ApiProperty({ type: RosterPersonDto }) aPerson: RosterPersonDto;
}

export class RosterSlotDto {
  @ApiProperty({ format: 'date-time' }) startTs: string;
  @ApiProperty({ type: [RosterEntryDto] }) entries: RosterEntryDto[];
}

export class RosterRoomDto {
  @ApiProperty({ format: 'uuid' }) roomUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String }) productDescription: string | null;
  @ApiProperty({ type: [RosterSlotDto] }) slots: RosterSlotDto[];
}

export class RosterLocationDto {
  @ApiProperty({ format: 'uuid' }) locationUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'uuid' }) clientNodeUuid: string;
  @ApiProperty() clientDescription: string;
  @ApiProperty({ description: "The client site's IANA time zone: the day and slots are its" })
  clientTimeZone: string;
  @ApiProperty({ format: 'date-time', description: "Start of the day in the site's zone" })
  dayStart: string;
  @ApiProperty({ format: 'date-time', description: "End of the day in the site's zone" })
  dayEnd: string;
  @ApiProperty({ type: [RosterRoomDto] }) rooms: RosterRoomDto[];
}

export class RosterDto {
  @ApiProperty({ description: "The day, yyyy-mm-dd, read in each location's site's zone" })
  date: string;
  @ApiProperty({ type: [RosterLocationDto] }) locations: RosterLocationDto[];
}
