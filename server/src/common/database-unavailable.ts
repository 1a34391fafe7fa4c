import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is
 * wrong": the server is restarting or was killed, a connection was cut, or none could be made.
 * They answer 503 with Retry-After, so clients retry instead of reporting a bug.
 */

/** Seconds a client should wait before retrying; an embedded restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network errors of the pg driver (the `code` of Node's socket errors). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * SQLSTATEs: 57P01 admin_shutdown (a fast stop ends every session), 57P02 crash_shutdown
 * (another backend crashed), 57P03 cannot_connect_now (starting up or in recovery), and class
 * 08, connection exceptions.
 */
const SQLSTATES = /^(57P0[123]|08\d{3})$/;

/** What pg says when the socket closes under it, or a pooled client broke. */
const MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)$/;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (error instanceof Error && MESSAGES.test(error.message)) return true;
  // TypeORM releases a transaction's runner when its connection reports an error (the server
  // went away under it); the transaction's next query or its COMMIT then fails with these.
  if (
    error instanceof QueryRunnerAlreadyReleasedError ||
    error instanceof QueryRunnerProviderAlreadyReleasedError
  )
    return true;
  // TypeORM keeps the driver's error as driverError; a host with two addresses (localhost)
  // refuses with an AggregateError of both.
  const { driverError, errors } = error as { driverError?: unknown; errors?: unknown };
  if (driverError !== undefined && isDatabaseUnavailable(driverError, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
