import { describe, expect, it } from 'vitest';
import { rankTerms, type EligibilityContext, type PoolCandidate } from './auto-place-eligibility';

const node = 'n1';
const ctx: EligibilityContext = {
  classDate: '2026-12-01',
  matchesAt: new Map([[node, new Set(['ava', 'ben', 'cara', 'dev'])]]),
  rejected: new Set([`${node}/dev`]),
};
const person = (personUuid: string, over: Partial<PoolCandidate> = {}): PoolCandidate => ({
  personUuid,
  availableDate: '2026-11-20',
  firstShift: 'preferred',
  secondShift: '',
  ...over,
});

describe(rankTerms.name, () => {
  it('keeps the rank terms of an eligible pair', () => {
    expect(rankTerms({ nodeUuid: node, shift: 1 }, person('ava'), ctx)).toEqual({
      matchesNode: true,
      shift: 1,
      shiftPreference: 'preferred',
      preferredShift: true,
      availableDate: '2026-11-20',
      classDate: '2026-12-01',
      daysAvailableBeforeClass: 11,
    });
    expect(rankTerms({ nodeUuid: node, shift: 2 }, person('ava'), ctx)).toMatchObject({
      shiftPreference: '',
      preferredShift: false,
    });
  });

  it('takes people available on the class day, not after', () => {
    expect(
      rankTerms({ nodeUuid: node, shift: 1 }, person('ben', { availableDate: '2026-12-01' }), ctx),
    ).not.toBeNull();
    expect(
      rankTerms({ nodeUuid: node, shift: 1 }, person('ben', { availableDate: '2026-12-02' }), ctx),
    ).toBeNull();
  });

  it('refuses people who do not match the node, are unable on the shift or were rejected', () => {
    expect(rankTerms({ nodeUuid: 'n2', shift: 1 }, person('ava'), ctx)).toBeNull();
    expect(rankTerms({ nodeUuid: node, shift: 1 }, person('eve'), ctx)).toBeNull();
    expect(
      rankTerms({ nodeUuid: node, shift: 2 }, person('cara', { secondShift: 'unable' }), ctx),
    ).toBeNull();
    expect(
      rankTerms({ nodeUuid: node, shift: 1 }, person('cara', { secondShift: 'unable' }), ctx),
    ).not.toBeNull();
    expect(rankTerms({ nodeUuid: node, shift: 1 }, person('dev'), ctx)).toBeNull();
  });
});
