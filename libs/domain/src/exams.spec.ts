import { describe, expect, it } from 'vitest';
import {
  examCompletionPercent,
  examFieldValueProblem,
  examTransition,
  type ExamFieldRule,
  type ExamFill,
} from './exams';

const numeric: ExamFieldRule = {
  fieldTypeCode: 'NUMERIC',
  description: 'Grip strength',
  hardMinValue: 0,
  hardMaxValue: 100,
};
const select: ExamFieldRule = {
  fieldTypeCode: 'SELECT',
  description: 'Dominant hand',
  options: ['LEFT', 'RIGHT'],
};
const multi: ExamFieldRule = { ...select, fieldTypeCode: 'MULTISELECT', description: 'Tools' };

describe('examFieldValueProblem', () => {
  it.each(['0', '100', '42.5', '-0', ''])('accepts %j for a 0-100 numeric field', (v) => {
    expect(examFieldValueProblem(numeric, v)).toBeUndefined();
  });
  it('refuses values outside the hard bounds, naming them', () => {
    expect(examFieldValueProblem(numeric, '100.1')).toBe('Grip strength must be between 0 and 100');
    expect(examFieldValueProblem(numeric, '-1')).toBe('Grip strength must be between 0 and 100');
  });
  it('refuses more than one decimal and text', () => {
    expect(examFieldValueProblem(numeric, '42.25')).toBe(
      'Grip strength takes at most 1 decimal place',
    );
    expect(examFieldValueProblem(numeric, 'abc')).toBe('Grip strength must be a number');
    expect(examFieldValueProblem(numeric, '1e3')).toBe('Grip strength must be a number');
  });
  it('checks select and multiselect values against the options', () => {
    expect(examFieldValueProblem(select, 'LEFT')).toBeUndefined();
    expect(examFieldValueProblem(select, 'BOTH')).toBe(
      'Dominant hand: "BOTH" is not one of its options',
    );
    expect(examFieldValueProblem(multi, 'LEFT,RIGHT')).toBeUndefined();
    expect(examFieldValueProblem(multi, 'LEFT,UP,DOWN')).toBe(
      'Tools: "UP", "DOWN" are not among its options',
    );
  });
  it('refuses any value for a label and an over-long text', () => {
    expect(examFieldValueProblem({ fieldTypeCode: 'LABEL', description: 'Note' }, 'x')).toMatch(
      /label/,
    );
    const text: ExamFieldRule = { fieldTypeCode: 'TEXTAREA', description: 'Comments' };
    expect(examFieldValueProblem(text, 'x'.repeat(4000))).toBeUndefined();
    expect(examFieldValueProblem(text, 'x'.repeat(4001))).toMatch(/at most 4000/);
  });
});

describe('examTransition', () => {
  const none: ExamFill = { requiredFilled: 0, requiredTotal: 3, anyFilled: false };
  const some: ExamFill = { requiredFilled: 1, requiredTotal: 3, anyFilled: true };
  const all: ExamFill = { requiredFilled: 3, requiredTotal: 3, anyFilled: true };

  it('finalizes only with every required field', () => {
    expect(examTransition('INPROGRESS', 'finalize', all)).toEqual({ to: 'COMPLETE' });
    expect(examTransition('PENDING', 'finalize', some)).toEqual({
      problem: 'Every required field must be filled to finalize (2 missing)',
    });
  });
  it('marks a no-show only with no required field, a withdrawal only with one', () => {
    expect(examTransition('PENDING', 'noShow', none)).toEqual({ to: 'NOSHOW' });
    expect(examTransition('INPROGRESS', 'noShow', some)).toHaveProperty('problem');
    expect(examTransition('INPROGRESS', 'withdraw', some)).toEqual({ to: 'WITHDREW' });
    expect(examTransition('PENDING', 'withdraw', none)).toHaveProperty('problem');
  });
  it('unfinalizes a closed exam to INPROGRESS or PENDING', () => {
    expect(examTransition('COMPLETE', 'unfinalize', all)).toEqual({ to: 'INPROGRESS' });
    expect(examTransition('NOSHOW', 'unfinalize', none)).toEqual({ to: 'PENDING' });
    expect(examTransition('WITHDREW', 'unfinalize', some)).toEqual({ to: 'INPROGRESS' });
    expect(examTransition('PENDING', 'unfinalize', none)).toHaveProperty('problem');
  });
  it('changes nothing on a closed or cancelled exam', () => {
    for (const status of ['COMPLETE', 'NOSHOW', 'WITHDREW', 'DELETED'] as const)
      expect(examTransition(status, 'finalize', all)).toHaveProperty('problem');
    expect(examTransition('DELETED', 'unfinalize', all)).toHaveProperty('problem');
  });
  it('counts completion on required fields', () => {
    expect(examCompletionPercent(some)).toBe(33);
    expect(examCompletionPercent(all)).toBe(100);
    expect(examCompletionPercent({ requiredFilled: 0, requiredTotal: 0, anyFilled: false })).toBe(
      100,
    );
  });
});
