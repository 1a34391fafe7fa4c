import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { NodeAccessService } from '@server/modules/tree/node-access.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import type { Pda } from './entities/pda.entities';
import { PdaChanges } from './pda-changes';
import { PdaErrorCode } from './pda.exceptions';
import { PdaRepository } from './pda.repository';
import { PdaService } from './pda.service';
import { PdaWritesService } from './pda-writes.service';

/**
 * A PDA's own writes over in-memory PDAs: who may create one where, which variations it takes,
 * and who may move it to which status (the transition table is libs/domain's, with its own
 * spec; here: that the service asks it with the caller's right to approve).
 */

const premise = { userUuid: 'p', groups: ['premise:site-1'] } as unknown as Principal;
const staffing = { userUuid: 's', groups: ['staffing:site-1'] } as unknown as Principal;

class World {
  pdas = new Map<string, Pda>();
  inserted: { variations: string[] }[] = [];
  changed: Partial<Pda>[] = [];
  canWrite = true;

  service(): Promise<PdaWritesService> {
    return serviceOver(
      PdaWritesService,
      fake(DataSource, inMemoryDataSource()),
      fake(PdaRepository, {
        findType: async (uuid: string) => (uuid === 'type-1' ? { pdaTypeUuid: uuid } : undefined),
        existingVariations: async (uuids: string[]) => uuids.filter((v) => v.startsWith('var-')),
        insertPda: async (_record: object, variations: string[]) =>
          void this.inserted.push({ variations }),
      }),
      fake(PdaService, {
        get: async (_p: Principal, uuid: string) => ({ pdaUuid: uuid }),
        loadForWrite: async (_p: Principal, uuid: string) => ({ ...this.pdas.get(uuid)! }),
      }),
      fake(NodeAccessService, { rightsOf: async () => ({ canWrite: this.canWrite }) }),
      fake(AuditService, { record: async () => undefined }),
      fake(PdaChanges, {
        record: async (_p: Principal, pda: Pda, _m: object, _c: object, changes: Partial<Pda>) => {
          this.changed.push(changes);
          Object.assign(this.pdas.get(pda.pdaUuid)!, changes);
        },
      }),
    );
  }
}

let world: World;
let service: PdaWritesService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('creating a PDA', () => {
  const create = (variations: string, type = 'type-1') =>
    service.create(premise, 'node-1', type, 'Door fitting', variations);

  it('takes each variation once, whatever its case and spacing', async () => {
    await create(' VAR-1 ,var-2,, var-1');
    expect(world.inserted).toEqual([{ variations: ['var-1', 'var-2'] }]);
  });

  it('refuses a node the caller may not write, an unknown type, no variation or an unknown one', async () => {
    expect(await refusalOf(create('var-1', 'type-9'))).toBe(
      `${PdaErrorCode.UnknownType}: Unknown PDA type type-9`,
    );
    expect(await refusalOf(create(' , '))).toBe(
      `${PdaErrorCode.NoVariation}: A PDA needs at least one variation`,
    );
    expect(await refusalOf(create('var-1,other'))).toBe(
      `${PdaErrorCode.UnknownVariation}: Unknown variation id`,
    );
    world.canWrite = false;
    expect(await refusalOf(create('var-1'))).toBe(
      `${PdaErrorCode.WriteForbidden}: You may not create PDAs here`,
    );
    expect(world.inserted).toEqual([]);
  });
});

describe('a PDA’s status', () => {
  beforeEach(() => {
    world.pdas.set('p1', { pdaUuid: 'p1', pdaStatusEnum: 'COMPLETED', taktTime: 60 } as Pda);
  });

  it('is approved by premise staff only', async () => {
    expect(await refusalOf(service.setStatus(staffing, 'p1', 'APPROVED'))).toBe(
      `${PdaErrorCode.IllegalTransition}: Only premise staff of the client may approve a PDA`,
    );
    await service.setStatus(premise, 'p1', 'APPROVED');
    expect(world.changed).toEqual([{ pdaStatusEnum: 'APPROVED' }]);
  });

  it('refuses a word that is not a status, and a step the table does not allow', async () => {
    expect(await refusalOf(service.setStatus(premise, 'p1', 'DONE'))).toBe(
      `${PdaErrorCode.UnknownStatus}: Unknown status DONE; use INPROGRESS, COMPLETED, APPROVED, ARCHIVED or DELETED`,
    );
    world.pdas.get('p1')!.pdaStatusEnum = 'INPROGRESS';
    world.pdas.get('p1')!.taktTime = null;
    expect(await refusalOf(service.setStatus(premise, 'p1', 'COMPLETED'))).toBe(
      `${PdaErrorCode.IllegalTransition}: A PDA needs a takt time greater than zero to be COMPLETED`,
    );
    expect(world.changed).toEqual([]);
  });
});

describe('a PDA’s description', () => {
  it('is stored trimmed, and never blank', async () => {
    world.pdas.set('p1', { pdaUuid: 'p1', description: 'Old' } as Pda);
    expect(await refusalOf(service.setDescription(premise, 'p1', '   '))).toBe(
      `${PdaErrorCode.DescriptionInvalid}: Description must not be empty`,
    );
    await service.setDescription(premise, 'p1', '  Door fitting  ');
    expect(world.changed).toEqual([{ description: 'Door fitting' }]);
  });
});
