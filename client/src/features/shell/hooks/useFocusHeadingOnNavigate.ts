import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading after a navigation (it loads its data first). */
const WAIT_MS = 3000;

/**
 * After each change of page (not the first one), moves focus to the new page's heading, so a
 * keyboard or screen-reader user starts reading where the page starts instead of on the link
 * that disappeared. The heading gets tabIndex -1 to take focus without joining the tab order.
 */
export function useFocusHeadingOnNavigate(container: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    const until = Date.now() + WAIT_MS;
    const focusHeading = () => {
      const heading = container.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (Date.now() < until) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, container]);
}
