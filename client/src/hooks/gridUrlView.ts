import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';

/**
 * How a data grid's filter and sort travel in the URL's query, under the grid's name so that
 * two grids of one page keep theirs apart: `users.q` the search words, `users.f` the filter
 * panel's conditions (JSON), `users.s` the sort (`userCode:asc,lastName:desc`).
 */
export const gridUrlKeys = (grid: string) => ({ q: `${grid}.q`, f: `${grid}.f`, s: `${grid}.s` });

type Read = (key: string) => string;

const isItem = (x: unknown): x is GridFilterItem =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as GridFilterItem).field === 'string' &&
  typeof (x as GridFilterItem).operator === 'string';

/** The filter the URL names, or undefined when it names none (or only what cannot be read). */
export function filterFromUrl(grid: string, read: Read): GridFilterModel | undefined {
  const keys = gridUrlKeys(grid);
  const words = read(keys.q).split(' ').filter(Boolean);
  let items: GridFilterItem[] = [];
  try {
    const parsed: unknown = JSON.parse(read(keys.f) || '[]');
    if (Array.isArray(parsed)) items = parsed.filter(isItem);
  } catch {
    // A link edited by hand: its filter is dropped, the rest of the view still opens.
  }
  if (!words.length && !items.length) return undefined;
  return { items, quickFilterValues: words };
}

/** The sort the URL names, or undefined. */
export function sortFromUrl(grid: string, read: Read): GridSortModel | undefined {
  const model: GridSortModel = read(gridUrlKeys(grid).s)
    .split(',')
    .map((part) => part.split(':'))
    .filter(([field, sort]) => field && (sort === 'asc' || sort === 'desc'))
    .map(([field, sort]) => ({ field, sort: sort as 'asc' | 'desc' }));
  return model.length ? model : undefined;
}

/** The URL's keys for a filter (null drops a key). */
export function filterToUrl(grid: string, model: GridFilterModel): Record<string, string | null> {
  const keys = gridUrlKeys(grid);
  const items = model.items
    .filter((i) => i.value !== undefined && i.value !== '')
    .map(({ field, operator, value }) => ({ field, operator, value }));
  return {
    [keys.q]: (model.quickFilterValues ?? []).join(' ') || null,
    [keys.f]: items.length ? JSON.stringify(items) : null,
  };
}

/** The URL's key for a sort. */
export function sortToUrl(grid: string, model: GridSortModel): Record<string, string | null> {
  const text = model.map((s) => `${s.field}:${s.sort ?? 'asc'}`).join(',');
  return { [gridUrlKeys(grid).s]: text || null };
}
