import { describe, expect, it } from 'vitest';
import { countPeople, peopleIn } from '@domain/match-sets';
import { ClientResults } from './match-results.service';

/** A stored row: bits over job-node ordinals in PostgreSQL's get_bit order. */
const row = (personUuid: string, ordinals: number[]) => {
  const bits = new Uint8Array(Math.max(0, ...ordinals.map((o) => (o >> 3) + 1)));
  for (const o of ordinals) bits[o >> 3] |= 1 << (o & 7);
  return { personUuid, bits };
};

describe('ClientResults', () => {
  it('turns people’s rows into per-node sets', () => {
    const r = new ClientResults();
    r.apply([row('ann', [0, 9]), row('bob', [9]), row('cy', [])]);
    expect(r.isMatch('ann', 0)).toBe(true);
    expect(r.isMatch('bob', 0)).toBe(false);
    expect(r.isMatch('bob', 9)).toBe(true);
    expect(r.isMatch('dan', 9)).toBe(false);
    expect(r.matching(3)).toBeUndefined();
    expect(peopleIn(r.matching(9)!).map((p) => r.people[p])).toEqual(['ann', 'bob']);
  });

  it('replaces a person’s earlier row instead of adding to it', () => {
    const r = new ClientResults();
    r.apply([row('ann', [0, 9])]);
    r.apply([row('ann', [2])]);
    expect([r.isMatch('ann', 0), r.isMatch('ann', 9), r.isMatch('ann', 2)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('keeps earlier people’s bits when many people join later', () => {
    const r = new ClientResults();
    r.apply([row('p0', [1])]);
    r.apply(Array.from({ length: 100 }, (_, i) => row(`q${i}`, i % 2 === 0 ? [1] : [])));
    expect(r.isMatch('p0', 1)).toBe(true);
    expect(r.isMatch('q98', 1)).toBe(true);
    expect(r.isMatch('q99', 1)).toBe(false);
    expect(countPeople(r.matching(1)!)).toBe(51);
  });

  it('masks the people asked for, leaving out those without results', () => {
    const r = new ClientResults();
    r.apply([row('ann', [0]), row('bob', [0])]);
    const mask = r.maskOf(['bob', 'zed']);
    expect(peopleIn(mask).map((p) => r.people[p])).toEqual(['bob']);
  });
});
