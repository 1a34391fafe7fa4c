import { useCallback, useState } from 'react';
import { queryErrorMessage } from '../api/describeQueryError';
import type { Notice } from '../components/NoticeSnackbar';

/**
 * Runs a screen's one-click actions: busy while one runs, a success or error notice after it
 * (the error naming the server's message), then the screen's refresh. `run` keeps its identity,
 * so grids built from it are not rebuilt at every poll.
 */
export function useNoticedAction(refresh: () => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<unknown>, done: string, failed: string) => {
      setBusy(true);
      try {
        await action();
        setNotice({ severity: 'success', message: done });
        refresh();
      } catch (error) {
        setNotice({ severity: 'error', message: `${failed}: ${queryErrorMessage(error)}` });
      } finally {
        setBusy(false);
      }
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
