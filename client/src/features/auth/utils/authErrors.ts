import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { transportMessage } from '@client/api/describeQueryError';

export function httpStatusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status } = error as FetchBaseQueryError;
  return typeof status === 'number' ? status : undefined;
}

// ours
export const BROWSER_FAILURE =
  'Signing in failed in this browser. Please reload the page and try again.';

/** An HTTP answer or transport failure from the base query, as opposed to a thrown bug. */
export function isQueryError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * Sign-in and recovery answer every refusal alike (so nobody learns which accounts exist);
 * only a rate limit and an unreachable server get their own sentence, the rest reads
 * `fallback`, the seed's wording where it has one.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  return transportMessage(error) ?? fallback;
}
