import type {
  DataGridProps,
  GridColDef,
  GridColumnVisibilityModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { readLayout, withSavedWidths, EMPTY_LAYOUT } from '../utils/gridColumnLayout';
import { usePreference } from './usePreference';

/**
 * A data grid's column visibility and widths, saved per person under `grid.<name>.columns`.
 * Spread `gridProps` on the DataGrid and pass the columns through `columns`. `defaults` are the
 * visibilities before the person changed any (`{ exceptions: false }`: hidden at first).
 */
export function useGridColumnLayout<R extends GridValidRowModel>(
  gridName: string,
  columns: GridColDef<R>[],
  defaults: GridColumnVisibilityModel = {},
) {
  const [saved, save] = usePreference<unknown>(`grid.${gridName}.columns`, EMPTY_LAYOUT);
  const layout = useMemo(() => readLayout(saved), [saved]);
  const laidOut = useMemo(() => withSavedWidths(columns, layout.widths), [columns, layout]);
  const gridProps = {
    columnVisibilityModel: { ...defaults, ...layout.visibility },
    onColumnVisibilityModelChange: (visibility: GridColumnVisibilityModel) =>
      save({ ...layout, visibility }),
    onColumnWidthChange: ({ colDef, width }) =>
      save({ ...layout, widths: { ...layout.widths, [colDef.field]: Math.round(width) } }),
  } satisfies Partial<DataGridProps<R>>;
  return { columns: laidOut, gridProps };
}
