import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `fn` at most once per `ms`, on both edges: the first call runs at once, calls within
 * the window are folded into one trailing call with the latest arguments (the seed's text area
 * autosave: a 1 s throttle on the leading and trailing edge). A pending call runs on unmount,
 * so nothing typed is lost.
 */
export function useThrottledCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useRef(fn);
  const last = useRef(0);
  const pending = useRef<A | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = fn;
  }, [fn]);

  const flush = useCallback(() => {
    timer.current = undefined;
    if (!pending.current) return;
    const args = pending.current;
    pending.current = null;
    last.current = Date.now();
    latest.current(...args);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      flush();
    },
    [flush],
  );

  return useCallback(
    (...args: A) => {
      pending.current = args;
      const wait = last.current + ms - Date.now();
      if (wait <= 0 && timer.current === undefined) flush();
      else if (timer.current === undefined) timer.current = setTimeout(flush, Math.max(wait, 0));
    },
    [flush, ms],
  );
}
