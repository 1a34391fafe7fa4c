import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { MatchResultsService } from '@server/modules/match/match-results.service';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { refusalOf } from '@server/testing/refusal';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import { NhpPoolsRepository } from './nhp-pools.repository';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { klass, slot } from './testing/nhp-rows';
import type { ClassRow, PlacementRow } from './nhp-rows';
import { NhpErrorCode } from './nhp.exceptions';
import { NhpPlacementsService } from './nhp-placements.service';

/**
 * Each slot action against an in-memory world: fakes stand in for the repositories,
 * the class service and the transaction, so the spec sees the service's own orchestration
 * (which checks run, what is written, where a deferred person lands). The SQL and the locks
 * are the NHP e2e suite's part.
 */

const principal = { userUuid: 'user-1' } as Principal;

interface Swimmer {
  swimmerUuid: string;
  nhpPoolUuid: string;
  personUuid: string;
  firstName: string;
  lastName: string;
  availableDate: string;
}

class World {
  classes = new Map<string, ClassRow>();
  slots = new Map<string, PlacementRow>();
  swimmers: Swimmer[] = [];
  rejections = new Set<string>();
  audit: { action: string; entityId: string; after?: unknown }[] = [];

  service(): Promise<NhpPlacementsService> {
    const named = (row: PlacementRow): PlacementRow => {
      const s = this.swimmers.find((m) => m.personUuid === row.personUuid);
      return { ...row, firstName: s?.firstName ?? null, lastName: s?.lastName ?? null };
    };
    const classOf = (uuid: string) => {
      const row = this.classes.get(uuid);
      if (!row) throw new Error(`no class ${uuid}`);
      return { ...row };
    };
    return serviceOver(
      NhpPlacementsService,
      fake(DataSource, inMemoryDataSource()),
      fake(NhpClassesRepository, {
        findPlacement: async (uuid: string) => {
          const row = this.slots.get(uuid);
          return row && named(row);
        },
        placements: async (nhpClassUuid: string) =>
          [...this.slots.values()].filter((s) => s.nhpClassUuid === nhpClassUuid),
      }),
      fake(NhpSlotsRepository, {
        setSlot: async (
          _m: object,
          uuid: string,
          personUuid: string | null,
          placementStatusEnum: PlacementRow['placementStatusEnum'],
          why: PlacementRow['why'],
        ) => {
          const row = this.slots.get(uuid)!;
          const version = row.version + 1;
          this.slots.set(uuid, { ...row, personUuid, placementStatusEnum, why, version });
          return version;
        },
        isRejected: async (_m: object, cls: string, node: string, person: string) =>
          this.rejections.has(`${cls}/${node}/${person}`),
        isPlacedInClass: async (_m: object, cls: string, person: string) =>
          [...this.slots.values()].some((s) => s.nhpClassUuid === cls && s.personUuid === person),
        addRejection: async (
          _m: object,
          r: { nhpClassUuid: string; nodeUuid: string; personUuid: string },
        ) => {
          this.rejections.add(`${r.nhpClassUuid}/${r.nodeUuid}/${r.personUuid}`);
        },
      }),
      fake(NhpPoolsRepository, {
        findSwimmer: async (uuid: string) => this.swimmers.find((m) => m.swimmerUuid === uuid),
        lockMember: async (_m: object, pool: string, person: string) =>
          this.swimmers.find((m) => m.nhpPoolUuid === pool && m.personUuid === person),
        setAvailableDate: async (_m: object, swimmerUuid: string, date: string) => {
          this.swimmers.find((m) => m.swimmerUuid === swimmerUuid)!.availableDate = date;
        },
      }),
      fake(NhpClassesService, {
        readable: async (_p: Principal, uuid: string) => classOf(uuid),
        writable: async (_p: Principal, uuid: string) => classOf(uuid),
      }),
      fake(AuditService, {
        record: async (entry: { action: string; entityId: string; after?: unknown }) => {
          this.audit.push(entry);
        },
      }),
      fake(MatchResultsService, { isMatch: async () => true }),
    );
  }
}

let world: World;
let service: NhpPlacementsService;

beforeEach(async () => {
  world = new World();
  world.classes.set('class-a', klass('class-a', '2026-12-01'));
  world.slots.set('a1', slot('a1', 'class-a'));
  world.slots.set('a2', slot('a2', 'class-a', { ordinal: 2 }));
  world.swimmers.push(
    {
      swimmerUuid: 'sw-ann',
      nhpPoolUuid: 'pool-1',
      personUuid: 'ann',
      firstName: 'Ann',
      lastName: 'Lee',
      availableDate: '2026-11-20',
    },
    {
      swimmerUuid: 'sw-bob',
      nhpPoolUuid: 'pool-2',
      personUuid: 'bob',
      firstName: 'Bob',
      lastName: 'Kay',
      availableDate: '2026-11-20',
    },
  );
  service = await world.service();
});

describe('place', () => {
  it('puts a pool member into an empty slot as INITIAL and audits it', async () => {
    const placed = await service.place(principal, 'a1', 'sw-ann');
    expect(placed).toMatchObject({ personUuid: 'ann', placementStatusEnum: 'INITIAL', version: 2 });
    expect(placed.aPerson).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
    expect(world.audit.map((a) => a.action)).toEqual(['place']);
  });

  it("refuses a member of another pool, as not found in the class's pool", async () => {
    expect(await refusalOf(service.place(principal, 'a1', 'sw-bob'))).toBe(
      `${NhpErrorCode.SwimmerNotFound}: Pool member not found in the class's pool`,
    );
  });

  it('refuses a person already placed in the class, and a filled slot', async () => {
    await service.place(principal, 'a1', 'sw-ann');
    expect(await refusalOf(service.place(principal, 'a2', 'sw-ann'))).toBe(
      `${NhpErrorCode.PlacementConflict}: Ann Lee is already placed in this class`,
    );
    expect(await refusalOf(service.place(principal, 'a1', 'sw-ann'))).toMatch(/already filled/);
    expect(world.slots.get('a2')!.personUuid).toBeNull();
  });

  it('refuses every change while the class is not PLACEMENT', async () => {
    world.classes.set('class-a', klass('class-a', '2026-12-01', { nhpClassStatusEnum: 'KANBAN' }));
    expect(await refusalOf(service.place(principal, 'a1', 'sw-ann'))).toMatch(
      /The class is KANBAN: placements change only while it is PLACEMENT/,
    );
    expect(world.audit).toEqual([]);
  });
});

describe('confirm and unconfirm', () => {
  it('turns the placement FINAL and back to INITIAL, keeping its why', async () => {
    world.slots.set('a1', slot('a1', 'class-a', { personUuid: 'ann', why: { auto: true } }));
    expect(await service.confirm(principal, 'class-a', 'a1')).toMatchObject({
      placementStatusEnum: 'FINAL',
      why: { auto: true },
    });
    expect(await refusalOf(service.confirm(principal, 'class-a', 'a1'))).toMatch(
      /already confirmed/,
    );
    expect(await service.unconfirm(principal, 'class-a', 'a1')).toMatchObject({
      placementStatusEnum: 'INITIAL',
      personUuid: 'ann',
    });
  });

  it('answers not found for a slot of another class', async () => {
    world.classes.set('class-b', klass('class-b', '2026-12-08'));
    expect(await refusalOf(service.confirm(principal, 'class-b', 'a1'))).toMatch(
      /Placement not found/,
    );
  });
});

describe('reject', () => {
  it('empties the slot and keeps the person out of that job in the class', async () => {
    world.slots.set('a1', slot('a1', 'class-a', { personUuid: 'ann', firstName: 'Ann' }));
    const emptied = await service.reject(principal, 'class-a', 'a1');
    expect(emptied).toMatchObject({ personUuid: null, aPerson: null });
    expect(await refusalOf(service.place(principal, 'a2', 'sw-ann'))).toBe(
      `${NhpErrorCode.PlacementConflict}: Ann Lee was rejected for this job in this class`,
    );
  });
});

describe('defer', () => {
  beforeEach(() => {
    world.slots.set('a1', slot('a1', 'class-a', { personUuid: 'ann', shift: 2 }));
    world.classes.set('class-b', klass('class-b', '2026-12-08'));
    world.slots.set('b1', slot('b1', 'class-b', { shift: 1 }));
    world.slots.set('b2', slot('b2', 'class-b', { shift: 2, ordinal: 2 }));
    world.slots.set('b3', slot('b3', 'class-b', { shift: 2, nodeUuid: 'job-2' }));
  });

  it('empties the slot, moves availability to the later class and takes a slot there', async () => {
    const result = await service.defer(principal, 'class-a', 'a1', 'class-b');
    expect(result.placement.personUuid).toBeNull();
    expect(result.availableDate).toBe('2026-12-08');
    // Same job first, then the same shift: b2, not b1 (other shift) nor b3 (other job).
    expect(result.movedTo).toMatchObject({
      placementUuid: 'b2',
      personUuid: 'ann',
      why: { deferredFrom: 'class-a' },
    });
    expect(world.swimmers[0].availableDate).toBe('2026-12-08');
    expect(world.audit.map((a) => a.action)).toEqual(['deferred-in', 'defer']);
  });

  it('keeps a later availability date than the target class', async () => {
    world.swimmers[0].availableDate = '2027-01-05';
    expect((await service.defer(principal, 'class-a', 'a1', 'class-b')).availableDate).toBe(
      '2027-01-05',
    );
  });

  it('takes no slot in a later class that is not yet PLACEMENT', async () => {
    world.classes.set('class-b', klass('class-b', '2026-12-08', { nhpClassStatusEnum: 'KANBAN' }));
    const result = await service.defer(principal, 'class-a', 'a1', 'class-b');
    expect(result.movedTo).toBeNull();
    expect(result.availableDate).toBe('2026-12-08');
  });

  it('refuses the same class, another pool, an earlier class and a FINAL one', async () => {
    world.classes.set('class-c', klass('class-c', '2026-12-09', { nhpPoolUuid: 'pool-2' }));
    world.classes.set('class-d', klass('class-d', '2026-11-01'));
    world.classes.set('class-e', klass('class-e', '2026-12-09', { nhpClassStatusEnum: 'FINAL' }));
    const refusal = (target: string) =>
      refusalOf(service.defer(principal, 'class-a', 'a1', target));
    expect(await refusal('class-a')).toMatch(/not the same one/);
    expect(await refusal('class-c')).toMatch(/same pool/);
    expect(await refusal('class-d')).toMatch(/starts later/);
    expect(await refusal('class-e')).toBe(
      `${NhpErrorCode.PlacementConflict}: The later class is FINAL: it takes no more people`,
    );
    expect(world.slots.get('a1')!.personUuid).toBe('ann');
  });
});
