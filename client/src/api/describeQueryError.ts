import { GENERIC_ERROR } from '@domain/messages';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data || undefined;
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join(', ');
  }
  return undefined;
}

/** One line for a person: the HTTP status or transport failure and the server's message. */
export function describeQueryError(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) return error.message ?? 'Unknown error';
  if (typeof error.status === 'number') {
    const message = messageOf(error.data);
    return message ? `HTTP ${error.status}: ${message}` : `HTTP ${error.status}`;
  }
  return `${error.status}: ${error.error}`;
}

// ours: the seeds do not word these two.
export const SERVER_UNREACHABLE =
  'The server cannot be reached. Please check your connection and try again.';

export function tooManyAttempts(retryAfterSeconds?: number): string {
  const wait =
    retryAfterSeconds === undefined
      ? 'Please wait a moment'
      : `Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return `Too many attempts. ${wait} and try again.`;
}

function isTransportFailure(status: FetchBaseQueryError['status']): boolean {
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * A sentence for a person when the status says it all (a rate limit, an unreachable server),
 * else undefined. The base query puts Retry-After into a 429's data.
 */
export function transportMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status, data } = error as FetchBaseQueryError & { data?: unknown };
  if (isTransportFailure(status)) return SERVER_UNREACHABLE;
  if (status !== 429) return undefined;
  const seconds = (data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  return tooManyAttempts(seconds);
}

/**
 * What to show a person in an alert or snackbar: the server's own message ('You cannot
 * disable yourself'), without the status code, which means nothing to them.
 */
export function queryErrorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (!error || typeof error !== 'object') return fallback;
  if (!('status' in error)) return (error as SerializedError).message || fallback;
  return transportMessage(error) ?? messageOf((error as { data?: unknown }).data) ?? fallback;
}
