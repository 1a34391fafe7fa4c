import { describe, expect, it } from 'vitest';
import { NOT_ANALYSED_TEXT, demandInWords, fitnessText, placementFitText } from './fitness';

describe('demandInWords', () => {
  it('keeps the name and drops every number with its unit', () => {
    expect(demandInWords('Neck flexion (over 20°)')).toBe('neck flexion');
    expect(demandInWords('Lift waist to shoulder')).toBe('lift waist to shoulder');
    expect(demandInWords('Carry 20 kg, 50 m')).toBe('carry');
    expect(demandInWords('Push 30 kg, both hands')).toBe('push, both hands');
    expect(demandInWords('Kneeling, share of the cycle')).toBe('kneeling, share of the cycle');
  });

  it('keeps an acronym and falls back to the code when only numbers are left', () => {
    expect(demandInWords('PPE list')).toBe('PPE list');
    expect(demandInWords('(20°)', 'LIFT_OVERHEAD')).toBe('lift overhead');
    expect(demandInWords('42', '7')).toBe('a demand');
  });
});

describe('fitnessText', () => {
  it('says fit, not assessed and not fit with the missed demands in words', () => {
    expect(fitnessText('FIT')).toBe('matches the job');
    expect(fitnessText('NOT_ASSESSED')).toBe('not assessed yet');
    expect(
      fitnessText('NOT_FIT', [
        { words: 'lift waist to shoulder', notMeasured: false },
        { words: 'carry', notMeasured: false },
        { words: 'highest reach', notMeasured: true },
      ]),
    ).toBe(
      'does not match the job: misses lift waist to shoulder, carry; not measured for highest reach',
    );
  });
});

describe('placementFitText', () => {
  it('says not analysed for a job without an active PDA, else the verdict', () => {
    expect(placementFitText(false, 'NOT_ASSESSED')).toBe(NOT_ANALYSED_TEXT);
    expect(placementFitText(true, 'NOT_ASSESSED')).toBe('not assessed yet');
    expect(placementFitText(true, 'NOT_FIT', [{ words: 'carry', notMeasured: false }])).toBe(
      'does not match the job: misses carry',
    );
  });
});
