import { HttpException, HttpStatus } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { AppException } from './app.exception';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

/** The one error shape of docs/architecture.md. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  /** Stable for programs: a module's code (e.g. TREE_NAME_UNCHANGED), else the status name. */
  code: string;
  message: string;
  details?: unknown;
  correlationId: string;
}

/**
 * PostgreSQL errors caused by the input (bad uuid text, out-of-range numbers), answered 400 in
 * our words: PostgreSQL's own text names tables, types and values and never reaches the
 * client (issue 29). Routes check their input first, naming the parameter; these are the net.
 */
const BAD_INPUT_MESSAGES: Record<string, string> = {
  '22P02': 'A value in the request is not of the expected type',
  '22003': 'A number in the request is out of range',
  '22007': 'A date or time in the request is not in the expected form',
  '22008': 'A date or time in the request is out of range',
  '23502': 'A value the request needs is missing',
  '23514': 'A value in the request breaks a rule of the data',
};

export function toErrorBody(exception: unknown, correlationId: string): ErrorBody {
  // An AppException wrapped in an HttpException keeps its code and details.
  if (exception instanceof HttpException && exception.cause instanceof AppException) {
    return toErrorBody(exception.cause, correlationId);
  }
  if (exception instanceof AppException) {
    return body(exception.status, exception.message, correlationId, exception.code, {
      code: exception.code,
      ...(exception.details === undefined ? {} : { info: exception.details }),
    });
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return body(status, response, correlationId);
    const { message, details } = response as { message?: unknown; details?: unknown };
    if (Array.isArray(message)) {
      // ValidationPipe: name every field that failed.
      return body(status, message.join('; '), correlationId, undefined, details ?? message);
    }
    return body(
      status,
      typeof message === 'string' ? message : exception.message,
      correlationId,
      undefined,
      details,
    );
  }
  const fastifyError = exception as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (
    typeof fastifyError?.code === 'string' &&
    fastifyError.code.startsWith('FST_') &&
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    // Fastify's own refusals before a handler runs (a body over the limit: 413).
    return body(fastifyError.statusCode, String(fastifyError.message), correlationId);
  }
  if (isDatabaseUnavailable(exception)) {
    return body(
      HttpStatus.SERVICE_UNAVAILABLE,
      `The database is unavailable; retry in ${DATABASE_RETRY_AFTER_SECONDS} seconds`,
      correlationId,
      'DATABASE_UNAVAILABLE',
    );
  }
  const sqlState = (exception as { code?: unknown } | null)?.code;
  if (typeof sqlState === 'string' && Object.hasOwn(BAD_INPUT_MESSAGES, sqlState)) {
    return body(HttpStatus.BAD_REQUEST, BAD_INPUT_MESSAGES[sqlState], correlationId, 'BAD_INPUT');
  }
  return body(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error', correlationId);
}

/** Seconds for a Retry-After header: the exception's own hint, or the database's. */
export function retryAfterOf(exception: unknown): number | undefined {
  const own = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof own === 'number') return own;
  return isDatabaseUnavailable(exception) ? DATABASE_RETRY_AFTER_SECONDS : undefined;
}

/** Errors thrown without a module code are named after their status: NOT_FOUND, CONFLICT... */
function statusCodeName(status: number): string {
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

function body(
  status: number,
  message: string,
  correlationId: string,
  code?: string,
  details?: unknown,
): ErrorBody {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    code: code ?? statusCodeName(status),
    message,
    ...(details === undefined ? {} : { details }),
    correlationId,
  };
}
