import { describe, expect, it } from 'vitest';
import { peopleIn } from '@domain/match-sets';
import { fake, serviceOver } from '@server/testing/service-over';
import { MatchSetsRepository } from './match-sets.repository';
import { MatchStatsRepository } from './match-stats.repository';
import { ClientResults } from './match-results.service';
import { WhatIfValuesRepository, type ValueColumnRow } from './what-if-values.repository';
import { WhatIfValuesService } from './what-if-values.service';

const LIFT = 'lift';
const atLeast = (value: string) => ({
  capabilityUuid: LIFT,
  direction: 'AT_LEAST' as const,
  value,
});

/**
 * The service over stored values held here: `lifts` as the database would answer them now,
 * `changedSince` the people a write read again. Counts the value reads.
 */
async function setUp(people: string[]) {
  const lifts = new Map<string, string>();
  let changed: string[] = [];
  const reads: string[][] = [];
  const values = fake(WhatIfValuesRepository, {
    async columnsOf(asked: readonly string[]): Promise<ValueColumnRow[]> {
      reads.push([...asked]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const indexes = asked.flatMap((p, i) => (lifts.has(p) ? [i] : []));
      return [
        {
          capabilityUuid: LIFT,
          indexes: Int32Array.from(indexes),
          values: indexes.map((i) => lifts.get(asked[i])!),
        },
      ];
    },
  });
  const service = await serviceOver(
    WhatIfValuesService,
    fake(MatchSetsRepository, { valuesChangedSince: async () => changed }),
    fake(MatchStatsRepository, {}),
    values,
  );
  const results = new ClientResults();
  results.apply(people.map((personUuid) => ({ personUuid, bits: new Uint8Array(0) })));
  results.version = '1';
  const names = (bits: Uint32Array) => peopleIn(bits).map((p) => results.people[p]);
  return {
    service,
    results,
    lifts,
    reads,
    names,
    changes: (people: string[], version: string) => {
      changed = people;
      results.version = version;
    },
  };
}

describe(WhatIfValuesService.name, () => {
  it('reads a client’s values once for calls that arrive together', async () => {
    const t = await setUp(['ann', 'bob', 'cy']);
    t.lifts.set('ann', '30').set('bob', '10');
    const [first, second] = await Promise.all([
      t.service.of('client', t.results),
      t.service.of('client', t.results),
    ]);
    expect(t.reads).toEqual([['ann', 'bob', 'cy']]);
    expect(t.names(first.satisfying(atLeast('20')))).toEqual(['ann']);
    expect(second).toBe(first);
  });

  it('reads again only the people a write read since, dropping a value they no longer have', async () => {
    const t = await setUp(['ann', 'bob', 'cy']);
    t.lifts.set('ann', '30').set('bob', '25');
    const held = await t.service.of('client', t.results);
    expect(t.names(held.satisfying(atLeast('20')))).toEqual(['ann', 'bob']);

    // Ann's exam unfinalized (no lift now), Cy measured: both re-read, Bob not.
    t.lifts.delete('ann');
    t.lifts.set('cy', '40');
    t.changes(['ann', 'cy'], '2');
    const after = await t.service.of('client', t.results);
    expect(t.reads.at(-1)).toEqual(['ann', 'cy']);
    expect(t.names(after.satisfying(atLeast('20')))).toEqual(['bob', 'cy']);

    // Nothing changed since: no read at all.
    await t.service.of('client', t.results);
    expect(t.reads).toHaveLength(2);
  });

  it('starts over on a full recompute’s new results', async () => {
    const t = await setUp(['ann']);
    t.lifts.set('ann', '30').set('bob', '30');
    await t.service.of('client', t.results);
    const fresh = new ClientResults();
    fresh.apply([{ personUuid: 'bob', bits: new Uint8Array(0) }]);
    const held = await t.service.of('client', fresh);
    expect(t.reads).toEqual([['ann'], ['bob']]);
    expect(peopleIn(held.satisfying(atLeast('20')))).toEqual([0]);
  });
});
