import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Keys to set (a string) or drop (null or '') in the URL's query. */
export type UrlViewChanges = Record<string, string | null>;

/**
 * A screen's view state (a tab, a filter, a search, a page) kept in the URL's query, so that a
 * reload, Back and a shared link return to the same view. `read(key, fallback)` gives a key's
 * value; `change` sets several keys in one history step: pushed for a deliberate move (a tab),
 * replaced for typing and filtering (`replace: true`), so Back is not flooded with keystrokes.
 * The path and the hash (the tree's open PDA) stay as they are.
 *
 * `change` starts from the query it last wrote, not from the render it was created in: a click
 * and a keystroke in quick succession (the router re-renders in a transition) would otherwise
 * each start from the old query and the second would drop the first's key.
 */
export function useUrlView() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const read = useCallback((key: string, fallback = '') => params.get(key) ?? fallback, [params]);
  const latest = useRef(location.search);
  useLayoutEffect(() => {
    latest.current = location.search;
  }, [location.search]);
  const change = useCallback(
    (changes: UrlViewChanges, { replace = false }: { replace?: boolean } = {}) => {
      const before = new URLSearchParams(latest.current);
      const next = new URLSearchParams(before);
      for (const [key, value] of Object.entries(changes))
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      if (next.toString() === before.toString()) return;
      const search = next.size ? `?${next}` : '';
      latest.current = search;
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.hash],
  );
  // For what is read once, as something is drawn (a grid's initial state): the query as last
  // written, even in a render that the router's transition has not reached yet.
  const readLatest = (key: string, fallback = '') =>
    new URLSearchParams(latest.current).get(key) ?? fallback;
  return { read, readLatest, change };
}
