import { ApiProperty } from '@nestjs/swagger';
import { EXAM_FIELD_TYPES, type ExamFieldType } from '@domain/exams';
import { EXAM_KINDS, type ExamKind } from '../entities/exam-catalogue.entities';

export class ExamSelectOptionDto {
  @ApiProperty() description: string;
  @ApiProperty() value: string;
  @ApiProperty() ordinal: number;
}

export class ExamSelectDto {
  @ApiProperty({ type: [ExamSelectOptionDto] }) collExamSelectOptions: ExamSelectOptionDto[];
}

export class ExamTypeFieldDto {
  @ApiProperty({ format: 'uuid' }) examTypeFieldUuid: string;
  @ApiProperty({ format: 'uuid' }) groupUuid: string;
  @ApiProperty({ format: 'uuid' }) examTypeUuid: string;
  @ApiProperty({ enum: EXAM_FIELD_TYPES }) fieldTypeCode: ExamFieldType;
  @ApiProperty() required: boolean;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String }) placeholder: string | null;
  @ApiProperty({ nullable: true, type: Number }) softMinValue: number | null;
  @ApiProperty({ nullable: true, type: Number }) softMaxValue: number | null;
  @ApiProperty({ nullable: true, type: Number }) hardMinValue: number | null;
  @ApiProperty({ nullable: true, type: Number }) hardMaxValue: number | null;
  @ApiProperty({ nullable: true, type: Number }) step: number | null;
  @ApiProperty({ description: 'Row in the group, from 0' }) rowIndex: number;
  @ApiProperty({ description: 'Column in the group, from 0' }) colIndex: number;
  @ApiProperty({ description: 'col-1, 2, 3, 4, 6, 8 or 12' }) colClass: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) capabilityUuid: string | null;
  @ApiProperty({ type: ExamSelectDto, nullable: true }) aExamSelect: ExamSelectDto | null;
}

export class ExamTypeGroupDto {
  @ApiProperty({ format: 'uuid' }) groupUuid: string;
  @ApiProperty() description: string;
  @ApiProperty() labelColClass: string;
  @ApiProperty() cols: number;
  @ApiProperty() rows: number;
  @ApiProperty({ type: [ExamTypeFieldDto] }) collExamTypeFields: ExamTypeFieldDto[];
}

export class ExamSectionDto {
  @ApiProperty({ format: 'uuid' }) sectionUuid: string;
  @ApiProperty({ format: 'uuid' }) examTypeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty() iconClass: string;
  @ApiProperty({ description: 'col-xl-6, col-xl-9 or col-xl-12' }) containerClass: string;
  @ApiProperty({ type: [ExamTypeGroupDto] }) collExamTypeGroups: ExamTypeGroupDto[];
}

export class ExamTypeDto {
  @ApiProperty({ format: 'uuid' }) examTypeUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: EXAM_KINDS }) kind: ExamKind;
}

export class ExamLocationDto {
  @ApiProperty({ format: 'uuid' }) locationUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'uuid' }) clientNodeUuid: string;
  @ApiProperty() clientDescription: string;
  @ApiProperty({ description: "The client site's IANA time zone, e.g. America/Los_Angeles" })
  clientTimeZone: string;
}

export class ExamRoomDto {
  @ApiProperty({ format: 'uuid' }) roomUuid: string;
  @ApiProperty({ format: 'uuid' }) locationUuid: string;
  @ApiProperty() description: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The product's name for the room; rooms without one cannot be scheduled",
  })
  productDescription: string | null;
  @ApiProperty() locationDescription: string;
  @ApiProperty({ description: "The client site's IANA time zone: the slot's time is read in it" })
  clientTimeZone: string;
}
