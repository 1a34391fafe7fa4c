// Two-level grouping for the free MUI X Data Grid (which has no row grouping): header rows
// inserted before each group's leaves. Filtering is done on the leaves first, so a header
// shows only while one of its leaves does, and counts are of leaves. GroupedDataGrid renders
// the result.

export type GroupHeaderRow = {
  kind: 'group';
  id: string;
  /** 0: the outer group (e.g. the client), 1: the inner one (e.g. the session time). */
  level: 0 | 1;
  label: string;
  /** Leaves under this header after filtering. */
  count: number;
};

export type LeafRow<T> = T & { kind: 'leaf'; id: string };
export type GroupedRow<T> = GroupHeaderRow | LeafRow<T>;

export const isGroupRow = (row: { kind?: unknown }): row is GroupHeaderRow => row.kind === 'group';

/** The words of a quick filter: what the grid's search field gives, or a typed string. */
const wordsOf = (query: string | readonly string[]) =>
  (typeof query === 'string' ? query.split(/\s+/) : query)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);

/**
 * The seeds' quick filter: every word typed appears, ignoring case, in one of the row's
 * values (not necessarily the same one).
 */
export function matchesQuickFilter(
  query: string | readonly string[],
  values: readonly unknown[],
): boolean {
  const words = wordsOf(query);
  if (words.length === 0) return true;
  const texts = values
    .filter((v) => v !== null && v !== undefined)
    .map((v) => String(v).toLowerCase());
  return words.every((word) => texts.some((text) => text.includes(word)));
}

/**
 * Leaves in the order given, grouped by `outer` then `inner` (keys in first-seen order), each
 * group preceded by its header row. The keys are the headers' labels.
 */
export function groupRows<T>(
  leaves: readonly T[],
  idOf: (leaf: T) => string,
  outer: (leaf: T) => string,
  inner: (leaf: T) => string,
): GroupedRow<T>[] {
  const groups = new Map<string, Map<string, T[]>>();
  for (const leaf of leaves) {
    const byInner = groups.get(outer(leaf)) ?? new Map<string, T[]>();
    groups.set(outer(leaf), byInner);
    byInner.set(inner(leaf), [...(byInner.get(inner(leaf)) ?? []), leaf]);
  }
  const rows: GroupedRow<T>[] = [];
  for (const [outerKey, byInner] of groups) {
    const count = [...byInner.values()].reduce((n, list) => n + list.length, 0);
    rows.push({ kind: 'group', id: `group:${outerKey}`, level: 0, label: outerKey, count });
    for (const [innerKey, list] of byInner) {
      rows.push({
        kind: 'group',
        id: `group:${outerKey}:${innerKey}`,
        level: 1,
        label: innerKey,
        count: list.length,
      });
      for (const leaf of list) rows.push({ ...leaf, kind: 'leaf', id: idOf(leaf) });
    }
  }
  return rows;
}
