import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum WorkdayErrorCode {
  EndpointNotFound = 'WORKDAY_ENDPOINT_NOT_FOUND',
  BadValue = 'WORKDAY_BAD_VALUE',
  NotReadable = 'WORKDAY_NOT_READABLE',
  WritesRefused = 'WORKDAY_WRITES_REFUSED',
  ObjectNotFound = 'WORKDAY_OBJECT_NOT_FOUND',
  /** Workday answered with a fault, an error status or not at all. */
  Upstream = 'WORKDAY_UPSTREAM',
  NoLinkedPerson = 'WORKDAY_NO_LINKED_PERSON',
  DuplicateEndpoint = 'WORKDAY_DUPLICATE_ENDPOINT',
}

export class WorkdayException extends moduleException<WorkdayErrorCode>({
  [WorkdayErrorCode.EndpointNotFound]: HttpStatus.NOT_FOUND,
  [WorkdayErrorCode.BadValue]: HttpStatus.BAD_REQUEST,
  [WorkdayErrorCode.NotReadable]: HttpStatus.FORBIDDEN,
  [WorkdayErrorCode.WritesRefused]: HttpStatus.FORBIDDEN,
  [WorkdayErrorCode.ObjectNotFound]: HttpStatus.NOT_FOUND,
  [WorkdayErrorCode.Upstream]: HttpStatus.BAD_GATEWAY,
  [WorkdayErrorCode.NoLinkedPerson]: HttpStatus.NOT_FOUND,
  [WorkdayErrorCode.DuplicateEndpoint]: HttpStatus.CONFLICT,
}) {}
