import { describe, expect, it } from 'vitest';
import { groupRows, matchesQuickFilter } from './groupedRows';

type Leaf = { uuid: string; client: string; time: string; name: string };
const leaves: Leaf[] = [
  { uuid: 'a', client: 'Riverside', time: '08:00', name: 'Ava' },
  { uuid: 'b', client: 'Riverside', time: '10:00', name: 'Ben' },
  { uuid: 'c', client: 'Lakeview', time: '08:00', name: 'Cara' },
  { uuid: 'd', client: 'Riverside', time: '08:00', name: 'Dev' },
];

describe(groupRows.name, () => {
  it('puts each client, then each time, before its leaves with leaf counts', () => {
    const rows = groupRows(
      leaves,
      (l) => l.uuid,
      (l) => l.client,
      (l) => l.time,
    );
    expect(
      rows.map((r) => (r.kind === 'group' ? `${r.level}:${r.label}(${r.count})` : r.id)),
    ).toEqual([
      '0:Riverside(3)',
      '1:08:00(2)',
      'a',
      'd',
      '1:10:00(1)',
      'b',
      '0:Lakeview(1)',
      '1:08:00(1)',
      'c',
    ]);
  });
  it('gives no headers for no leaves', () => {
    expect(
      groupRows(
        [],
        (l: Leaf) => l.uuid,
        (l) => l.client,
        (l) => l.time,
      ),
    ).toEqual([]);
  });
});

describe(matchesQuickFilter.name, () => {
  it('needs every word somewhere in the row, ignoring case', () => {
    expect(matchesQuickFilter('ava river', ['Ava Adams', 'Riverside'])).toBe(true);
    expect(matchesQuickFilter('ava lake', ['Ava Adams', 'Riverside'])).toBe(false);
    expect(matchesQuickFilter('  ', ['x'])).toBe(true);
    expect(matchesQuickFilter('4000', [40001234, null])).toBe(true);
  });
});

describe('matchesQuickFilter with the grid’s words', () => {
  it('takes the words the grid’s search field gives', () => {
    expect(matchesQuickFilter(['Ava', 'RIVER'], ['Ava Adams', 'Riverside'])).toBe(true);
    expect(matchesQuickFilter(['ava', 'lake'], ['Ava Adams', 'Riverside'])).toBe(false);
    expect(matchesQuickFilter([], ['x'])).toBe(true);
  });
});
