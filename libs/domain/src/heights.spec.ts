import { describe, expect, it } from 'vitest';
import { HEIGHT_BAND_TABLE, heightBand } from './heights';

describe('heightBand', () => {
  it.each([
    [0, 'BELOW_BENCH'],
    [34.9, 'BELOW_BENCH'],
    [35, 'BENCH_TO_SHELF'],
    [55, 'BENCH_TO_SHELF'],
    [55.5, 'BENCH_TO_SHELF'],
    [55.99, 'BENCH_TO_SHELF'],
    [56, 'OVERHEAD'],
    [80, 'OVERHEAD'],
  ])('%s in is %s', (inches, band) => {
    expect(heightBand(inches)).toBe(band);
  });

  it.each([null, undefined, '', 'high', -1])('has no band for %s', (v) => {
    expect(heightBand(v)).toBeNull();
  });

  it('accepts numeric strings', () => {
    expect(heightBand('56')).toBe('OVERHEAD');
  });

  it('prints the bands', () => {
    expect(Object.values(HEIGHT_BAND_TABLE).map((b) => `${b.label} ${b.text}`)).toEqual([
      'Below bench < 35 in',
      'Bench to shelf 35-55 in',
      'Overhead ≥ 56 in',
    ]);
  });
});
