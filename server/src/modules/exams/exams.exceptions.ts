import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum ExamsErrorCode {
  ExamTypeNotFound = 'EXAMS_EXAM_TYPE_NOT_FOUND',
  FieldNotFound = 'EXAMS_FIELD_NOT_FOUND',
  RoomNotFound = 'EXAMS_ROOM_NOT_FOUND',
  IdNotFound = 'EXAMS_ID_NOT_FOUND',
  BadValue = 'EXAMS_BAD_VALUE',
  NotEditable = 'EXAMS_NOT_EDITABLE',
  IllegalTransition = 'EXAMS_ILLEGAL_TRANSITION',
  BadSchedule = 'EXAMS_BAD_SCHEDULE',
  AlreadyScheduled = 'EXAMS_ALREADY_SCHEDULED',
  WrongExamKind = 'EXAMS_WRONG_EXAM_KIND',
  ExamNotFound = 'EXAMS_EXAM_NOT_FOUND',
}

export class ExamsException extends moduleException<ExamsErrorCode>({
  [ExamsErrorCode.ExamTypeNotFound]: HttpStatus.NOT_FOUND,
  [ExamsErrorCode.FieldNotFound]: HttpStatus.NOT_FOUND,
  [ExamsErrorCode.RoomNotFound]: HttpStatus.NOT_FOUND,
  [ExamsErrorCode.IdNotFound]: HttpStatus.NOT_FOUND,
  [ExamsErrorCode.BadValue]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.NotEditable]: HttpStatus.CONFLICT,
  [ExamsErrorCode.IllegalTransition]: HttpStatus.CONFLICT,
  [ExamsErrorCode.BadSchedule]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.AlreadyScheduled]: HttpStatus.CONFLICT,
  [ExamsErrorCode.WrongExamKind]: HttpStatus.BAD_REQUEST,
  [ExamsErrorCode.ExamNotFound]: HttpStatus.NOT_FOUND,
}) {}
