import { HttpStatus } from '@nestjs/common';
import { moduleException } from './app.exception';

/** Errors of the shared pipes: input that no route accepts. */
export enum CommonErrorCode {
  /** A body or query that fails its DTO's rules (every failing field is named). */
  ValidationFailed = 'VALIDATION_FAILED',
  /** A path id that is not a uuid. */
  BadId = 'BAD_ID',
  /**
   * A request body that is not JSON the portal reads: malformed, nested too deep, or not an
   * object or array (json-limits.ts). The code body-parser's refusals carried before Fastify.
   */
  BadBody = 'BAD_REQUEST',
  /** The caller closed the request before its answer (client-gone.ts): nobody reads this. */
  ClientGone = 'CLIENT_GONE',
  /** An X-Read-After header that is not a write position (cluster-sync.ts). */
  BadReadAfter = 'BAD_READ_AFTER',
  /** This instance could not confirm it has heard a write made elsewhere (cluster-sync.ts). */
  NotCaughtUp = 'NOT_CAUGHT_UP',
}

/** nginx's "client closed request": never read, and the error log leaves it out (< 500). */
export const CLIENT_CLOSED_REQUEST = 499 as HttpStatus;

export class CommonException extends moduleException<CommonErrorCode>({
  [CommonErrorCode.ValidationFailed]: HttpStatus.BAD_REQUEST,
  [CommonErrorCode.BadId]: HttpStatus.BAD_REQUEST,
  [CommonErrorCode.BadBody]: HttpStatus.BAD_REQUEST,
  [CommonErrorCode.ClientGone]: CLIENT_CLOSED_REQUEST,
  [CommonErrorCode.BadReadAfter]: HttpStatus.BAD_REQUEST,
  [CommonErrorCode.NotCaughtUp]: HttpStatus.SERVICE_UNAVAILABLE,
}) {}
