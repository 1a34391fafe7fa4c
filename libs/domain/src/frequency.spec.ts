import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_KEYS,
  classifyFrequency,
  exertionFrequency,
  nonExertionalFrequency,
  triggerPullFrequency,
} from './frequency';

describe('nonExertionalFrequency (percent of process)', () => {
  it.each([
    [1, 'Occasional'],
    [33, 'Occasional'],
    [33.5, 'Frequent'],
    [34, 'Frequent'],
    [66, 'Frequent'],
    [67, 'Constant'],
    [100, 'Constant'],
  ])('%s%% is %s', (percent, expected) => {
    expect(nonExertionalFrequency(percent)).toBe(expected);
  });

  it('treats any share above 0 as at least Occasional', () => {
    expect(nonExertionalFrequency(0.5)).toBe('Occasional');
  });

  it('keeps an overshoot above 100% Constant', () => {
    expect(nonExertionalFrequency(100.4)).toBe('Constant');
  });

  it.each([0, -5, null, undefined, '', '  ', 'abc', NaN])('%s is not required (null)', (v) => {
    expect(nonExertionalFrequency(v)).toBeNull();
  });

  it('accepts numeric strings', () => {
    expect(nonExertionalFrequency('34')).toBe('Frequent');
  });
});

describe('exertionFrequency of a lift (the exertional key, reps per hour)', () => {
  it.each([
    [1, 'Occasional'],
    [12, 'Occasional'],
    [12.5, 'Frequent'],
    [13, 'Frequent'],
    [60, 'Frequent'],
    [60.01, 'Constant'],
    [61, 'Constant'],
    [3600, 'Constant'],
  ])('%s reps/hour is %s', (reps, expected) => {
    expect(exertionFrequency('lift', reps)).toBe(expected);
  });

  it('0 reps means not required', () => {
    expect(exertionFrequency('lift', 0)).toBeNull();
  });
});

describe('triggerPullFrequency', () => {
  it.each([
    [60, 'Occasional'],
    [61, 'Frequent'],
    [120, 'Frequent'],
    [121, 'Constant'],
  ])('%s pulls/hour is %s', (pulls, expected) => {
    expect(triggerPullFrequency(pulls)).toBe(expected);
  });

  it('0 pulls means not required', () => {
    expect(triggerPullFrequency(0)).toBeNull();
  });
});

describe('exertionFrequency of finger work (the fine-finger key)', () => {
  it.each([
    [300, 'Occasional'],
    [301, 'Frequent'],
    [600, 'Frequent'],
    [601, 'Constant'],
  ])('%s/hour is %s', (reps, expected) => {
    expect(exertionFrequency('finger', reps)).toBe(expected);
  });
});

describe('FREQUENCY_KEYS table', () => {
  it('classifies each printed lower bound into its own band', () => {
    for (const key of Object.keys(FREQUENCY_KEYS) as (keyof typeof FREQUENCY_KEYS)[]) {
      for (const band of FREQUENCY_KEYS[key].bands) {
        if (band.min !== null) expect(classifyFrequency(key, band.min)).toBe(band.frequency);
        if (band.max !== null) expect(classifyFrequency(key, band.max)).toBe(band.frequency);
      }
    }
  });
});

describe('exertionFrequency (the key by the kind of exertion)', () => {
  it('rates finger work by the fine-finger key and every other exertion by the exertional key', () => {
    expect(exertionFrequency('finger', 100)).toBe('Occasional');
    expect(exertionFrequency('finger', 301)).toBe('Frequent');
    for (const kind of ['lift', 'push', 'pull', 'pinch', 'grip'])
      expect(exertionFrequency(kind, 100)).toBe('Constant');
  });
});
