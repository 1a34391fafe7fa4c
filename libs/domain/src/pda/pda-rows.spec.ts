import { describe, expect, it } from 'vitest';
import { isPdaRowKind, rowCellProblem, rowCellSpec } from './pda-rows';

describe('PDA row cells', () => {
  it('knows each kind’s columns, exertion cells included, and nothing else', () => {
    expect(rowCellSpec('element', 'duration')).toMatchObject({ type: 'number', units: 'SECONDS' });
    expect(rowCellSpec('object', 'pinch.kg')).toMatchObject({ type: 'number', units: 'KG' });
    expect(rowCellSpec('tool', 'vibratory')).toEqual({ type: 'boolean' });
    expect(rowCellSpec('tool', 'elementUuid')).toBeUndefined();
    expect(rowCellSpec('object', 'kick.kg')).toBeUndefined();
    expect(rowCellSpec('element', 'constructor')).toBeUndefined();
    expect(isPdaRowKind('tool')).toBe(true);
    expect(isPdaRowKind('demand')).toBe(false);
  });

  it('bounds numbers and wants whole reps', () => {
    const percent = rowCellSpec('element', 'percent')!;
    expect(rowCellProblem(percent, '100')).toBeUndefined();
    expect(rowCellProblem(percent, '100.5')).toBe('must be between 0 and 100 percent');
    expect(rowCellProblem(percent, '-1')).toBe('must be between 0 and 100 percent');
    expect(rowCellProblem(percent, 'ten')).toBe('must be a number');
    expect(rowCellProblem(percent, '')).toBe('must be a number');
    const trigger = rowCellSpec('tool', 'trigger')!;
    expect(rowCellProblem(trigger, '2.5')).toBe('must be a whole number');
    expect(rowCellProblem(trigger, '1e3')).toBe('must be a whole number');
    expect(rowCellProblem(trigger, '1001')).toBe('must be between 0 and 1000 reps');
    expect(rowCellProblem(rowCellSpec('element', 'ordinal')!, '0')).toBe(
      'must be between 1 and 999',
    );
  });

  it('lets exertion cells be emptied but not descriptions', () => {
    expect(rowCellProblem(rowCellSpec('object', 'lift.reps')!, '', 'lift.reps')).toBeUndefined();
    expect(rowCellProblem(rowCellSpec('object', 'description')!, '  ', 'description')).toBe(
      'must not be empty',
    );
    expect(rowCellProblem(rowCellSpec('element', 'description')!, 'x'.repeat(501))).toBe(
      'must be at most 500 characters',
    );
  });

  it('checks sides and yes/no', () => {
    expect(rowCellProblem({ type: 'side' }, 'BOTH')).toBeUndefined();
    expect(rowCellProblem({ type: 'side' }, 'UP')).toBe('must be one of EITHER, LEFT, RIGHT, BOTH');
    expect(rowCellProblem({ type: 'boolean' }, 'false')).toBeUndefined();
    expect(rowCellProblem({ type: 'boolean' }, 'no')).toBe('must be true or false');
  });
});
