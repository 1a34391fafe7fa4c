import type { FastifyReply } from 'fastify';
import type { AppException } from './app.exception';
import { CommonErrorCode, CommonException } from './common.exceptions';

/** Thrown where work stopped because the caller went away; the answer goes nowhere. */
export class ClientGoneException extends CommonException {
  constructor() {
    super(CommonErrorCode.ClientGone, 'The caller closed the request before its answer');
  }
}

/**
 * A signal that aborts when the caller closes the connection before the answer is sent, so
 * expensive work on its behalf (a PDF waiting for or holding a browser page) stops.
 */
export function callerGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(new ClientGoneException());
  });
  return controller.signal;
}

/** A refusal for now (429, 503): the exception filter sends `seconds` as Retry-After. */
export function retryLater<E extends AppException>(
  exception: E,
  seconds: number,
): E & { retryAfterSeconds: number } {
  return Object.assign(exception, { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });
}
