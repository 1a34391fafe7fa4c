import type { HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppException } from './app.exception';

/** nginx's "client closed request": nobody reads it, and the error log leaves it out (< 500). */
const CLIENT_CLOSED_REQUEST = 499 as HttpStatus;

/** Thrown where work stopped because the caller went away; the answer goes nowhere. */
export class ClientGoneException extends AppException {
  constructor() {
    super('CLIENT_GONE', CLIENT_CLOSED_REQUEST, 'The caller closed the request before its answer');
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
