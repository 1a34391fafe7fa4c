import type { DataGridProps, GridInitialState, GridValidRowModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { filterFromUrl, filterToUrl, sortFromUrl, sortToUrl } from './gridUrlView';
import { useUrlView } from './useUrlView';

/**
 * A data grid's filter and sort kept in the URL (see gridUrlView.ts), so a reload, Back and a
 * shared link show the same rows. Spread the result on the DataGrid in place of its
 * `initialState`, which is given here: the URL's filter and sort win over it. Read once, as
 * the grid is drawn; each change replaces the history entry (typing is not a step of Back).
 */
export function useGridUrlView<R extends GridValidRowModel>(
  grid: string,
  initial: GridInitialState = {},
) {
  const view = useUrlView();
  const [initialState] = useState<GridInitialState>(() => {
    const filterModel = filterFromUrl(grid, view.read);
    const sortModel = sortFromUrl(grid, view.read);
    return {
      ...initial,
      ...(filterModel && { filter: { filterModel } }),
      ...(sortModel && { sorting: { sortModel } }),
    };
  });
  return {
    initialState,
    onFilterModelChange: (model) => view.change(filterToUrl(grid, model), { replace: true }),
    onSortModelChange: (model) => view.change(sortToUrl(grid, model), { replace: true }),
  } satisfies Partial<DataGridProps<R>>;
}
