import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

export const CORRELATION_HEADER = 'X-Correlation-Id';

/** Accepts a caller's id when it looks sane, so logs of several services line up. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-correlation-id'] ?? request.headers['x-request-id'];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && /^[\w.-]{8,100}$/.test(value) ? value : randomUUID();
}

export function correlationIdOf(request: { id?: unknown }): string {
  return typeof request.id === 'string' ? request.id : 'unknown';
}
