import { TOKEN_RENEW_INTERVAL_MS } from '@domain/timing';
import { useEffect } from 'react';
import { useLazyRenewTokenQuery } from '../api/authApi';

/**
 * Swaps the JWT (15 minutes) for a fresh one every minute while signed in. The base query
 * stores the answer and ends the session if the server refuses.
 */
export function useTokenRenewal(enabled: boolean) {
  const [renew] = useLazyRenewTokenQuery();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => void renew(), TOKEN_RENEW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, renew]);
}
