import { describe, expect, it } from 'vitest';
import { hrFinalStep, hrStageBarSteps } from './hr-stages';

describe('hrFinalStep', () => {
  it.each(['REJECTED', 'DECLINED', 'HIRED', 'OFFER'])('keeps %s', (step) => {
    expect(hrFinalStep(step)).toBe(step);
  });

  it('normalises case and spacing', () => {
    expect(hrFinalStep(' hired ')).toBe('HIRED');
    expect(hrFinalStep('Declined')).toBe('DECLINED');
  });

  it.each(['SCREEN', 'Withdrawn', '', null, undefined])('falls back to DISPOSITION for %s', (v) => {
    expect(hrFinalStep(v)).toBe('DISPOSITION');
  });
});

describe('hrStageBarSteps', () => {
  it('lists the stages in order, then the last step', () => {
    expect(hrStageBarSteps('Hired')).toEqual([
      'REVIEW',
      'SCREEN',
      'ASSESSMENT',
      'INTERVIEW',
      'BACKGROUND',
      'HIRING POOL (REFERENCE)',
      'OFFER',
      'HIRED',
    ]);
    expect(hrStageBarSteps(null).at(-1)).toBe('DISPOSITION');
  });
});
