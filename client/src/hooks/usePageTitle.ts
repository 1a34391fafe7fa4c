import { useEffect } from 'react';
import { PRODUCT_NAME } from '../app/product';

/** "Rosters 2026-11-25 - Placement Portal": the page's words first, so tabs stay telling. */
export function pageTitle(...parts: (string | undefined | null | false)[]): string {
  const page = parts.filter(Boolean).join(' ');
  return page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Sets the browser title while the page is shown. Each route calls it once, in its page
 * component (a nested call would be overwritten by its parent's effect).
 */
export function usePageTitle(...parts: (string | undefined | null | false)[]) {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
