import { parseNumber, type NumericInput } from './numbers';

export const FREQUENCIES = ['Occasional', 'Frequent', 'Constant'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface FrequencyBand {
  readonly frequency: Frequency;
  // Bounds as the key prints them; null is an open end ("at most 12", "61 or more").
  readonly min: number | null;
  readonly max: number | null;
}

export interface FrequencyKeyTable {
  readonly label: string;
  readonly unit: string;
  readonly bands: readonly [FrequencyBand, FrequencyBand, FrequencyBand];
}

export const FREQUENCY_KEYS = {
  nonExertional: {
    label: 'Non-exertional',
    unit: '% of process',
    bands: [
      { frequency: 'Occasional', min: 1, max: 33 },
      { frequency: 'Frequent', min: 34, max: 66 },
      { frequency: 'Constant', min: 67, max: 100 },
    ],
  },
  exertional: {
    label: 'Exertional',
    unit: 'reps/hour',
    bands: [
      { frequency: 'Occasional', min: null, max: 12 },
      { frequency: 'Frequent', min: 13, max: 60 },
      { frequency: 'Constant', min: 61, max: null },
    ],
  },
  triggerPulls: {
    label: 'Trigger pulls',
    unit: 'pulls/hour',
    bands: [
      { frequency: 'Occasional', min: null, max: 60 },
      { frequency: 'Frequent', min: 61, max: 120 },
      { frequency: 'Constant', min: 121, max: null },
    ],
  },
  fineFinger: {
    label: 'Fine finger',
    unit: 'reps/hour',
    bands: [
      { frequency: 'Occasional', min: null, max: 300 },
      { frequency: 'Frequent', min: 301, max: 600 },
      { frequency: 'Constant', min: 601, max: null },
    ],
  },
} as const satisfies Record<string, FrequencyKeyTable>;

export type FrequencyKey = keyof typeof FREQUENCY_KEYS;

/**
 * Classifies a value against one key.
 *
 * null means "not required / not applicable": 0 (0% of the process, 0 reps), a negative value,
 * an empty string, null or anything that is not a number. Values come from computed rates
 * (3600 / takt) and are often fractional, so each band's upper bound is the threshold: anything
 * above 12 reps/hour is Frequent (12.5 included), anything above 33% is Frequent, and any
 * percentage above 0 is at least Occasional. A percentage above 100 is still Constant rather
 * than an error, because summed element percentages can overshoot by rounding.
 */
export function classifyFrequency(key: FrequencyKey, value: NumericInput): Frequency | null {
  const n = parseNumber(value);
  if (n === null || n <= 0) return null;
  const [occasional, frequent, constant] = FREQUENCY_KEYS[key].bands;
  if (n <= occasional.max) return occasional.frequency;
  if (n <= frequent.max) return frequent.frequency;
  return constant.frequency;
}

export function nonExertionalFrequency(percentOfProcess: NumericInput): Frequency | null {
  return classifyFrequency('nonExertional', percentOfProcess);
}

function exertionalFrequency(repsPerHour: NumericInput): Frequency | null {
  return classifyFrequency('exertional', repsPerHour);
}

export function triggerPullFrequency(pullsPerHour: NumericInput): Frequency | null {
  return classifyFrequency('triggerPulls', pullsPerHour);
}

function fineFingerFrequency(repsPerHour: NumericInput): Frequency | null {
  return classifyFrequency('fineFinger', repsPerHour);
}

/**
 * The key for an object's exertion: finger work counts against the fine-finger key (at most
 * 300 an hour is occasional), every other exertion (lift, push, pull, pinch, grip) against the
 * exertional key (specification, document 000, the frequency key).
 */
export function exertionFrequency(kind: string, repsPerHour: NumericInput): Frequency | null {
  return kind === 'finger' ? fineFingerFrequency(repsPerHour) : exertionalFrequency(repsPerHour);
}
