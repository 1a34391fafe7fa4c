import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CodedColumn, type MatchPda } from '@domain/match-sets';
import { EventBusService } from '@server/common/events/event-bus.service';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchNearestRepository } from './match-nearest.repository';
import { MatchRecomputeService } from './match-recompute.service';
import { MatchRegradeService, type RegradeScope } from './match-regrade.service';
import { ClientResults, MatchResultsService } from './match-results.service';
import { MatchSetsRepository, type StoredNearest } from './match-sets.repository';
import { WhatIfValuesService } from './what-if-values.service';

/**
 * Who a change regrades (decision 0036), over one client held in memory: two job nodes, four
 * people with stored bits and lift values, the real ClientResults, CodedColumn and grading.
 * What the spec reads is whom the service grades again (the grades it reads and writes) and
 * which bits it writes; the SQL is the match e2e suite's part.
 */

const J1 = 'job-1';
const J2 = 'job-2';
const liftAtLeast = (value: string): MatchPda[] => [
  { pdaUuid: `pda-${value}`, demands: [{ capabilityUuid: 'lift', direction: 'AT_LEAST', value }] },
];

/** A stored results row: bits over node ordinals, as match_person_sets holds them. */
const row = (personUuid: string, ordinals: number[]) => {
  const bits = new Uint8Array(1);
  for (const o of ordinals) bits[o >> 3] |= 1 << (o & 7);
  return { personUuid, bits };
};

class World {
  /** Lift values; Dan has none (unmeasured), Eve too little for any job. */
  lift: Record<string, string> = { ann: '30', bob: '15', cy: '5', eve: '8' };
  /** Node demands after the change. */
  demands = new Map([
    [J1, liftAtLeast('20')],
    [J2, liftAtLeast('10')],
  ]);
  /** Who is up for which jobs: Cy for J2 only (her class); the others for every job node. */
  targets = new Map([['cy', new Set([J2])]]);
  results = new ClientResults();
  missing: string[] = [];
  grades = new Map<string, { grade: string; reasons: string }>();
  gradedAgain: string[] = [];
  bitsWritten: { ordinal: number; matched: string[]; changed: string[] }[] = [];
  recomputed: string[] = [];
  nearestWritten: string[] = [];
  /** The nearest job node stored for those matching none, by ordinal. */
  nearest = new Map<string, StoredNearest>();
  pushed = 0;

  constructor() {
    // Before the change: J1 (ordinal 0) holds Ann; J2 (ordinal 1) Ann and Bob.
    this.results.apply([
      row('ann', [0, 1]),
      row('bob', [1]),
      row('cy', []),
      row('dan', []),
      row('eve', []),
    ]);
    this.results.ordinals = new Map([
      [J1, 0],
      [J2, 1],
    ]);
    for (const p of ['ann', 'bob']) this.grades.set(p, { grade: 'OK', reasons: '' });
  }

  service(): Promise<MatchRegradeService> {
    const column = new CodedColumn(5);
    this.results.people.forEach((p, i) => column.set(i, this.lift[p]));
    const held = {
      column: (capability: string) => (capability === 'lift' ? column : undefined),
      measured: (position: number) => column.get(position) !== undefined,
    };
    const ordinals = new Map([
      [J1, 0],
      [J2, 1],
    ]);
    return serviceOver(
      MatchRegradeService,
      fake(DataSource, inMemoryDataSource()),
      fake(MatchInputsRepository, {
        targetsOfClient: async () => this.targets,
        capabilityNames: async () => new Map([['lift', { description: 'Lift', units: 'kg' }]]),
      }),
      fake(MatchSetsRepository, {
        peopleWithoutResults: async () => this.missing,
        nextVersion: async () => '2',
        nodeOrdinals: async (_c: string, nodes: string[]) =>
          new Map(nodes.map((n) => [n, ordinals.get(n)!])),
        writeNodeBit: async (
          _c: string,
          _v: string,
          ordinal: number,
          matched: string[],
          _m: object,
          changed: string[],
        ) => void this.bitsWritten.push({ ordinal, matched, changed }),
        gradesOf: async (people: string[]) => {
          this.gradedAgain.push(...people);
          return new Map(
            people.flatMap((p) => (this.grades.has(p) ? [[p, this.grades.get(p)!]] : [])),
          );
        },
        replaceGrades: async (
          people: string[],
          grades: { personUuid: string; grade: string; reasons: string }[],
        ) => {
          for (const p of people) this.grades.delete(p);
          for (const g of grades)
            this.grades.set(g.personUuid, { grade: g.grade, reasons: g.reasons });
        },
      }),
      fake(MatchRecomputeService, {
        demandsOf: async () => ({ version: '2', byNode: this.demands, ordinals }),
        recomputePerson: async (person: string) => void this.recomputed.push(person),
        recomputeClient: async () => ({ people: 4 }),
      }),
      fake(MatchResultsService, { ofClient: async () => this.results }),
      fake(WhatIfValuesService, { of: async () => held }),
      fake(MatchNearestRepository, {
        nearestOfClient: async () => this.nearest,
        writeNearest: async (people: { personUuid: string }[]) =>
          void this.nearestWritten.push(...people.map((p) => p.personUuid)),
      }),
      fake(EventBusService, { publish: async () => void this.pushed++ }),
      fake(MetricsService, { timeMatch: (_kind: string, work: () => Promise<unknown>) => work() }),
    );
  }
}

const scope = (over: Partial<RegradeScope>): RegradeScope => ({
  nodes: [],
  people: [],
  measured: [],
  ...over,
});

let world: World;
let service: MatchRegradeService;

beforeEach(async () => {
  world = new World();
});

describe('a job node’s demands changed', () => {
  it('regrades whose bit there flipped, not who still matches, nor who is up for other jobs', async () => {
    world.demands.set(J1, liftAtLeast('10'));
    service = await world.service();
    const done = await service.regrade('client', scope({ nodes: [J1] }));
    // Bob now meets J1: his bit flips. Ann matched and still does. Cy is up for J2 alone.
    // Dan is graded against every node but has no measurement: nothing to grade.
    expect(world.bitsWritten).toEqual([{ ordinal: 0, matched: ['bob'], changed: ['bob'] }]);
    // Eve matches nothing, and no nearest node is stored for her: searched again.
    expect(world.gradedAgain).toEqual(['bob', 'eve']);
    expect(world.nearestWritten).toEqual(['bob', 'eve']);
    expect(done).toMatchObject({ graded: 2, rematched: 1, full: false });
  });

  it('regrades who matches none of their jobs any more, with the words of the nearest', async () => {
    world.demands.set(J1, liftAtLeast('40'));
    world.demands.set(J2, liftAtLeast('40'));
    service = await world.service();
    await service.regrade('client', scope({ nodes: [J1, J2] }));
    expect(world.gradedAgain.sort()).toEqual(['ann', 'bob', 'cy', 'eve']);
    expect(world.grades.get('ann')).toMatchObject({ grade: 'NG' });
    expect(world.pushed).toBe(1);
  });
});

describe('someone matching none before and after', () => {
  it('is left alone when no changed node comes nearer than their stored nearest', async () => {
    // Eve's nearest is J1 (one demand unmet); J2 changes and stays one demand away for her.
    world.demands.set(J2, liftAtLeast('12'));
    world.nearest.set('eve', { ordinal: 0, unmet: 1 });
    service = await world.service();
    await service.regrade('client', scope({ nodes: [J2] }));
    // Cy, up for J2 alone, now matches none: regraded. Eve: not.
    expect(world.gradedAgain).toEqual(['cy']);
  });
});

describe('a pool’s jobs changed', () => {
  it('regrades exactly the people named, and takes the grade of one no longer measured', async () => {
    world.grades.set('dan', { grade: 'NG', reasons: 'old' });
    service = await world.service();
    await service.regrade('client', scope({ people: ['cy', 'dan'] }));
    expect(world.gradedAgain).toEqual(['cy', 'dan']);
    expect(world.grades.has('dan')).toBe(false);
    expect(world.bitsWritten).toEqual([]);
  });
});

describe('measurements changed', () => {
  it('recompute each measured person on their own path, and push once', async () => {
    service = await world.service();
    expect(await service.regrade('client', scope({ measured: ['ann', 'bob'] }))).toMatchObject({
      graded: 2,
    });
    expect(world.recomputed).toEqual(['ann', 'bob']);
    expect(world.gradedAgain).toEqual([]);
    expect(world.pushed).toBe(1);
  });
});

describe('a client with many people without results', () => {
  it('is recomputed whole instead of person by person', async () => {
    world.missing = Array.from({ length: 201 }, (_, i) => `new-${i}`);
    service = await world.service();
    expect(await service.regrade('client', scope({ nodes: [J1] }))).toEqual({
      graded: 4,
      changed: 4,
      rematched: 0,
      full: true,
    });
    expect(world.recomputed).toEqual([]);
  });
});
