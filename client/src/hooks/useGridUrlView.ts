import type { DataGridProps, GridInitialState, GridValidRowModel } from '@mui/x-data-grid';
import { useRef } from 'react';
import { filterFromUrl, filterToUrl, sortFromUrl, sortToUrl } from './gridUrlView';
import { useUrlView } from './useUrlView';

/**
 * A data grid's filter and sort kept in the URL (see gridUrlView.ts), so a reload, Back and a
 * shared link show the same rows. Spread the result on the DataGrid in place of its
 * `initialState`, which is given here: the URL's filter and sort win over it. A grid reads it
 * only as it is drawn, so it follows the URL: a grid drawn anew (a phone's own column order, on
 * a resize) starts from what was typed. Each change replaces the history entry (typing is not
 * a step of Back).
 */
export function useGridUrlView<R extends GridValidRowModel>(
  grid: string,
  initial: GridInitialState = {},
) {
  const view = useUrlView();
  const base = useRef(initial).current;
  // Built at each render (a few keys), from the query as last written: a grid drawn in a render
  // the router's transition has not reached yet must not start from the query before.
  const filterModel = filterFromUrl(grid, view.readLatest);
  const sortModel = sortFromUrl(grid, view.readLatest);
  const initialState: GridInitialState = {
    ...base,
    ...(filterModel && { filter: { filterModel } }),
    ...(sortModel && { sorting: { sortModel } }),
  };
  return {
    initialState,
    onFilterModelChange: (model) => view.change(filterToUrl(grid, model), { replace: true }),
    onSortModelChange: (model) => view.change(sortToUrl(grid, model), { replace: true }),
  } satisfies Partial<DataGridProps<R>>;
}
