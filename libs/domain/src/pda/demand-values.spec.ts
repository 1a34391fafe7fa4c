import { describe, expect, it } from 'vitest';
import { demandValueProblem } from './demand-values';

const lift = { type: 'RANGE_UNITS', units: 'KG', minValue: 0, maxValue: 50 };
const reach = { type: 'RANGE_UNITS', units: 'INCHES', minValue: 20, maxValue: null };

describe('demand values', () => {
  it('accepts numbers within the minimum and maximum, both ends included', () => {
    for (const value of ['0', '12', '12.5', '50']) {
      expect(demandValueProblem(lift, value)).toBeUndefined();
    }
  });

  it('refuses numbers outside the bounds, naming them with the units', () => {
    expect(demandValueProblem(lift, '50.1')).toBe('must be between 0 and 50 kg');
    expect(demandValueProblem(lift, '-1')).toBe('must be between 0 and 50 kg');
    expect(demandValueProblem(reach, '19')).toBe('must be at least 20 inches');
    expect(demandValueProblem({ type: 'RANGE_UNITS', minValue: null, maxValue: 5 }, '6')).toBe(
      'must be at most 5',
    );
  });

  it('refuses text, padding and non-finite numbers where a number is due', () => {
    for (const value of ['abc', '12kg', ' 12', 'Infinity', '1e999', '<script>']) {
      expect(demandValueProblem(lift, value)).toBe('must be a number');
    }
  });

  it('lets an empty value clear any demand', () => {
    for (const type of ['RANGE_UNITS', 'SIDE', 'BOOLEAN', 'BODY_POSITION', 'TEXTAREA', 'PPE']) {
      expect(demandValueProblem({ type }, '')).toBeUndefined();
    }
  });

  it('checks the word lists of sides, body positions and yes/no demands', () => {
    expect(demandValueProblem({ type: 'SIDE' }, 'LEFT')).toBeUndefined();
    expect(demandValueProblem({ type: 'SIDE' }, 'left')).toBe(
      'must be one of EITHER, LEFT, RIGHT, BOTH',
    );
    expect(demandValueProblem({ type: 'BODY_POSITION' }, 'Seated')).toBeUndefined();
    expect(demandValueProblem({ type: 'BODY_POSITION' }, 'Lying')).toBe(
      'must be one of Standing, Seated',
    );
    expect(demandValueProblem({ type: 'BOOLEAN' }, 'true')).toBeUndefined();
    expect(demandValueProblem({ type: 'BOOLEAN' }, 'Y')).toBe('must be true or false');
  });

  it('bounds free text', () => {
    expect(demandValueProblem({ type: 'TEXTAREA' }, 'x'.repeat(2000))).toBeUndefined();
    expect(demandValueProblem({ type: 'PPE' }, 'x'.repeat(2001))).toBe(
      'must be at most 2000 characters',
    );
  });
});
