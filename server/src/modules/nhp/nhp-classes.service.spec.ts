import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { DomainEvents } from '@server/common/events/domain-events';
import { AuditService } from '@server/modules/audit/audit.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import type { CreateNhpClassDto } from './dto/nhp-class.dto';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import { NhpPoolsRepository } from './nhp-pools.repository';
import type { ClassRow, PlacementRow } from './nhp-rows';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { NhpErrorCode } from './nhp.exceptions';
import { klass, slot } from './testing/nhp-rows';

/**
 * A class's life (decision 0014 section 5) over in-memory classes, kanbans and slots: who
 * sees a class, when creation and deletion are refused, which status a class may go to, and
 * what Finalize / UN-Finalize Kanbans do to its slots. The locks are the NHP e2e suite's part.
 */

const staff = { userUuid: 'staff-1', groups: ['staffing:site-1'] } as unknown as Principal;
const stranger = { userUuid: 'other', groups: ['staffing:site-2'] } as unknown as Principal;
const NOT_FOUND = `${AccessErrorCode.NotFound}: Class not found`;

class World {
  classes = new Map<string, ClassRow>([
    ['class-a', klass('class-a', '2026-12-01', { nhpClassStatusEnum: 'KANBAN' })],
  ]);
  kanbans = [{ nodeUuid: 'job-1', qty1: 2, qty2: 1 }];
  slots: PlacementRow[] = [];
  heard: string[] = [];
  audit: string[] = [];

  service(): Promise<NhpClassesService> {
    const events = new DomainEvents();
    events.on('nhp.jobs-changed', async (e) => void this.heard.push(e.nhpClassUuid));
    const of = (uuid: string) => this.slots.filter((s) => s.nhpClassUuid === uuid);
    return serviceOver(
      NhpClassesService,
      fake(DataSource, inMemoryDataSource()),
      fake(NhpClassesRepository, {
        findClass: async (uuid: string) => this.classes.get(uuid),
        allClasses: async () => [...this.classes.values()],
        insertClass: async (_m: object, row: { nhpClassUuid: string; description: string }) =>
          void this.classes.set(
            row.nhpClassUuid,
            klass(row.nhpClassUuid, '2026-12-01', { ...row, nhpClassStatusEnum: 'KANBAN' }),
          ),
        deleteClass: async (_m: object, uuid: string) => void this.classes.delete(uuid),
        fill: async (_m: object, uuid: string) => ({
          openings: this.kanbans.reduce((n, k) => n + k.qty1 + k.qty2, 0),
          filled: of(uuid).filter((s) => s.personUuid).length,
          unconfirmed: of(uuid).filter((s) => s.personUuid && s.placementStatusEnum === 'INITIAL')
            .length,
        }),
        kanbans: async () => this.kanbans,
        setStatus: async (_m: object, uuid: string, to: ClassRow['nhpClassStatusEnum']) =>
          void (this.classes.get(uuid)!.nhpClassStatusEnum = to),
      }),
      fake(NhpSlotsRepository, {
        addSlots: async (_m: object, added: PlacementRow[]) =>
          void this.slots.push(...added.map((s) => slot(s.placementUuid, s.nhpClassUuid, s))),
        removeEmptySlots: async (_m: object, uuid: string) =>
          void (this.slots = this.slots.filter((s) => s.nhpClassUuid !== uuid || s.personUuid)),
      }),
      fake(NhpPoolsRepository, {
        findPool: async (uuid: string) =>
          uuid === 'pool-1' ? { nhpPoolUuid: 'pool-1', clientNodeUuid: 'site-1' } : undefined,
      }),
      fake(AuditService, {
        record: async (entry: { action: string }) => void this.audit.push(entry.action),
      }),
      fake(DomainEvents, events),
    );
  }

  status(): string {
    return this.classes.get('class-a')!.nhpClassStatusEnum;
  }
}

let world: World;
let service: NhpClassesService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('who sees a class', () => {
  it('the staff of its pool’s site; to anyone else it does not exist', async () => {
    expect((await service.simple(staff, 'class-a')).nhpClassUuid).toBe('class-a');
    expect(await refusalOf(service.simple(stranger, 'class-a'))).toBe(NOT_FOUND);
    expect(await refusalOf(service.simple(staff, 'no-such-class'))).toBe(NOT_FOUND);
    expect(await service.list(stranger)).toEqual([]);
    expect(await refusalOf(service.setStatus(stranger, 'class-a', 'PLACEMENT'))).toBe(NOT_FOUND);
  });
});

describe('creating a class', () => {
  const body = (nhpPoolUuid: string, description: string) =>
    ({ nhpPoolUuid, description, classTimestamp: '2026-12-01T08:00:00Z' }) as CreateNhpClassDto;

  it('in a pool the caller cannot see is refused as a missing pool', async () => {
    expect(await refusalOf(service.create(stranger, body('POOL-1', 'Class')))).toBe(
      `${NhpErrorCode.PoolNotFound}: Pool not found`,
    );
  });

  it('needs a description that is more than blanks, and starts in KANBAN', async () => {
    expect(await refusalOf(service.create(staff, body('pool-1', '   ')))).toBe(
      `${NhpErrorCode.BadValue}: description is required`,
    );
    const created = await service.create(staff, body('POOL-1', ' New class '));
    expect(created).toMatchObject({ description: 'New class', nhpClassStatusEnum: 'KANBAN' });
    expect(world.audit).toEqual(['create']);
  });
});

describe('the class status', () => {
  const refusal = (to: string) => refusalOf(service.setStatus(staff, 'class-a', to));

  it('refuses a word that is not a status, the status it has, and a skipped step', async () => {
    expect(await refusal('DONE')).toBe(
      `${NhpErrorCode.BadValue}: "DONE" is not a class status (KANBAN, PLACEMENT or FINAL)`,
    );
    expect(await refusal('KANBAN')).toBe(
      `${NhpErrorCode.IllegalTransition}: The class is already KANBAN`,
    );
    expect(await refusal('FINAL')).toBe(
      `${NhpErrorCode.IllegalTransition}: A KANBAN class cannot go straight to FINAL`,
    );
    expect(world.status()).toBe('KANBAN');
  });

  it('to PLACEMENT makes one slot per opening; back to KANBAN removes them', async () => {
    await service.setStatus(staff, 'class-a', 'PLACEMENT');
    expect(world.status()).toBe('PLACEMENT');
    expect(world.slots.map((s) => [s.nodeUuid, s.shift])).toEqual([
      ['job-1', 1],
      ['job-1', 1],
      ['job-1', 2],
    ]);
    await service.setStatus(staff, 'class-a', 'KANBAN');
    expect(world.slots).toEqual([]);
    expect(world.audit).toEqual(['finalizeKanbans', 'unfinalizeKanbans']);
  });

  it('refuses PLACEMENT without openings, and KANBAN while a slot holds a person', async () => {
    world.kanbans = [];
    expect(await refusal('PLACEMENT')).toBe(
      `${NhpErrorCode.IllegalTransition}: The class has no job openings: set a quantity first`,
    );
    world.kanbans = [{ nodeUuid: 'job-1', qty1: 1, qty2: 0 }];
    await service.setStatus(staff, 'class-a', 'PLACEMENT');
    world.slots[0].personUuid = 'ann';
    expect(await refusal('KANBAN')).toMatch(/a person: empty them before UN-Finalize Kanbans$/);
    expect(world.status()).toBe('PLACEMENT');
  });
});

describe('deleting a class', () => {
  it('only in KANBAN, telling matching that the pool’s jobs changed', async () => {
    world.classes.get('class-a')!.nhpClassStatusEnum = 'PLACEMENT';
    expect(await refusalOf(service.remove(staff, 'class-a'))).toBe(
      `${NhpErrorCode.IllegalTransition}: The class is PLACEMENT: only a KANBAN class can be deleted`,
    );
    world.classes.get('class-a')!.nhpClassStatusEnum = 'KANBAN';
    await service.remove(staff, 'class-a');
    expect(world.classes.has('class-a')).toBe(false);
    expect(world.heard).toEqual(['class-a']);
  });
});
