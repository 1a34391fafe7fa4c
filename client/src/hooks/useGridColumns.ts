import { GRID_COLUMNS, gridColumnsForWidth, type GridColumnCount } from '@domain/limits';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The layout grid's column count for the window's width (seed 000 section 9: 12; 6 under
 * 800 px, 8 under 1000 px, 14 over 1400 px), following resizes and rotations.
 */
export function useGridColumns(): GridColumnCount {
  return useSyncExternalStore(
    subscribe,
    () => gridColumnsForWidth(window.innerWidth),
    () => GRID_COLUMNS.default,
  );
}

/** Tracks one form field takes: the whole row on phones, else four (three a row at 12). */
export const FIELD_TRACKS = 4;

export function fieldSpan(columns: GridColumnCount, wide = false): number {
  return wide || columns <= GRID_COLUMNS.under800 ? columns : FIELD_TRACKS;
}
