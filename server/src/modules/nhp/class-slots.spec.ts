import { describe, expect, it } from 'vitest';
import { classDateOf, slotsForKanbans } from './class-slots';

describe(slotsForKanbans.name, () => {
  it('makes one slot per opening, first shift first, ordinals per job', () => {
    let n = 0;
    const slots = slotsForKanbans(
      'class-1',
      [
        { nodeUuid: 'job-a', qty1: 1, qty2: 2 },
        { nodeUuid: 'job-b', qty1: 0, qty2: 1 },
        { nodeUuid: 'job-c', qty1: 0, qty2: 0 },
      ],
      () => `slot-${++n}`,
    );
    expect(slots.map((s) => [s.nodeUuid, s.shift, s.ordinal, s.placementUuid])).toEqual([
      ['job-a', 1, 1, 'slot-1'],
      ['job-a', 2, 2, 'slot-2'],
      ['job-a', 2, 3, 'slot-3'],
      ['job-b', 2, 1, 'slot-4'],
    ]);
    expect(new Set(slots.map((s) => s.nhpClassUuid))).toEqual(new Set(['class-1']));
  });
});

describe(classDateOf.name, () => {
  it('reads the day the client sent as midnight UTC', () => {
    expect(classDateOf({ classTimestamp: new Date('2026-12-01T00:00:00Z') })).toBe('2026-12-01');
  });
});
