import { beforeEach, describe, expect, it } from 'vitest';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { NhpClassPartsService } from './nhp-class-parts.service';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import { klass, slot } from './testing/nhp-rows';

/**
 * A class's kanbans and placements read one by one: each only through the class it belongs to
 * (a kanban or slot of another class answers not found, even to someone who may see both), and
 * only once the class itself may be read.
 */

const principal = { userUuid: 'u' } as Principal;
const kanban = (kanbanUuid: string, nhpClassUuid: string) => ({
  kanbanUuid,
  nhpClassUuid,
  nodeUuid: 'job-1',
  description: 'Door',
  ancestorDescriptions: ['North'],
  qty1: 1,
  qty2: 0,
});

let readable: string[];
let service: NhpClassPartsService;

beforeEach(async () => {
  readable = ['class-a', 'class-b'];
  service = await serviceOver(
    NhpClassPartsService,
    fake(NhpClassesRepository, {
      kanban: async (uuid: string) =>
        ({ ka: kanban('ka', 'class-a'), kb: kanban('kb', 'class-b') })[uuid],
      findPlacement: async (uuid: string) =>
        ({ pa: slot('pa', 'class-a'), pb: slot('pb', 'class-b') })[uuid],
      placements: async () => [],
    }),
    fake(NhpClassesService, {
      readable: async (_p: Principal, uuid: string) => {
        if (!readable.includes(uuid))
          throw Object.assign(new Error('Class not found'), { code: AccessErrorCode.NotFound });
        return klass(uuid, '2026-12-01');
      },
    }),
  );
});

describe(NhpClassPartsService.name, () => {
  it('reads a kanban or slot through its own class only', async () => {
    expect((await service.kanban(principal, 'class-a', 'ka')).kanbanUuid).toBe('ka');
    expect((await service.placement(principal, 'class-a', 'pa')).placementUuid).toBe('pa');
    expect(await refusalOf(service.kanban(principal, 'class-a', 'kb'))).toBe(
      `${AccessErrorCode.NotFound}: Kanban not found`,
    );
    expect(await refusalOf(service.placement(principal, 'class-a', 'pb'))).toBe(
      `${AccessErrorCode.NotFound}: Placement not found`,
    );
  });

  it('reads nothing of a class the caller may not read', async () => {
    readable = ['class-b'];
    expect(await refusalOf(service.kanban(principal, 'class-a', 'ka'))).toBe(
      `${AccessErrorCode.NotFound}: Class not found`,
    );
  });
});
