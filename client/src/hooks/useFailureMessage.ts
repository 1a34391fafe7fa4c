import { useCallback, useState } from 'react';
import { queryErrorMessage } from '../api/describeQueryError';

/**
 * The one way a screen keeps the message of a request that failed, for its alert or its form:
 * the server's own words (queryErrorMessage: no status code, the rate limit and an unreachable
 * server in words), after `prefix` where the screen words the failure ("The class could not be
 * created: "). `set` puts a message of the screen's own (a check before sending), `clear`
 * removes it.
 */
export function useFailureMessage(prefix = '') {
  const [message, set] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => set(`${prefix}${queryErrorMessage(error)}`),
    [prefix],
  );
  const clear = useCallback(() => set(null), []);
  return { message, fail, set, clear };
}
