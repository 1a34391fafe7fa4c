import { UNKNOWN_CAPABILITY } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import type { CapabilityDto } from '../api/pdaApi';
import { demandChoices, demandText } from './demands';

const lift: CapabilityDto = {
  capabilityUuid: 'lift',
  code: 'LIFT',
  type: 'RANGE_UNITS',
  units: 'KG',
  minValue: 0,
  maxValue: 50,
  description: 'Lift',
  direction: 'AT_LEAST',
  subjectiveValueTypeUuid: 'svt',
  isSummary: false,
  aSubjectiveValueType: {
    subjectiveValueTypeUuid: 'svt',
    description: 'Strength',
    collSubjectiveValues: [
      {
        subjectiveValueUuid: 'light',
        value: 5,
        minValue: 0,
        maxValue: 10,
        minStrict: false,
        maxStrict: true,
        description: 'Light work',
        subjectiveValue: 'Light',
      },
      {
        subjectiveValueUuid: 'heavy',
        value: 30,
        minValue: 20,
        maxValue: null,
        minStrict: false,
        maxStrict: false,
        description: 'Heavy work',
        subjectiveValue: '',
      },
    ],
  },
};

describe('demandText', () => {
  it("names an unknown capability '(UNKNOWN CAP)'", () => {
    expect(demandText(undefined, '5', true)).toBe(UNKNOWN_CAPABILITY);
  });

  it('shows exact values with their units, kg as lbs when asked', () => {
    expect(demandText(lift, '10', true)).toBe('10 kg');
    expect(demandText(lift, '10', true, true)).toBe('22 lbs');
    expect(demandText({ ...lift, units: 'INCHES' }, '40', true)).toBe('40 inches');
  });

  it("shows subjective words, the description when a word is blank, and 'TBD: {value}' between them", () => {
    expect(demandText(lift, '9.5', false)).toBe('Light');
    expect(demandText(lift, '10', false)).toBe('TBD: 10'); // the upper end is strict
    expect(demandText(lift, '45', false)).toBe('Heavy work');
  });

  it('falls back to the value without words or for text', () => {
    expect(demandText({ ...lift, aSubjectiveValueType: undefined }, '12', false)).toBe('12 kg');
    expect(demandText({ ...lift, units: null }, 'Gloves', false)).toBe('Gloves');
  });
});

describe('demandText for yes/no demands', () => {
  it('says Needed or Not needed, never true or false', () => {
    const vision = { ...lift, type: 'BOOLEAN', units: null, aSubjectiveValueType: undefined };
    expect(demandText(vision, 'true', false)).toBe('Needed');
    expect(demandText(vision, 'false', true)).toBe('Not needed');
  });
});

describe('demandChoices', () => {
  it('lists sides, positions and yes/no with their stored values', () => {
    expect(demandChoices('SIDE')?.map((c) => c.label)).toEqual(['Either', 'Left', 'Right', 'Both']);
    expect(demandChoices('BODY_POSITION')?.map((c) => c.value)).toEqual(['Standing', 'Seated']);
    expect(demandChoices('BOOLEAN')).toEqual([
      { value: 'true', label: 'Needed' },
      { value: 'false', label: 'Not needed' },
    ]);
    expect(demandChoices('RANGE_UNITS')).toBeNull();
  });
});
