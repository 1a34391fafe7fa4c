import { useCallback } from 'react';
import { useNoticedAction } from '@client/hooks/useNoticedAction';
import { useLazyDisposeCachesQuery, useLazyRemoveCacheRegionQuery } from '../api/cacheApi';

/** Remove one region or dispose of them all (on every instance), then refresh the grid. */
export function useCacheActions(refresh: () => void) {
  const [removeRegion] = useLazyRemoveCacheRegionQuery();
  const [disposeCaches] = useLazyDisposeCachesQuery();
  const { run, ...state } = useNoticedAction(refresh);

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

  return { ...state, remove, disposeAll };
}
