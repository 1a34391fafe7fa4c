import { useEffect, useState } from 'react';

/**
 * Seed 001 section 7: the class detail polls every 5 s to 15 s. Starts at `min`; each answer
 * that brings no change adds `min` up to `max`; a change (a new version) starts again at `min`.
 */
export function useBackoffPolling(
  version: number | undefined,
  answeredAt: number | undefined,
  min: number,
  max: number,
) {
  const [pollMs, setPollMs] = useState(min);
  const [seen, setSeen] = useState(version);
  useEffect(() => {
    if (answeredAt === undefined) return;
    if (version !== seen) {
      setSeen(version);
      setPollMs(min);
    } else setPollMs((current) => Math.min(current + min, max));
    // Only a new answer moves the interval.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answeredAt]);
  return pollMs;
}
