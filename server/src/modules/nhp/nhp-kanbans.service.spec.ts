import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { DomainEvents } from '@server/common/events/domain-events';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import type { ClassRow, PlacementRow } from './nhp-rows';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { NhpErrorCode } from './nhp.exceptions';
import { NhpKanbansService } from './nhp-kanbans.service';
import { klass, slot } from './testing/nhp-rows';

/**
 * Kanban quantities over an in-memory class (decision 0014): openings in KANBAN, slots that
 * follow them in PLACEMENT, never fewer than the slots holding a person, read-only when FINAL,
 * and matching told when a node gains its first opening or loses its last.
 */

const principal = { userUuid: 'staff-1' } as Principal;

class World {
  klass: ClassRow = klass('class-a', '2026-12-01', { nhpClassStatusEnum: 'KANBAN' });
  kanban = { kanbanUuid: 'k1', nodeUuid: 'job-1', qty1: 0, qty2: 0 };
  slots: PlacementRow[] = [];
  heard = 0;
  audit: unknown[] = [];

  service(): Promise<NhpKanbansService> {
    const events = new DomainEvents();
    events.on('nhp.jobs-changed', async () => void this.heard++);
    return serviceOver(
      NhpKanbansService,
      fake(DataSource, inMemoryDataSource()),
      fake(NhpClassesRepository, {
        isNodeOfClient: async (node: string) => node.startsWith('job-'),
        lockKanban: async () => ({ ...this.kanban }),
        setQuantity: async (_m: object, _k: string, shift: 1 | 2, quantity: number) => {
          this.kanban[`qty${shift}`] = quantity;
          return { ...this.kanban };
        },
      }),
      fake(NhpSlotsRepository, {
        slotsOf: async () => this.slots.map((s) => ({ ...s })),
        addSlots: async (_m: object, added: PlacementRow[]) =>
          void this.slots.push(...added.map((s) => slot(s.placementUuid, 'class-a', s))),
        removeEmptySlots: async (_m: object, _c: string, uuids: string[]) =>
          void (this.slots = this.slots.filter((s) => !uuids.includes(s.placementUuid))),
      }),
      fake(NhpClassesService, {
        writable: async () => ({ ...this.klass }),
        record: async (...entry: unknown[]) => void this.audit.push(entry),
      }),
      fake(DomainEvents, events),
    );
  }

  /** The slots as (ordinal, person) pairs of the first shift. */
  firstShift(): [number, string | null][] {
    return this.slots.filter((s) => s.shift === 1).map((s) => [s.ordinal, s.personUuid]);
  }
}

let world: World;
let service: NhpKanbansService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

const set = (quantity: string, shift = '1', node = 'job-1') =>
  service.setQuantity(principal, 'class-a', node, shift, quantity);

describe('in KANBAN', () => {
  it('sets the openings, telling matching only when the node gains its first or loses its last', async () => {
    await set('2');
    await set('3');
    await set('1', '2');
    expect(world.heard).toBe(1);
    await set('0');
    expect(world.heard).toBe(1);
    await set('0', '2');
    expect(world.heard).toBe(2);
    expect(world.slots).toEqual([]);
  });

  it('refuses a shift other than 1 or 2, a quantity out of range and a node of another site', async () => {
    expect(await refusalOf(set('2', '3'))).toBe(
      `${NhpErrorCode.BadValue}: The quantity slot is 1 (first shift) or 2 (second shift)`,
    );
    expect(await refusalOf(set('1000'))).toMatch(new RegExp(`^${NhpErrorCode.BadValue}: `));
    expect(await refusalOf(set('2', '1', 'elsewhere'))).toBe(
      `${NhpErrorCode.NodeNotFound}: Node not found in the class's client site`,
    );
    expect(world.kanban).toMatchObject({ qty1: 0, qty2: 0 });
  });
});

describe('in PLACEMENT', () => {
  beforeEach(() => {
    world.klass.nhpClassStatusEnum = 'PLACEMENT';
    world.kanban.qty1 = 3;
    world.slots = [
      slot('s1', 'class-a', { ordinal: 1 }),
      slot('s2', 'class-a', { ordinal: 2 }),
      slot('s3', 'class-a', { ordinal: 3, personUuid: 'ann' }),
      slot('t1', 'class-a', { ordinal: 4, shift: 2 }),
    ];
  });

  it('adds empty slots after the node’s last ordinal', async () => {
    await set('5');
    expect(world.firstShift()).toEqual([
      [1, null],
      [2, null],
      [3, 'ann'],
      [5, null],
      [6, null],
    ]);
  });

  it('removes the last empty slots, never one holding a person', async () => {
    await set('1');
    expect(world.firstShift()).toEqual([[3, 'ann']]);
  });

  it('keeps the quantity when asked for fewer than the slots holding a person', async () => {
    world.slots.push(slot('s4', 'class-a', { ordinal: 5, personUuid: 'bob' }));
    world.kanban.qty1 = 4;
    expect(await set('1')).toMatchObject({ qty1: 4 });
    expect(world.slots).toHaveLength(5);
    expect(world.audit).toEqual([]);
  });
});

describe('in FINAL', () => {
  it('refuses every change', async () => {
    world.klass.nhpClassStatusEnum = 'FINAL';
    expect(await refusalOf(set('2'))).toBe(
      `${NhpErrorCode.NotEditable}: The class is FINAL: its quantities are read-only`,
    );
  });
});
