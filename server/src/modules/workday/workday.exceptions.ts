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
  /** Another endpoint was made the default at the same moment. */
  DefaultConflict = 'WORKDAY_DEFAULT_CONFLICT',
  /** The endpoint's uri is not (or no longer) on WORKDAY_ALLOWED_HOSTS: nothing is sent. */
  HostNotAllowed = 'WORKDAY_HOST_NOT_ALLOWED',
  /** A person lookup needs the default endpoint and none is marked. */
  NoDefaultEndpoint = 'WORKDAY_NO_DEFAULT_ENDPOINT',
  /** This instance's HR_SECRET_KEY differs from the one the stored secrets were sealed with. */
  KeyMismatch = 'WORKDAY_KEY_MISMATCH',
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
  [WorkdayErrorCode.DefaultConflict]: HttpStatus.CONFLICT,
  [WorkdayErrorCode.HostNotAllowed]: HttpStatus.FORBIDDEN,
  [WorkdayErrorCode.NoDefaultEndpoint]: HttpStatus.CONFLICT,
  [WorkdayErrorCode.KeyMismatch]: HttpStatus.SERVICE_UNAVAILABLE,
}) {
  /**
   * What Workday (or whoever answered) said, for the server log only: an answer's body is not
   * passed on to the caller, since a misdirected endpoint's host writes it.
   */
  upstreamAnswer?: string;
}

/** A 502 whose message names the status only; the answer itself goes to the log. */
export function upstreamError(message: string, answer: string): WorkdayException {
  const error = new WorkdayException(WorkdayErrorCode.Upstream, message);
  error.upstreamAnswer = answer.slice(0, 2000);
  return error;
}
