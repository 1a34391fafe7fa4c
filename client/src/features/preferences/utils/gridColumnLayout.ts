import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/** What a grid remembers of its columns: which are hidden and widths the person dragged. */
export interface GridColumnLayout {
  visibility: GridColumnVisibilityModel;
  widths: Record<string, number>;
}

export const EMPTY_LAYOUT: GridColumnLayout = { visibility: {}, widths: {} };

/** A saved value from an older or foreign shape must not break the grid. */
export function readLayout(saved: unknown): GridColumnLayout {
  if (!saved || typeof saved !== 'object') return EMPTY_LAYOUT;
  const { visibility, widths } = saved as Partial<GridColumnLayout>;
  const booleans = Object.entries(visibility ?? {}).filter(([, v]) => typeof v === 'boolean');
  const numbers = Object.entries(widths ?? {}).filter(
    ([, w]) => typeof w === 'number' && Number.isFinite(w) && w > 0,
  );
  return { visibility: Object.fromEntries(booleans), widths: Object.fromEntries(numbers) };
}

/** A dragged width replaces the column's flex, which would otherwise win over it. */
export function withSavedWidths<R extends GridValidRowModel>(
  columns: GridColDef<R>[],
  widths: Record<string, number>,
): GridColDef<R>[] {
  return columns.map((column) =>
    widths[column.field] === undefined
      ? column
      : { ...column, width: widths[column.field], flex: undefined },
  );
}
