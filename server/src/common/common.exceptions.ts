import { HttpStatus } from '@nestjs/common';
import { moduleException } from './app.exception';

/** Errors of the shared pipes: input that no route accepts. */
export enum CommonErrorCode {
  /** A body or query that fails its DTO's rules (every failing field is named). */
  ValidationFailed = 'VALIDATION_FAILED',
  /** A path id that is not a uuid. */
  BadId = 'BAD_ID',
}

export class CommonException extends moduleException<CommonErrorCode>({
  [CommonErrorCode.ValidationFailed]: HttpStatus.BAD_REQUEST,
  [CommonErrorCode.BadId]: HttpStatus.BAD_REQUEST,
}) {}
