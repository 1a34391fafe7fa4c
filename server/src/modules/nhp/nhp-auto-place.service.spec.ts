import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { MatchResultsService } from '@server/modules/match/match-results.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import type { PoolCandidate } from './auto-place-eligibility';
import { NhpAutoPlaceService } from './nhp-auto-place.service';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import { NhpPoolsRepository } from './nhp-pools.repository';
import type { ClassRow, PlacementRow } from './nhp-rows';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { NhpErrorCode } from './nhp.exceptions';
import { klass, slot } from './testing/nhp-rows';

/**
 * Auto-Place over an in-memory class (decisions 0014, 0053): fakes stand in for the slots,
 * the pool, the match results and the class check, so the spec sees whom the service puts
 * where, which slots it leaves empty and why, and when it refuses. The solver and the
 * eligibility rule have their own specs; the row locks are the NHP e2e suite's part.
 */

const principal = { userUuid: 'user-1' } as Principal;

const member = (personUuid: string, availableDate: string, first = '', second = '') => ({
  personUuid,
  availableDate,
  firstShift: first,
  secondShift: second,
});

class World {
  klass: ClassRow = klass('class-a', '2026-12-01');
  slots = new Map<string, PlacementRow>([
    ['a1', slot('a1', 'class-a', { shift: 1 })],
    ['a2', slot('a2', 'class-a', { shift: 2, ordinal: 2 })],
    ['a3', slot('a3', 'class-a', { nodeUuid: 'job-2' })],
  ]);
  pool: PoolCandidate[] = [
    member('ann', '2026-11-20', 'preferred', 'nopreference'),
    member('bob', '2026-12-15'),
    member('cy', '2026-11-25', 'nopreference', 'unable'),
  ];
  /** Who matches each job node's active PDAs; job-2 has none. */
  matches = new Map([['job-1', new Set(['ann', 'bob', 'cy'])]]);
  rejected = new Set<string>();
  audit: unknown[] = [];

  service(): Promise<NhpAutoPlaceService> {
    const ofClass = () => [...this.slots.values()].map((s) => ({ ...s }));
    return serviceOver(
      NhpAutoPlaceService,
      fake(DataSource, inMemoryDataSource()),
      fake(NhpClassesRepository, {
        findPlacement: async (id: string) => this.slots.get(id),
        placements: async () => ofClass(),
      }),
      fake(NhpSlotsRepository, {
        rejectedPairs: async () => this.rejected,
        fillSlots: async (_m: object, fills: { placementUuid: string; personUuid: string }[]) => {
          for (const f of fills) Object.assign(this.slots.get(f.placementUuid)!, f);
        },
      }),
      fake(NhpPoolsRepository, {
        candidates: async () =>
          this.pool.filter(
            (c) => ![...this.slots.values()].some((s) => s.personUuid === c.personUuid),
          ),
      }),
      fake(NhpClassesService, { writable: async () => ({ ...this.klass }) }),
      fake(MatchResultsService, {
        matchingPeople: async (node: string, people: string[]) =>
          new Set(people.filter((p) => this.matches.get(node)?.has(p))),
        jobsWithActivePdas: async (nodes: string[]) =>
          new Set(nodes.filter((n) => this.matches.has(n))),
      }),
      fake(AuditService, { record: async (entry: unknown) => void this.audit.push(entry) }),
    );
  }

  placed(): Record<string, string | null> {
    return Object.fromEntries([...this.slots].map(([uuid, s]) => [uuid, s.personUuid]));
  }
}

let world: World;
let service: NhpAutoPlaceService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('Auto-Place on a class', () => {
  it('fills the most slots with eligible members, saying why each empty slot stayed empty', async () => {
    const result = await service.run(principal, 'class-a');
    // Cy cannot work the second shift, so Ann takes it: two slots rather than one.
    // Bob is available only after the class.
    expect(world.placed()).toEqual({ a1: 'cy', a2: 'ann', a3: null });
    expect(result).toMatchObject({ placed: 2, emptyLeft: 1 });
    expect(result.emptySlots).toEqual([
      { placementUuid: 'a3', nodeUuid: 'job-2', shift: 1, reason: 'NO_ACTIVE_PDA' },
    ]);
    expect(world.slots.get('a2')!.why).toMatchObject({ shift: 2, daysAvailableBeforeClass: 11 });
    expect(world.audit).toHaveLength(1);
  });

  it('never places a member where they were rejected in this class', async () => {
    world.rejected.add('job-1/ann');
    const result = await service.run(principal, 'class-a');
    expect(world.placed()).toEqual({ a1: 'cy', a2: null, a3: null });
    expect(result.emptySlots.map((s) => [s.placementUuid, s.reason])).toEqual([
      ['a2', 'NOT_ELIGIBLE'],
      ['a3', 'NO_ACTIVE_PDA'],
    ]);
  });

  it('writes and audits nothing when nobody can be placed', async () => {
    world.matches.set('job-1', new Set());
    const result = await service.run(principal, 'class-a');
    expect(result.placed).toBe(0);
    expect(result.emptySlots.map((s) => s.reason)).toEqual([
      'NO_MATCH',
      'NO_MATCH',
      'NO_ACTIVE_PDA',
    ]);
    expect(world.audit).toEqual([]);
  });

  it('refuses while the class is not PLACEMENT', async () => {
    world.klass = klass('class-a', '2026-12-01', { nhpClassStatusEnum: 'KANBAN' });
    expect(await refusalOf(service.run(principal, 'class-a'))).toBe(
      `${NhpErrorCode.PlacementConflict}: The class is KANBAN: Auto-Place runs only while it is PLACEMENT`,
    );
    expect(world.placed()).toEqual({ a1: null, a2: null, a3: null });
  });
});

describe('Auto-Place on one slot', () => {
  it('fills that slot alone', async () => {
    await service.run(principal, 'a2');
    expect(world.placed()).toEqual({ a1: null, a2: 'ann', a3: null });
  });

  it('refuses a slot someone filled first', async () => {
    world.slots.get('a1')!.personUuid = 'bob';
    expect(await refusalOf(service.run(principal, 'a1'))).toBe(
      `${NhpErrorCode.PlacementConflict}: The slot is already filled: someone placed a person there first`,
    );
  });
});
