import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum SchedulerErrorCode {
  UnknownJobClass = 'SCHEDULER_UNKNOWN_JOB_CLASS',
  BadInterval = 'SCHEDULER_BAD_INTERVAL',
  TriggerNotFound = 'SCHEDULER_TRIGGER_NOT_FOUND',
  UnknownControl = 'SCHEDULER_UNKNOWN_CONTROL',
}

export class SchedulerException extends moduleException<SchedulerErrorCode>({
  [SchedulerErrorCode.UnknownJobClass]: HttpStatus.BAD_REQUEST,
  [SchedulerErrorCode.BadInterval]: HttpStatus.BAD_REQUEST,
  [SchedulerErrorCode.TriggerNotFound]: HttpStatus.NOT_FOUND,
  [SchedulerErrorCode.UnknownControl]: HttpStatus.BAD_REQUEST,
}) {}
