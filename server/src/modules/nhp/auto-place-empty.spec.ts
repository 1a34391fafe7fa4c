import { describe, expect, it } from 'vitest';
import { emptySlotReasons } from './auto-place-empty';
import type { EligibilityContext, PoolCandidate } from './auto-place-eligibility';

const ctx: EligibilityContext = {
  classDate: '2026-12-01',
  matchesAt: new Map([
    ['job', new Set(['ava', 'late'])],
    ['other', new Set<string>()],
  ]),
  rejected: new Set(),
};
const person = (personUuid: string, availableDate = '2026-11-20'): PoolCandidate => ({
  personUuid,
  availableDate,
  firstShift: 'nopreference',
  secondShift: 'nopreference',
});
const slot = (nodeUuid: string) => ({ placementUuid: `p-${nodeUuid}`, nodeUuid, shift: 1 });
const reasonOf = (
  nodeUuid: string,
  candidates: PoolCandidate[],
  analysed = new Set(['job', 'other']),
) => emptySlotReasons([slot(nodeUuid)], candidates, ctx, analysed)[0].reason;

describe(emptySlotReasons.name, () => {
  it('names a job without an active PDA first, whoever is in the pool', () => {
    expect(reasonOf('job', [person('ava')], new Set())).toBe('NO_ACTIVE_PDA');
    expect(reasonOf('job', [], new Set())).toBe('NO_ACTIVE_PDA');
  });

  it('then an empty pool, then nobody matching, then nobody eligible, then all taken', () => {
    expect(reasonOf('job', [])).toBe('NO_POOL_MEMBERS');
    expect(reasonOf('other', [person('ava')])).toBe('NO_MATCH');
    expect(reasonOf('job', [person('late', '2026-12-05')])).toBe('NOT_ELIGIBLE');
    expect(reasonOf('job', [person('ava')])).toBe('ALL_TAKEN');
  });

  it('keeps the slot it explains', () => {
    expect(emptySlotReasons([slot('job')], [], ctx, new Set(['job']))).toEqual([
      { placementUuid: 'p-job', nodeUuid: 'job', shift: 1, reason: 'NO_POOL_MEMBERS' },
    ]);
  });
});
