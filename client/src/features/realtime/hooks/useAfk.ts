import { AFK_AFTER_MS } from '@domain/timing';
import { useEffect, useRef, useState } from 'react';

const INPUT_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Whether the person has been away from the keyboard: true after `afterMs` without mouse,
 * keyboard or touch input, false again at the next input.
 */
export function useAfk(afterMs: number = AFK_AFTER_MS): boolean {
  const [away, setAway] = useState(false);
  const awayRef = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        awayRef.current = true;
        setAway(true);
      }, afterMs);
    };
    const onInput = () => {
      if (awayRef.current) {
        awayRef.current = false;
        setAway(false);
      }
      arm();
    };
    arm();
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
    };
  }, [afterMs]);

  return away;
}
