import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_DIRECTIONS } from '@domain/match-engine';
import { demandSatisfied, type MatchPda } from '@domain/match-sets';
import { UnmetCounter, gradeAt, gradesOfClient } from './client-grades';
import { nearestAfterChange } from './nearest-node';

describe(nearestAfterChange.name, () => {
  const stored = { node: 'n5', unmet: 3 };

  it('keeps the stored nearest when no changed node comes before it', () => {
    expect(nearestAfterChange(stored, new Map([['n9', 4]]))).toBe('same');
    // A tie goes to the first node in uuid order: n9 comes after n5.
    expect(nearestAfterChange(stored, new Map([['n9', 3]]))).toBe('same');
    expect(nearestAfterChange(stored, new Map([['n1', undefined]]))).toBe('same');
  });

  it('moves to a changed node now nearer, or first of a tie', () => {
    expect(nearestAfterChange(stored, new Map([['n9', 2]]))).toEqual({ node: 'n9', unmet: 2 });
    expect(nearestAfterChange(stored, new Map([['n1', 3]]))).toEqual({ node: 'n1', unmet: 3 });
    expect(
      nearestAfterChange(
        stored,
        new Map([
          ['n9', 1],
          ['n7', 1],
        ]),
      ),
    ).toEqual({ node: 'n7', unmet: 1 });
  });

  it('stays at its own changed node when it got no further, with the new count', () => {
    expect(nearestAfterChange(stored, new Map([['n5', 3]]))).toEqual({ node: 'n5', unmet: 3 });
    expect(nearestAfterChange(stored, new Map([['n5', 1]]))).toEqual({ node: 'n5', unmet: 1 });
  });

  it('searches again when its own node got further or stopped being a job node', () => {
    expect(nearestAfterChange(stored, new Map([['n5', 4]]))).toBe('search');
    expect(nearestAfterChange(stored, new Map([['n5', undefined]]))).toBe('search');
  });
});

// Against the full search: after any change of one node's demands, whoever matched none before
// and after is told 'same' only when the full search finds the stored nearest again, and a node
// only when the full search finds that node, count and words.
const CAPS = ['grip', 'reach'];
const VALUE = fc.constantFrom('10', '20', '35', 'LEFT', '');
const demand = fc.record({
  capabilityUuid: fc.constantFrom(...CAPS),
  direction: fc.constantFrom(...CAPABILITY_DIRECTIONS),
  value: VALUE,
});
const pdasArb = fc.array(fc.array(demand, { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 2,
});
const NODES = ['a', 'b', 'c', 'd', 'e'];
const names = new Map([['grip', { description: 'Grip strength', units: 'KG' }]]);

function sorted(
  entries: [string, (typeof demand extends fc.Arbitrary<infer D> ? D : never)[][]][],
) {
  return new Map(
    entries
      .map(([node, lists]): [string, MatchPda[]] => [
        node,
        lists.map((demands, p) => ({ pdaUuid: `${node}-${p}`, demands })),
      ])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

it('agrees with the full search after any change of one node', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.tuple(fc.constantFrom(...NODES), pdasArb), {
        minLength: 1,
        selector: ([node]) => node,
      }),
      fc.constantFrom(...NODES),
      fc.option(pdasArb),
      fc.array(fc.record({ grip: fc.option(VALUE), reach: fc.option(VALUE) }), { maxLength: 10 }),
      (entries, node, newPdas, people) => {
        const before = sorted(entries);
        const after = sorted([
          ...entries.filter(([n]) => n !== node),
          ...(newPdas ? [[node, newPdas] as (typeof entries)[number]] : []),
        ]);
        const column = (c: string) =>
          people.map((p) => (p as Record<string, string | null>)[c] ?? null);
        const grade = (byNode: Map<string, MatchPda[]>) =>
          gradesOfClient(
            {
              count: people.length,
              column,
              targetsOf: () => undefined,
              graded: () => true,
              matches: (i, n) =>
                byNode
                  .get(n)!
                  .every((pda) =>
                    pda.demands.every((d) =>
                      demandSatisfied(d.direction, column(d.capabilityUuid)[i], d.value),
                    ),
                  ),
            },
            byNode,
            names,
          );
        const old = grade(before);
        const full = grade(after);
        const ordinals = people.map((_, i) => i);
        const counts = after.has(node)
          ? new UnmetCounter(people.length, column, ordinals).unmetAt(after.get(node)!)
          : undefined;
        people.forEach((_, i) => {
          const stored = old.nearest[i];
          if (!stored || full.grades[i]?.grade === 'OK') return;
          const told = nearestAfterChange(stored, new Map([[node, counts?.[i]]]));
          if (told === 'search') return;
          const expected = told === 'same' ? stored : told;
          expect(full.nearest[i]).toEqual(expected);
          expect(gradeAt(column, i, [expected.node, after.get(expected.node)!], names)).toEqual(
            full.grades[i],
          );
        });
      },
    ),
    { numRuns: 500 },
  );
});
