/**
 * Read your writes on any instance (decision 0044): every write's answer carries the database
 * position after it (X-Write-Position); each request sends the latest one this tab was
 * answered (X-Read-After), and whichever instance the balancer picks hears that write before
 * it answers from its caches.
 */
const POSITION = /^[0-9a-f]{16}$/;

let latest: string | undefined;

/** Keeps the answer's write position when it is later than the one held. */
export function noteWritePosition(headers: Headers | undefined): void {
  notePosition(headers?.get('X-Write-Position'));
}

/**
 * Keeps a position when it is later than the one held: a write's answer, or a pushed DIRTY's
 * (the refetch it starts may reach an instance that has not heard the change yet).
 */
export function notePosition(position: unknown): void {
  if (
    typeof position === 'string' &&
    POSITION.test(position) &&
    (latest === undefined || position > latest)
  )
    latest = position;
}

/** The latest write position this tab was answered, if any. */
export function readAfterPosition(): string | undefined {
  return latest;
}

/** Tests: forget the held position. */
export function resetWritePosition(): void {
  latest = undefined;
}
