import { POLL_SESSIONS_MS, POLL_SESSIONS_POPOVER_OPEN_MS } from '@domain/timing';
import { useFailureMessage } from '@client/hooks/useFailureMessage';
import { useEndSessionMutation, useListMySessionsQuery } from '../api/realtimeApi';

/**
 * The person's own open sessions (private/sessions): read every 60 s (seed 000), every 5 s
 * while the connection popover shows them. Ending one of the others is a DELETE; a failure
 * keeps the list and says why.
 */
export function useMySessions(popoverOpen: boolean) {
  const sessions = useListMySessionsQuery(undefined, {
    pollingInterval: popoverOpen ? POLL_SESSIONS_POPOVER_OPEN_MS : POLL_SESSIONS_MS,
    skipPollingIfUnfocused: true,
  });
  const [endSession, { isLoading: ending }] = useEndSessionMutation();
  const { message: endError, fail: failEndError, set: setEndError } = useFailureMessage();
  const end = async (id: string) => {
    setEndError(null);
    try {
      await endSession({ id }).unwrap();
    } catch (failure) {
      failEndError(failure);
    }
  };
  return { sessions, end, ending, endError };
}
