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
