import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { CacheService } from '@server/modules/cache/cache.service';
import { fake, serviceOver } from '@server/testing/service-over';
import { ClientsService } from './clients.service';

/**
 * Which client sites a caller is shown, through the real AccessService and a held region: the
 * answer is held per set of scopes, so one caller's sites never answer another's, and a caller
 * with no site at all is answered without a read. The SQL is the tree e2e suite's part.
 */

const NORTH = '00000000-0000-0000-000a-000000000001';
const SOUTH = '00000000-0000-0000-000a-000000000002';
const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;
const SITES = [
  { nodeUuid: NORTH, description: 'North', timeZone: 'UTC' },
  { nodeUuid: SOUTH, description: 'South', timeZone: 'UTC' },
];

let reads: number;
let service: ClientsService;

beforeEach(async () => {
  reads = 0;
  // A region holding each answer under the key it is asked by: the key is the service's choice.
  const held = new Map<string, unknown>();
  const region = {
    getOrLoad: async (key: string, load: () => Promise<unknown>) => {
      if (!held.has(key)) held.set(key, await load());
      return held.get(key);
    },
  };
  service = await serviceOver(
    ClientsService,
    fake(DataSource, {
      query: async (_sql: string, [, ids]: [string, string[] | null]) => {
        reads++;
        return SITES.filter((s) => ids === null || ids.includes(s.nodeUuid));
      },
    }),
    fake(CacheService, { region: () => region as never }),
    fake(AccessService, new AccessService()),
  );
});

const names = async (principal: Principal, permission?: Permission) =>
  (await service.visibleTo(principal, permission)).map((s) => s.description);

describe(ClientsService.name, () => {
  it('shows each caller their own sites, never another caller’s held answer', async () => {
    expect(await names(who(`staffing:${NORTH}`))).toEqual(['North']);
    expect(await names(who(`premise:${SOUTH}`))).toEqual(['South']);
    expect(await names(who('premise:admin'))).toEqual(['North', 'South']);
    expect(await names(who(`recruiter:${NORTH}`))).toEqual(['North']);
    expect(reads).toBe(3);
  });

  it('shows the sites of the permission asked, and none without a read when there are none', async () => {
    expect(await names(who(`staffing:${NORTH}`), Permission.EmployerView)).toEqual([]);
    expect(await names(who(`employer:${SOUTH}`), Permission.EmployerView)).toEqual(['South']);
    expect(reads).toBe(1);
  });
});
