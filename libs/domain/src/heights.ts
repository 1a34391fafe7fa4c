import { parseNumber, type NumericInput } from './numbers';

export const HEIGHT_BANDS = ['BELOW_BENCH', 'BENCH_TO_SHELF', 'OVERHEAD'] as const;
export type HeightBand = (typeof HEIGHT_BANDS)[number];

export interface HeightBandInfo {
  readonly label: string;
  // Bounds in inches as the key prints them; null is an open end.
  readonly minIn: number | null;
  readonly maxIn: number | null;
  readonly text: string;
}

export const HEIGHT_BAND_TABLE = {
  BELOW_BENCH: { label: 'Below bench', minIn: null, maxIn: 35, text: '< 35 in' },
  BENCH_TO_SHELF: { label: 'Bench to shelf', minIn: 35, maxIn: 55, text: '35-55 in' },
  OVERHEAD: { label: 'Overhead', minIn: 56, maxIn: null, text: '≥ 56 in' },
} as const satisfies Record<HeightBand, HeightBandInfo>;

export const BENCH_HEIGHT_IN = 35;
export const OVERHEAD_HEIGHT_IN = 56;

/**
 * The key leaves 55-56 in open. Measured heights are fractional, so everything below the
 * overhead threshold (55.5 and 55.99 included) is bench to shelf: the band runs up to 56
 * exclusive. Missing, non-numeric or negative heights have no band (null).
 */
export function heightBand(inches: NumericInput): HeightBand | null {
  const n = parseNumber(inches);
  if (n === null || n < 0) return null;
  if (n < BENCH_HEIGHT_IN) return 'BELOW_BENCH';
  if (n < OVERHEAD_HEIGHT_IN) return 'BENCH_TO_SHELF';
  return 'OVERHEAD';
}
