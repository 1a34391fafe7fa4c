import { Box, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridPaginationModelSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type DataGridProps,
  type GridApi,
  type GridColDef,
  type GridFilterModel,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { GridSearchToolbar } from './GridSearchToolbar';
import {
  groupRows,
  isGroupRow,
  matchesQuickFilter,
  type GroupedRow,
  type GroupHeaderRow,
} from './groupedRows';

type Counts = { total: number; shown: number; emptyText: string; noMatchText: string };
const CountsContext = createContext<Counts>({ total: 0, shown: 0, emptyText: '', noMatchText: '' });

/**
 * GridStatusFooter's status bar, counting leaves (header rows are not rows to the reader); the
 * pager, which counts the grid's lines headers included, only when there is more than a page.
 */
function GroupedStatusFooter() {
  const { total, shown } = useContext(CountsContext);
  const apiRef = useGridApiContext();
  const lines = useGridSelector(apiRef, gridRowCountSelector);
  const { pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  return (
    <GridFooterContainer sx={{ px: 2, minHeight: 52 }}>
      <Typography variant="body2" color="text.secondary" data-testid="grid-status">
        Total rows: {total} · Filtered rows: {shown}
      </Typography>
      {lines > pageSize && <GridPagination />}
    </GridFooterContainer>
  );
}

/**
 * The free grid pages at 100 lines at most, header lines included; its pager speaks of rows
 * like every other grid's, and counts only the leaves, so it agrees with the status bar.
 */
function pagerText(rows: readonly { kind?: unknown }[]): DataGridProps['localeText'] {
  // leavesUpTo[i]: leaves among the first i lines.
  const leavesUpTo = [0];
  for (const row of rows)
    leavesUpTo.push(leavesUpTo[leavesUpTo.length - 1] + (isGroupRow(row) ? 0 : 1));
  const leaves = leavesUpTo[leavesUpTo.length - 1];
  return {
    paginationRowsPerPage: 'Rows per page:',
    paginationDisplayedRows: ({ from, to }) =>
      `${Math.min(leavesUpTo[Math.max(from - 1, 0)] + 1, leaves)}–${leavesUpTo[Math.min(to, rows.length)]} of ${leaves}`,
  };
}

function GroupedNoRows() {
  const { total, emptyText, noMatchText } = useContext(CountsContext);
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      {total === 0 ? emptyText : noMatchText}
    </Stack>
  );
}

function DefaultGroupHeader({ row }: { row: GroupHeaderRow }) {
  return (
    <Typography
      variant={row.level === 0 ? 'subtitle1' : 'subtitle2'}
      sx={{ pl: row.level * 3, fontWeight: 600, lineHeight: 'inherit' }}
      data-testid={`group-${row.level}`}
    >
      {row.label}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({row.count})
      </Typography>
    </Typography>
  );
}

const renderDefaultGroup = (row: GroupHeaderRow) => <DefaultGroupHeader row={row} />;

/** A leaf passes the filter panel's items, judged by the grid's own operators. */
function passesFilterItems<T extends GridValidRowModel>(
  leaf: T,
  model: GridFilterModel,
  apiRef: RefObject<GridApi | null>,
): boolean {
  const api = apiRef.current;
  if (!api || model.items.length === 0) return true;
  const results: boolean[] = [];
  for (const item of model.items) {
    const column = api.getColumn(item.field) as GridColDef<T> | undefined;
    const operator = column?.filterOperators?.find((o) => o.value === item.operator);
    const apply = column && operator?.getApplyFilterFn(item, column);
    if (!column || !apply) continue; // an item still being typed
    results.push(apply(api.getRowValue(leaf, column), leaf, column, apiRef as never));
  }
  if (results.length === 0) return true;
  return model.logicOperator === 'or' ? results.some(Boolean) : results.every(Boolean);
}

/**
 * A leaf column made to carry header rows too: a header spans every visible column and shows
 * its label; the column's own getters and renderer only ever see leaves.
 */
function withGroupHeaders<T extends GridValidRowModel>(
  column: GridColDef<T>,
  renderGroup: (row: GroupHeaderRow) => ReactNode,
): GridColDef<GroupedRow<T>> {
  type Leaf = GridColDef<T>;
  const { colSpan, valueGetter, valueFormatter, renderCell } = column;
  return {
    ...(column as unknown as GridColDef<GroupedRow<T>>),
    sortable: false,
    colSpan: (value, row, col, apiRef) => {
      if (isGroupRow(row)) return apiRef.current.getVisibleColumns().length;
      return typeof colSpan === 'function'
        ? colSpan(value, row as T, col as unknown as Leaf, apiRef)
        : colSpan;
    },
    valueGetter: (value, row, col, apiRef) => {
      if (isGroupRow(row)) return undefined;
      return valueGetter
        ? valueGetter(value as never, row as T, col as unknown as Leaf, apiRef)
        : value;
    },
    valueFormatter: (value, row, col, apiRef) => {
      if (isGroupRow(row)) return '';
      return valueFormatter
        ? valueFormatter(value as never, row as T, col as unknown as Leaf, apiRef)
        : value;
    },
    renderCell: (params) => {
      if (isGroupRow(params.row)) return renderGroup(params.row);
      return renderCell
        ? renderCell(params as unknown as GridRenderCellParams<T>)
        : (params.formattedValue as ReactNode);
    },
  };
}

export type GroupedDataGridProps<T extends GridValidRowModel> = Omit<
  DataGridProps<GroupedRow<T>>,
  'rows' | 'columns' | 'filterModel' | 'filterMode'
> & {
  /** The rows before grouping, in the order they are to show within their groups. */
  leaves: readonly T[];
  getLeafId: (leaf: T) => string;
  /** The outer group's label (e.g. the client), then the inner one's (e.g. the session time). */
  outerGroup: (leaf: T) => string;
  innerGroup: (leaf: T) => string;
  /** The values the quick filter searches in. */
  searchValues: (leaf: T) => readonly unknown[];
  /** Columns of a leaf; sorting is off (the groups fix the order). */
  columns: GridColDef<T>[];
  /** Shown when there are no leaves at all, e.g. "No exams on this day." */
  emptyText: string;
  /** Shown when the filters leave none. */
  noMatchText?: string;
  renderGroup?: (row: GroupHeaderRow) => ReactNode;
};

/**
 * A free MUI X Data Grid with two levels of group header rows (see groupedRows.ts): the
 * seeds' search field (GridSearchToolbar) and the filter panel filter the leaves, a header
 * shows while one of its leaves does, and the status bar counts leaves.
 */
export function GroupedDataGrid<T extends GridValidRowModel>({
  leaves,
  getLeafId,
  outerGroup,
  innerGroup,
  searchValues,
  columns,
  emptyText,
  noMatchText = 'No rows match the search.',
  renderGroup = renderDefaultGroup,
  slots,
  sx,
  localeText,
  onFilterModelChange,
  ...gridProps
}: GroupedDataGridProps<T>) {
  const apiRef = useGridApiRef();
  // The filter is held here (it filters the leaves, not the rows); it starts from the
  // initial state's (a URL's, useGridUrlView) and is told to the caller when it changes.
  const [filterModel, setFilterModel] = useState<GridFilterModel>(
    () => gridProps.initialState?.filter?.filterModel ?? { items: [] },
  );
  const shown = useMemo(
    () =>
      leaves.filter(
        (leaf) =>
          matchesQuickFilter(filterModel.quickFilterValues ?? [], searchValues(leaf)) &&
          passesFilterItems(leaf, filterModel, apiRef),
      ),
    [leaves, filterModel, searchValues, apiRef],
  );
  const rows = useMemo(
    () => groupRows(shown, getLeafId, outerGroup, innerGroup),
    [shown, getLeafId, outerGroup, innerGroup],
  );
  const gridColumns = useMemo(
    () => columns.map((column) => withGroupHeaders(column, renderGroup)),
    [columns, renderGroup],
  );
  const pager = useMemo(() => pagerText(rows), [rows]);
  const counts = useMemo(
    () => ({ total: leaves.length, shown: shown.length, emptyText, noMatchText }),
    [leaves.length, shown.length, emptyText, noMatchText],
  );

  return (
    <CountsContext.Provider value={counts}>
      <Box sx={{ height: '100%', minHeight: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={gridColumns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model, details) => {
            setFilterModel(model);
            onFilterModelChange?.(model, details);
          }}
          disableColumnSorting
          disableRowSelectionOnClick
          showToolbar
          localeText={{ ...pager, ...localeText }}
          isRowSelectable={({ row }) => !isGroupRow(row)}
          getRowClassName={({ row }) =>
            isGroupRow(row) ? `grouped-row grouped-row--level-${row.level}` : ''
          }
          slots={{
            toolbar: GridSearchToolbar,
            footer: GroupedStatusFooter,
            noRowsOverlay: GroupedNoRows,
            ...slots,
          }}
          sx={[
            {
              '& .grouped-row--level-0': { bgcolor: 'action.selected' },
              '& .grouped-row--level-1': { bgcolor: 'action.hover' },
            },
            ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
          ]}
          {...gridProps}
        />
      </Box>
    </CountsContext.Provider>
  );
}
