import { useCallback, useState } from 'react';
import { queryErrorMessage } from '../../../api/describeQueryError';
import type { Notice } from '../../../components/NoticeSnackbar';
import { useLazyDisposeCachesQuery, useLazyRemoveCacheRegionQuery } from '../api/cacheApi';

/**
 * Remove one region or dispose of them all (on every instance), then refresh the grid. The
 * callbacks keep their identity, so the grid's columns are not rebuilt at every poll.
 */
export function useCacheActions(refresh: () => void) {
  const [removeRegion] = useLazyRemoveCacheRegionQuery();
  const [disposeCaches] = useLazyDisposeCachesQuery();
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

  const remove = useCallback(
    (region: string) =>
      run(
        () => removeRegion({ region }).unwrap(),
        `Region ${region} was emptied.`,
        `Could not empty ${region}`,
      ),
    [removeRegion, run],
  );

  const disposeAll = useCallback(
    () =>
      run(
        () => disposeCaches().unwrap(),
        'Every cache region was emptied.',
        'Could not empty the caches',
      ),
    [disposeCaches, run],
  );

  const closeNotice = useCallback(() => setNotice(null), []);

  return { busy, notice, closeNotice, remove, disposeAll };
}
