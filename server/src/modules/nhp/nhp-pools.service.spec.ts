import { beforeEach, describe, expect, it } from 'vitest';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { NhpClassesService } from './nhp-classes.service';
import { NhpPoolsRepository } from './nhp-pools.repository';
import { NhpPoolsService } from './nhp-pools.service';
import { NhpErrorCode } from './nhp.exceptions';
import { klass } from './testing/nhp-rows';

/**
 * Pools and their members over in-memory rows: a caller sees the pools a premise or staffing
 * scope names (by site or by the pool itself), and every other pool and member is not found.
 * The scope rule is nhp-scope's, with its own spec; here, that each read applies it.
 */

const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;
const northStaff = who('staffing:site-1');
const poolScoped = who('premise:pool-2');
const recruiter = who('recruiter:site-1');

const pools = [
  { nhpPoolUuid: 'pool-1', clientNodeUuid: 'site-1', description: 'North A' },
  { nhpPoolUuid: 'pool-2', clientNodeUuid: 'site-2', description: 'South B' },
];
const members = [
  { swimmerUuid: 'sw-1', nhpPoolUuid: 'pool-1', personUuid: 'ann' },
  { swimmerUuid: 'sw-2', nhpPoolUuid: 'pool-2', personUuid: 'bob' },
];

let searched: (string | undefined)[];
let service: NhpPoolsService;

beforeEach(async () => {
  searched = [];
  service = await serviceOver(
    NhpPoolsService,
    fake(NhpPoolsRepository, {
      allPools: async () => pools,
      findPool: async (uuid: string) => pools.find((p) => p.nhpPoolUuid === uuid),
      findSwimmer: async (uuid: string) => members.find((m) => m.swimmerUuid === uuid),
      swimmersOfPools: async (uuids: string[]) =>
        members.filter((m) => uuids.includes(m.nhpPoolUuid)),
      placementsOfPerson: async () => [],
      unplacedSwimmers: async (_pool: string, _class: string, text?: string) => {
        searched.push(text);
        return [];
      },
    }),
    fake(NhpClassesService, { readable: async () => klass('class-a', '2026-12-01') }),
  );
});

describe(NhpPoolsService.name, () => {
  it('lists the pools a scope names, by site or by the pool itself, with their members only', async () => {
    expect((await service.list(northStaff)).map((p) => p.nhpPoolUuid)).toEqual(['pool-1']);
    expect(
      (await service.list(poolScoped)).map((p) => [p.nhpPoolUuid, p.canManageClasses]),
    ).toEqual([['pool-2', true]]);
    expect(await service.list(recruiter)).toEqual([]);
    expect((await service.swimmers(northStaff)).map((m) => m.personUuid)).toEqual(['ann']);
  });

  it('answers another pool, and a member of it, as not found', async () => {
    expect(await refusalOf(service.get(northStaff, 'pool-2'))).toBe(
      `${NhpErrorCode.PoolNotFound}: Pool not found`,
    );
    expect(await refusalOf(service.swimmer(northStaff, 'sw-2'))).toBe(
      `${AccessErrorCode.NotFound}: Pool member not found`,
    );
    expect((await service.swimmer(poolScoped, 'sw-2')).personUuid).toBe('bob');
  });

  it('searches a class’s pool with the text trimmed, blank as none, at most 100 characters', async () => {
    await service.search(northStaff, 'class-a', '  lee ');
    await service.search(northStaff, 'class-a', '   ');
    expect(searched).toEqual(['lee', undefined]);
    expect(await refusalOf(service.search(northStaff, 'class-a', 'x'.repeat(101)))).toBe(
      `${NhpErrorCode.BadValue}: The search text is at most 100 characters`,
    );
  });
});
