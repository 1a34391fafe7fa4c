import { describe, expect, it } from 'vitest';
import { filterFromUrl, filterToUrl, sortFromUrl, sortToUrl } from './gridUrlView';

const reader = (query: Record<string, string | null>) => (key: string) => query[key] ?? '';
const asQuery = (changes: Record<string, string | null>) => reader(changes);

describe('a grid view in the URL', () => {
  it('carries the search words and the filter panel conditions under the grid’s name', () => {
    const keys = filterToUrl('users', {
      items: [
        { field: 'lastName', operator: 'contains', value: 'Moreno' },
        { field: 'email', operator: 'contains', value: '' },
      ],
      quickFilterValues: ['ava', 'riverside'],
    });
    expect(keys).toEqual({
      'users.q': 'ava riverside',
      'users.f': JSON.stringify([{ field: 'lastName', operator: 'contains', value: 'Moreno' }]),
    });
    expect(filterFromUrl('users', asQuery(keys))).toEqual({
      items: [{ field: 'lastName', operator: 'contains', value: 'Moreno' }],
      quickFilterValues: ['ava', 'riverside'],
    });
    // Another grid of the page reads nothing of it.
    expect(filterFromUrl('runs', asQuery(keys))).toBeUndefined();
  });

  it('drops the keys of an emptied filter, and ignores a filter edited into nonsense', () => {
    expect(filterToUrl('users', { items: [], quickFilterValues: [] })).toEqual({
      'users.q': null,
      'users.f': null,
    });
    expect(filterFromUrl('users', reader({ 'users.f': '{not json', 'users.q': 'ann' }))).toEqual({
      items: [],
      quickFilterValues: ['ann'],
    });
    expect(
      filterFromUrl('users', reader({ 'users.f': JSON.stringify([{ field: 1 }, 'x']) })),
    ).toBeUndefined();
  });

  it('carries the sort, and ignores a direction it does not know', () => {
    const keys = sortToUrl('users', [
      { field: 'userCode', sort: 'desc' },
      { field: 'lastName', sort: 'asc' },
    ]);
    expect(keys).toEqual({ 'users.s': 'userCode:desc,lastName:asc' });
    expect(sortFromUrl('users', asQuery(keys))).toEqual([
      { field: 'userCode', sort: 'desc' },
      { field: 'lastName', sort: 'asc' },
    ]);
    expect(sortFromUrl('users', reader({ 'users.s': 'userCode:sideways' }))).toBeUndefined();
    expect(sortToUrl('users', [])).toEqual({ 'users.s': null });
  });
});
