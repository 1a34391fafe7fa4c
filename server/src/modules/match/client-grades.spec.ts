import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_DIRECTIONS } from '@domain/match-engine';
import { demandSatisfied, type MatchPda } from '@domain/match-sets';
import { gradesOfClient } from './client-grades';
import { gradeOf } from './grades';

const CAPS = ['grip', 'reach', 'side'];
const names = new Map([
  ['grip', { description: 'Grip strength', units: 'KG' }],
  ['reach', { description: 'Reach', units: 'CM' }],
]);
// Numbers, words, blanks and the unlimited sentinel, few enough that values repeat.
const VALUE = fc.constantFrom(
  '10',
  '20',
  '20.0',
  '35',
  ' 35 ',
  'LEFT',
  'left',
  '',
  'false',
  'true',
  '1.7976931348623157E308',
);
const NODES = ['press', 'pack', 'weld', 'paint'];

const demand = fc.record({
  capabilityUuid: fc.constantFrom(...CAPS),
  direction: fc.constantFrom(...CAPABILITY_DIRECTIONS),
  value: VALUE,
});
const pdas = fc.array(fc.array(demand, { maxLength: 4 }), { maxLength: 3 });
const byNodeArb = fc
  .array(fc.tuple(fc.constantFrom(...NODES), pdas), { maxLength: 4 })
  .map(
    (entries) =>
      new Map(
        entries.map(([node, lists], n) => [
          node,
          lists.map((demands, p): MatchPda => ({ pdaUuid: `${node}-${n}-${p}`, demands })),
        ]),
      ),
  );
const person = fc.record({
  values: fc.record(
    { grip: fc.option(VALUE), reach: fc.option(VALUE), side: fc.option(VALUE) },
    { requiredKeys: [] },
  ),
  targets: fc.option(fc.uniqueArray(fc.constantFrom(...NODES, 'elsewhere'), { maxLength: 3 })),
  graded: fc.boolean(),
});

/** The match results' bits, by the one-person rule the bitsets agree with (libs/domain). */
const matchesBy =
  (
    byNode: ReadonlyMap<string, readonly MatchPda[]>,
    value: (ordinal: number, capability: string) => string | null | undefined,
  ) =>
  (ordinal: number, nodeUuid: string) =>
    byNode
      .get(nodeUuid)!
      .every((pda) =>
        pda.demands.every((d) =>
          demandSatisfied(d.direction, value(ordinal, d.capabilityUuid), d.value),
        ),
      );

describe(gradesOfClient.name, () => {
  it('gives each person gradeOf’s grade and words, nearest node included', () => {
    fc.assert(
      fc.property(fc.array(person, { maxLength: 12 }), byNodeArb, (people, byNode) => {
        // A capability nobody was measured in has no column at all, as in the recompute.
        const columns = new Map<string, (string | null)[]>();
        for (const capability of CAPS) {
          const column = people.map(
            (p) => (p.values as Record<string, string | null>)[capability] ?? null,
          );
          if (column.some((v) => v !== null)) columns.set(capability, column);
        }
        const { grades } = gradesOfClient(
          {
            count: people.length,
            column: (capability) => columns.get(capability),
            targetsOf: (i) => (people[i].targets ? new Set(people[i].targets) : undefined),
            graded: (i) => people[i].graded,
            matches: matchesBy(byNode, (i, c) => columns.get(c)?.[i]),
          },
          byNode,
          names,
        );
        people.forEach((p, i) => {
          const values = new Map([...columns].map(([c, column]) => [c, column[i]]));
          const expected = p.graded
            ? gradeOf(values, byNode, names, p.targets ? new Set(p.targets) : undefined)
            : null;
          expect(grades[i]).toEqual(expected);
        });
      }),
      { numRuns: 400 },
    );
  });

  it('grades a regrade’s few people as the full recompute grades them among everyone', () => {
    // The regrade grades the people a change can affect alone (decision 0036); values are coded
    // over those searched only, so their grades must not depend on who else is graded.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(person, fc.boolean()), { maxLength: 12 }),
        byNodeArb,
        (rows, byNode) => {
          const people = rows.map(([p]) => ({ ...p, graded: true }));
          const column = (capability: string) =>
            people.map((p) => (p.values as Record<string, string | null>)[capability] ?? null);
          const gradesOf = (graded: (i: number) => boolean) =>
            gradesOfClient(
              {
                count: people.length,
                column,
                targetsOf: (i) => (people[i].targets ? new Set(people[i].targets) : undefined),
                graded,
                matches: matchesBy(byNode, (i, c) => column(c)[i]),
              },
              byNode,
              names,
            ).grades;
          const full = gradesOf(() => true);
          const few = gradesOf((i) => rows[i][1]);
          rows.forEach(([, inRegrade], i) => expect(few[i]).toEqual(inRegrade ? full[i] : null));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('names the node with the fewest unmet demands when none is met', () => {
    // 3 nodes: the second misses one demand for this person, the third two; the first three.
    const node = (name: string, thresholds: number[]): [string, MatchPda[]] => [
      name,
      [
        {
          pdaUuid: name,
          demands: thresholds.map((t) => ({
            capabilityUuid: 'grip',
            direction: 'AT_LEAST',
            value: String(t),
          })),
        },
      ],
    ];
    const byNode = new Map([node('a', [30, 40, 50]), node('b', [10, 25]), node('c', [30, 45])]);
    const {
      grades: [grade],
    } = gradesOfClient(
      {
        count: 1,
        column: () => ['20'],
        targetsOf: () => undefined,
        graded: () => true,
        matches: matchesBy(byNode, () => '20'),
      },
      byNode,
      names,
    );
    expect(grade).toEqual({ grade: 'NG', reasons: 'Grip strength: 20 kg misses at least 25 kg' });
  });
});
