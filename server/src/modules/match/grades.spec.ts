import { describe, expect, it } from 'vitest';
import type { MatchPda } from '@domain/match-sets';
import { gradeOf } from './grades';

const names = new Map([
  ['grip', { description: 'Grip strength', units: 'KG' }],
  ['hand', { description: 'Dominant hand', units: null }],
]);
const pda = (pdaUuid: string, ...demands: MatchPda['demands']): MatchPda => ({ pdaUuid, demands });
const byNode = new Map<string, MatchPda[]>([
  [
    'press',
    [
      pda('p1', { capabilityUuid: 'grip', direction: 'AT_LEAST', value: '30' }),
      pda('p2', { capabilityUuid: 'hand', direction: 'EQUALS', value: 'RIGHT' }),
    ],
  ],
  ['pack', [pda('p3', { capabilityUuid: 'grip', direction: 'AT_LEAST', value: '25' })]],
]);

describe(gradeOf.name, () => {
  it('is OK when every demand of every active PDA at one job node is met', () => {
    expect(gradeOf(new Map([['grip', '26']]), byNode, names)).toEqual({
      grade: 'OK',
      reasons: '',
    });
  });

  it('is NG with the unmet demands of the nearest node, in words', () => {
    expect(gradeOf(new Map([['grip', '20']]), byNode, names)).toEqual({
      grade: 'NG',
      reasons: 'Grip strength: 20 kg misses at least 25 kg',
    });
    expect(gradeOf(new Map(), byNode, names)).toEqual({
      grade: 'NG',
      reasons: 'Grip strength: not measured',
    });
  });

  it('grades against the jobs of the person’s classes when they are up for some', () => {
    expect(gradeOf(new Map([['grip', '26']]), byNode, names, new Set(['press']))).toEqual({
      grade: 'NG',
      reasons: 'Grip strength: 26 kg misses at least 30 kg; Dominant hand: not measured',
    });
    expect(gradeOf(new Map([['grip', '26']]), byNode, names, new Set(['elsewhere']))).toMatchObject(
      { grade: 'OK' },
    );
  });

  it('has no grade when the site has no job node with an active PDA', () => {
    expect(gradeOf(new Map([['grip', '50']]), new Map(), names)).toBeNull();
  });
});
