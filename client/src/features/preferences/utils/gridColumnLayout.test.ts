import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { EMPTY_LAYOUT, readLayout, withSavedWidths } from './gridColumnLayout';

describe(readLayout.name, () => {
  it('keeps booleans and positive widths, and drops anything else', () => {
    expect(
      readLayout({
        visibility: { a: false, b: 'no' },
        widths: { a: 120, b: -1, c: 'wide', d: Number.NaN },
      }),
    ).toEqual({ visibility: { a: false }, widths: { a: 120 } });
  });

  it('reads an unsaved or foreign value as no layout', () => {
    expect(readLayout(null)).toEqual(EMPTY_LAYOUT);
    expect(readLayout(true)).toEqual(EMPTY_LAYOUT);
    expect(readLayout({})).toEqual(EMPTY_LAYOUT);
  });
});

describe(withSavedWidths.name, () => {
  it('gives a dragged width to its column in place of flex', () => {
    const columns: GridColDef[] = [
      { field: 'a', flex: 1 },
      { field: 'b', flex: 2 },
    ];
    expect(withSavedWidths(columns, { a: 300 })).toEqual([
      { field: 'a', width: 300, flex: undefined },
      { field: 'b', flex: 2 },
    ]);
  });
});
