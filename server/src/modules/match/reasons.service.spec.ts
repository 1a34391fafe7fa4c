import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { APP_CONFIG } from '@server/config/config.module';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { ReasonsService } from './reasons.service';

/**
 * A person's match reasons (specification, document 001, section 5) over rows held in memory,
 * with the real AccessService and shared rule: only for the reasons right, PDAs under a
 * skipped path prefix left out, each PDA's demands judged against the person's newest values,
 * the least satisfied PDA first. The SQL choosing the newest values is the e2e suite's.
 */

const SITE = '00000000-0000-0000-000c-000000000001';
const admin = { userUuid: 'a', groups: ['premise:admin'] } as unknown as Principal;
const staff = { userUuid: 's', groups: [`premise:${SITE}`] } as unknown as Principal;

const demand = (pdaUuid: string, path: string, capabilityUuid: string, pdaValue: string) => ({
  pdaUuid,
  pdaDescription: pdaUuid,
  pdaStatusEnum: 'APPROVED',
  nodeUuid: `node-${pdaUuid}`,
  nodeDescription: pdaUuid,
  path,
  capabilityUuid,
  code: capabilityUuid.toUpperCase(),
  description: capabilityUuid,
  direction: 'AT_LEAST',
  units: 'kg',
  pdaValue,
});

let service: ReasonsService;

beforeEach(async () => {
  const access = new AccessService();
  access.registerResolver('person', async () => SITE);
  service = await serviceOver(
    ReasonsService,
    fake(DataSource, {
      query: async (sql: string) => {
        if (sql.includes('SELECT first_name'))
          return [{ firstName: 'Ann', lastName: 'Lee', client: SITE }];
        if (sql.includes('DISTINCT ON (f.capability_uuid)'))
          return [
            { capabilityUuid: 'lift', value: '30', measuredAt: new Date('2026-11-02T10:00:00Z') },
            { capabilityUuid: 'grip', value: '20', measuredAt: new Date('2026-11-01T10:00:00Z') },
          ];
        return [
          demand('door', 'North / Body / Door', 'lift', '25'),
          demand('seat', 'North / Body / Seat', 'lift', '25'),
          demand('seat', 'North / Body / Seat', 'grip', '30'),
          demand('trial', 'North / Trial / Bench', 'grip', '50'),
        ];
      },
    }),
    fake(AccessService, access),
    fake(APP_CONFIG, { reasonsSkipPathPrefixes: ['North / Trial'] }),
  );
});

describe(ReasonsService.name, () => {
  it('judges each PDA’s demands, least satisfied first, leaving out the skipped paths', async () => {
    const reasons = await service.byPerson(admin, 'ann');
    expect(reasons.measuredAt).toBe('2026-11-02T10:00:00.000Z');
    expect(
      reasons.collPersonPDAs.map((p) => [p.aPDA.pdaUuid, p.satisfied, p.percentSatisfied]),
    ).toEqual([
      ['seat', false, 50],
      ['door', true, 100],
    ]);
  });

  it('is for the reasons right only', async () => {
    expect(await refusalOf(service.byPerson(staff, 'ann'))).toBe(
      `${AccessErrorCode.Forbidden}: You are not allowed to see match reasons`,
    );
  });
});
