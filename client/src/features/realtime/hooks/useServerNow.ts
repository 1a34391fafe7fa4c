import { POLL_SERVER_TIMESTAMP_MS } from '@domain/timing';
import { useCallback } from 'react';
import { useGetNowQuery } from '../api/realtimeApi';

/**
 * The server's clock (public/now, read every 60 s as seed 000 says), as a function giving the
 * current time by it. "Today" on a roster is the server's day: a tablet whose clock is off
 * still opens the right one. Until the first answer, and if it fails, the device's clock.
 */
export function useServerNow(): () => Date {
  const { data, fulfilledTimeStamp } = useGetNowQuery(undefined, {
    pollingInterval: POLL_SERVER_TIMESTAMP_MS,
    skipPollingIfUnfocused: true,
  });
  // The answer is at most one round trip old when it lands: good enough for picking a day.
  const offset = data && fulfilledTimeStamp ? data.epochMs - fulfilledTimeStamp : 0;
  return useCallback(() => new Date(Date.now() + offset), [offset]);
}
