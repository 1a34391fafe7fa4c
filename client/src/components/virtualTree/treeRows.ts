// The pure part of a long tree list (decision 0050): which rows show after a search and the
// collapsed nodes, which window of them is rendered, and which ancestors stay pinned on top.

/** How to read a tree item: the list is given in tree order (every node before its children). */
export interface TreeAccess<T> {
  id: (item: T) => string;
  parentId: (item: T) => string | null;
  /** 0 for the root row(s), 1 for their children, ... */
  depth: (item: T) => number;
  label: (item: T) => string;
}

export interface TreeRow<T> {
  item: T;
  id: string;
  depth: number;
  /** The node has children in the shown tree (so it can be collapsed). */
  hasChildren: boolean;
  expanded: boolean;
  /** The row's own text holds the search. */
  match: boolean;
  /** The parent's position among the shown rows; -1 for a top row. */
  parent: number;
}

const wordsOf = (search: string) =>
  search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);

/**
 * The items a search keeps: those whose label holds every word typed (any case), their
 * ancestors (so each match shows where it is) and their descendants (a department found shows
 * its jobs). Undefined when there is no search: everything stays.
 */
export function searchKeeps<T>(
  items: readonly T[],
  access: TreeAccess<T>,
  search: string,
): { kept: Set<string>; matches: Set<string> } | undefined {
  const words = wordsOf(search);
  if (words.length === 0) return undefined;
  const parentOf = new Map(items.map((item) => [access.id(item), access.parentId(item)]));
  const own = new Set<string>();
  const kept = new Set<string>();
  // Items at or below a match: tree order puts a parent before its children.
  const under = new Set<string>();
  for (const item of items) {
    const id = access.id(item);
    const parent = access.parentId(item);
    const label = access.label(item).toLowerCase();
    const hit = words.every((word) => label.includes(word));
    if (hit) {
      own.add(id);
      for (let up = parent; up !== null && !kept.has(up); up = parentOf.get(up) ?? null)
        kept.add(up);
    }
    if (hit || (parent !== null && under.has(parent))) {
      under.add(id);
      kept.add(id);
    }
  }
  return { kept, matches: own };
}

/**
 * The rows shown: the search's kept items (all without a search), minus the descendants of
 * collapsed nodes, each with its parent's position for the pinned ancestors.
 */
export function visibleTreeRows<T>(
  items: readonly T[],
  access: TreeAccess<T>,
  collapsed: ReadonlySet<string>,
  search = '',
): TreeRow<T>[] {
  const found = searchKeeps(items, access, search);
  const kept = found ? items.filter((item) => found.kept.has(access.id(item))) : items;
  const rows: TreeRow<T>[] = [];
  // The shown ancestors of the current item, nearest last.
  const stack: number[] = [];
  let hiddenBelow = Infinity;
  kept.forEach((item, i) => {
    const depth = access.depth(item);
    if (depth > hiddenBelow) return;
    hiddenBelow = Infinity;
    while (stack.length > 0 && rows[stack[stack.length - 1]].depth >= depth) stack.pop();
    const id = access.id(item);
    const next = kept[i + 1];
    const hasChildren = next !== undefined && access.depth(next) > depth;
    const expanded = hasChildren && !collapsed.has(id);
    if (hasChildren && !expanded) hiddenBelow = depth;
    rows.push({
      item,
      id,
      depth,
      hasChildren,
      expanded,
      match: found?.matches.has(id) ?? false,
      parent: stack.length > 0 ? stack[stack.length - 1] : -1,
    });
    stack.push(rows.length - 1);
  });
  return rows;
}

/** Every node with children: what "Collapse all" collapses. */
export function parentIds<T>(items: readonly T[], access: TreeAccess<T>): Set<string> {
  const ids = new Set<string>();
  items.forEach((item, i) => {
    const next = items[i + 1];
    if (next !== undefined && access.depth(next) > access.depth(item)) ids.add(access.id(item));
  });
  return ids;
}

/** The rows to render for a scroll position: those in view and `overscan` more each side. */
export function rowWindow(
  count: number,
  scrollTop: number,
  viewHeight: number,
  rowHeight: number,
  overscan = 8,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewHeight) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

/**
 * The ancestors pinned on top of the list at a scroll position, outermost first: those of the
 * first row not hidden under the pinned ones, each pinned once its own row has scrolled above
 * its slot. Pinning k rows covers k more rows; the stack only grows, so this settles.
 */
export function pinnedAncestors<T>(
  rows: readonly TreeRow<T>[],
  scrollTop: number,
  rowHeight: number,
): number[] {
  if (rows.length === 0) return [];
  const top = Math.max(0, scrollTop) / rowHeight;
  let pinned: number[] = [];
  for (let round = 0; round < 8; round++) {
    const under = Math.min(rows.length - 1, Math.floor(top + pinned.length));
    const chain: number[] = [];
    for (let up = rows[under].parent; up >= 0; up = rows[up].parent) chain.unshift(up);
    const next = chain.filter((index, slot) => index < top + slot);
    // Pinning only grows: a longer stack hides rows whose shorter chain would unpin it again.
    if (next.length <= pinned.length) break;
    pinned = next;
  }
  return pinned;
}
