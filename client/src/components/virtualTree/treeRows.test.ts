import { describe, expect, it } from 'vitest';
import {
  parentIds,
  pinnedAncestors,
  rowWindow,
  visibleTreeRows,
  type TreeAccess,
} from './treeRows';

type Node = { id: string; parent: string | null; depth: number; name: string };
const access: TreeAccess<Node> = {
  id: (n) => n.id,
  parentId: (n) => n.parent,
  depth: (n) => n.depth,
  label: (n) => n.name,
};
const node = (id: string, parent: string | null, depth: number, name = id): Node => ({
  id,
  parent,
  depth,
  name,
});

// site > [paint > [prime, top coat], trim > [door line > [hinge fitter], seat fitter]]
const TREE = [
  node('site', null, 0, 'Riverside Site'),
  node('paint', 'site', 1, 'Paint Shop'),
  node('prime', 'paint', 2, 'Primer Sprayer'),
  node('coat', 'paint', 2, 'Top Coat Sprayer'),
  node('trim', 'site', 1, 'Trim Shop'),
  node('door', 'trim', 2, 'Door Line'),
  node('hinge', 'door', 3, 'Hinge Fitter'),
  node('seat', 'trim', 2, 'Seat Fitter'),
];
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('visibleTreeRows', () => {
  it('shows every node in tree order with its parent and whether it has children', () => {
    const rows = visibleTreeRows(TREE, access, new Set());
    expect(ids(rows)).toEqual(TREE.map((n) => n.id));
    expect(rows.map((r) => r.parent)).toEqual([-1, 0, 1, 1, 0, 4, 5, 4]);
    expect(rows.filter((r) => r.hasChildren).map((r) => r.id)).toEqual([
      'site',
      'paint',
      'trim',
      'door',
    ]);
  });

  it('hides the descendants of a collapsed node, the node itself stays', () => {
    const rows = visibleTreeRows(TREE, access, new Set(['trim']));
    expect(ids(rows)).toEqual(['site', 'paint', 'prime', 'coat', 'trim']);
    expect(rows[4]).toMatchObject({ hasChildren: true, expanded: false });
  });

  it('keeps a match deep in the tree with its ancestors only', () => {
    const rows = visibleTreeRows(TREE, access, new Set(), 'hinge');
    expect(ids(rows)).toEqual(['site', 'trim', 'door', 'hinge']);
    expect(rows.map((r) => r.match)).toEqual([false, false, false, true]);
    expect(rows.map((r) => r.parent)).toEqual([-1, 0, 1, 2]);
  });

  it('matches every word in any case, and keeps a matched parent’s children', () => {
    expect(ids(visibleTreeRows(TREE, access, new Set(), 'FITTER seat'))).toEqual([
      'site',
      'trim',
      'seat',
    ]);
    expect(ids(visibleTreeRows(TREE, access, new Set(), 'paint'))).toEqual([
      'site',
      'paint',
      'prime',
      'coat',
    ]);
    expect(visibleTreeRows(TREE, access, new Set(), 'welder')).toEqual([]);
  });

  it('collapses within a search too', () => {
    expect(ids(visibleTreeRows(TREE, access, new Set(['trim']), 'fitter'))).toEqual([
      'site',
      'trim',
    ]);
  });
});

describe('parentIds', () => {
  it('lists the nodes that have children', () => {
    expect([...parentIds(TREE, access)]).toEqual(['site', 'paint', 'trim', 'door']);
  });
});

describe('rowWindow', () => {
  it('renders the rows in view and the overscan, within the list', () => {
    expect(rowWindow(1000, 0, 400, 40, 5)).toEqual({ start: 0, end: 15 });
    expect(rowWindow(1000, 4000, 400, 40, 5)).toEqual({ start: 95, end: 115 });
    expect(rowWindow(100, 3900, 400, 40, 5)).toEqual({ start: 92, end: 100 });
  });
});

describe('pinnedAncestors', () => {
  const rows = visibleTreeRows(TREE, access, new Set());
  it('pins nothing at the top', () => {
    expect(pinnedAncestors(rows, 0, 40)).toEqual([]);
  });
  it('pins the ancestors of the first row below the pinned ones', () => {
    // Scrolled by 5 rows: site and trim pinned cover the door line and hinge fitter rows, so the
    // seat fitter (7) is the first row seen: its ancestors are site and trim.
    expect(pinnedAncestors(rows, 5 * 40, 40)).toEqual([0, 4]);
    // Scrolled by 2 rows: the primer's ancestors site and paint.
    expect(pinnedAncestors(rows, 2 * 40, 40)).toEqual([0, 1]);
  });
  it('does not pin an ancestor still in view in its own place', () => {
    // Scrolled by one row: the site is above, the paint shop (1) sits in the first slot below it.
    expect(pinnedAncestors(rows, 40, 40)).toEqual([0, 1]);
    expect(pinnedAncestors(rows, 20, 40)).toEqual([]);
  });
});
