import { useCallback, useState } from 'react';
import { queryErrorMessage } from '../api/describeQueryError';
import type { Notice } from '../components/NoticeSnackbar';

/**
 * Runs a screen's one-click actions: busy while one runs, a success or error notice after it
 * (the error naming the server's message, a success worded from the answer when it has more to
 * say), then the screen's refresh unless the action removed what the screen shows. `run` keeps
 * its identity, so grids built from it are not rebuilt at every poll; it answers whether the
 * action succeeded.
 */
export function useNoticedAction(refresh: () => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T>(
      action: () => Promise<T>,
      done: string | ((result: T) => Notice),
      failed: string,
      { refresh: refreshAfter = true }: { refresh?: boolean } = {},
    ): Promise<boolean> => {
      setBusy(true);
      let result: T;
      try {
        result = await action();
      } catch (error) {
        setNotice({ severity: 'error', message: `${failed}: ${queryErrorMessage(error)}` });
        return false;
      } finally {
        setBusy(false);
      }
      setNotice(typeof done === 'string' ? { severity: 'success', message: done } : done(result));
      if (refreshAfter) refresh();
      return true;
    },
    [refresh],
  );

  const closeNotice = useCallback(() => setNotice(null), []);
  /** A success done elsewhere (a dialog's save) told the same way. */
  const announce = useCallback(
    (message: string) => setNotice({ severity: 'success', message }),
    [],
  );

  return { busy, notice, closeNotice, announce, run };
}
