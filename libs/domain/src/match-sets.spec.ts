import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_DIRECTIONS, judgeDemand } from './match-engine';
import {
  allPeople,
  CodedColumn,
  countPeople,
  demandSatisfied,
  hasPerson,
  matchPeopleToPdas,
  peopleIn,
  peopleSatisfying,
  type MatchPda,
} from './match-sets';

const CAPS = ['lift', 'reach', 'side'];
const VALUE = fc.constantFrom(
  '',
  ' ',
  '0',
  '5',
  '5.0',
  '10',
  '10.5',
  '-3',
  '20',
  '1.7976931348623157E308',
  'left',
  'LEFT ',
  'right',
  'abc',
  // yes/no capabilities: a demand of false asks nothing
  'true',
  'false',
  ' FALSE',
);

describe('demandSatisfied', () => {
  it('gives judgeDemand verdict for every direction and value pair', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAPABILITY_DIRECTIONS), VALUE, VALUE, (d, person, demand) => {
        expect(demandSatisfied(d, person, demand)).toBe(judgeDemand(d, person, demand).satisfied);
      }),
    );
    expect(demandSatisfied('AT_LEAST', null, '5')).toBe(false);
    expect(demandSatisfied('AT_LEAST', undefined, '')).toBe(true);
  });
});

describe('matchPeopleToPdas', () => {
  it('matches exactly the people judgeDemand satisfies on every demand', () => {
    const people = fc.array(
      fc.record({ lift: VALUE, reach: fc.option(VALUE), side: VALUE }, { requiredKeys: [] }),
      { maxLength: 70 },
    );
    const pdas = fc.array(
      fc.array(
        fc.record({
          capabilityUuid: fc.constantFrom(...CAPS),
          direction: fc.constantFrom(...CAPABILITY_DIRECTIONS),
          value: VALUE,
        }),
        { maxLength: 4 },
      ),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(people, pdas, (persons, demandLists) => {
        const input: MatchPda[] = demandLists.map((demands, i) => ({ pdaUuid: `p${i}`, demands }));
        const column = (cap: string) =>
          persons.map((p) => (p as Record<string, string | null | undefined>)[cap]);
        const sets = matchPeopleToPdas(persons.length, column, input);
        for (const pda of input) {
          const expected = persons.flatMap((p, ordinal) =>
            pda.demands.every(
              (d) =>
                judgeDemand(
                  d.direction,
                  (p as Record<string, string | null | undefined>)[d.capabilityUuid],
                  d.value,
                ).satisfied,
            )
              ? [ordinal]
              : [],
          );
          expect(peopleIn(sets.get(pda.pdaUuid)!)).toEqual(expected);
          expect(countPeople(sets.get(pda.pdaUuid)!)).toBe(expected.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('treats equal values, Infinity and missing values like the rule', () => {
    const values: Record<string, (string | null)[]> = {
      lift: ['20', '19.9', '1.7976931348623157E308', null],
    };
    const sets = matchPeopleToPdas(4, (cap) => values[cap] ?? [], [
      {
        pdaUuid: 'atLeast20',
        demands: [{ capabilityUuid: 'lift', direction: 'AT_LEAST', value: '20' }],
      },
      {
        pdaUuid: 'unlimited',
        demands: [
          { capabilityUuid: 'lift', direction: 'AT_LEAST', value: '1.7976931348623157E308' },
        ],
      },
      { pdaUuid: 'none', demands: [] },
      {
        pdaUuid: 'notNumber',
        demands: [{ capabilityUuid: 'lift', direction: 'AT_MOST', value: 'x' }],
      },
    ]);
    expect(peopleIn(sets.get('atLeast20')!)).toEqual([0, 2]);
    expect(peopleIn(sets.get('unlimited')!)).toEqual([2]);
    expect(peopleIn(sets.get('none')!)).toEqual([0, 1, 2, 3]);
    expect(peopleIn(sets.get('notNumber')!)).toEqual([]);
  });
});

describe('peopleSatisfying', () => {
  it('holds the people the rule satisfies, those past a short column unmeasured', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(VALUE), { maxLength: 70 }),
        fc.nat(40),
        fc.constantFrom(...CAPABILITY_DIRECTIONS),
        VALUE,
        (column, extra, direction, value) => {
          const people = column.length + extra;
          const expected = [...Array(people).keys()].filter(
            (ordinal) => judgeDemand(direction, column[ordinal], value).satisfied,
          );
          expect(peopleIn(peopleSatisfying(people, column, { direction, value }))).toEqual(
            expected,
          );
          // The same over the column held coded, filled in any order and written over once.
          const coded = new CodedColumn(extra % 3 === 0 ? 0 : column.length);
          [...column.keys()].reverse().forEach((ordinal) => coded.set(ordinal, 'overwritten'));
          column.forEach((v, ordinal) => coded.set(ordinal, v));
          expect(peopleIn(coded.satisfying(people, { direction, value }))).toEqual(expected);
          expect([...column.keys()].map((ordinal) => coded.get(ordinal))).toEqual(
            column.map((v) => v ?? undefined),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('people bitsets', () => {
  it('holds exactly the people asked for, past word boundaries', () => {
    for (const n of [0, 1, 31, 32, 33, 64, 100]) {
      const all = allPeople(n);
      expect(countPeople(all)).toBe(n);
      expect(peopleIn(all)).toEqual([...Array(n).keys()]);
      if (n > 0) expect(hasPerson(all, n - 1)).toBe(true);
    }
  });
});
