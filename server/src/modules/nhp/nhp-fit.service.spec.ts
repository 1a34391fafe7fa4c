import { beforeEach, describe, expect, it } from 'vitest';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { JobFitness, JobFitnessService } from '@server/modules/match/job-fitness.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import { NhpFitService } from './nhp-fit.service';
import { NhpPoolsRepository } from './nhp-pools.repository';
import { klass, slot } from './testing/nhp-rows';

/**
 * Whether a class's people fit their slots' jobs (decision 0023), with the real JobFitness
 * verdicts and AccessService over one client held in memory: the verdict in words for
 * everyone who may see the class, the measured values only with the reasons right, and a person
 * from outside the client not assessed.
 */

const staff = { userUuid: 's', groups: ['staffing:site-1'] } as unknown as Principal;
const admin = { userUuid: 'a', groups: ['premise:admin'] } as unknown as Principal;

const people = [
  { personUuid: 'ann', firstName: 'Ann', lastName: 'Lee', idNumber: '1', assessedOn: '2026-11-01' },
  { personUuid: 'bob', firstName: 'Bob', lastName: 'Kay', idNumber: '2', assessedOn: '2026-11-02' },
];
/** Job 1 asks a lift of 25 kg: Ann (30) meets it, Bob (23.5) does not. */
const lift = {
  words: 'lift floor to waist',
  met: Uint32Array.of(0b01),
  capabilityUuid: 'lift',
  direction: 'AT_LEAST',
  value: '25',
  units: 'kg',
  description: 'Lift floor to waist',
};
const job = new JobFitness('job-1', true, people, Uint32Array.of(0b01), [lift] as never, (_c, p) =>
  p === 0 ? '30' : '23.5',
);

let service: NhpFitService;

beforeEach(async () => {
  service = await serviceOver(
    NhpFitService,
    fake(NhpClassesRepository, {
      placements: async () => [
        slot('a1', 'class-a', { personUuid: 'ann' }),
        slot('a2', 'class-a', { personUuid: 'bob' }),
        slot('a3', 'class-a', { personUuid: 'zed' }),
        slot('a4', 'class-a'),
      ],
      findPlacement: async (uuid: string) => (uuid === 'a4' ? slot('a4', 'class-a') : undefined),
    }),
    fake(NhpPoolsRepository, {
      swimmersOfPools: async () => [{ personUuid: 'ann' }, { personUuid: 'bob' }],
    }),
    fake(NhpClassesService, {
      readable: async () => klass('class-a', '2026-12-01', { clientNodeUuid: 'site-1' }),
    }),
    fake(JobFitnessService, {
      ofClient: async () => ({ people, jobs: new Map([['job-1', job]]) }),
    }),
    fake(AccessService, new AccessService()),
  );
});

describe(NhpFitService.name, () => {
  it('judges each filled slot’s person for its job; one from outside the client is not assessed', async () => {
    const fits = await service.ofClass(staff, 'class-a');
    expect(fits.map((f) => [f.placementUuid, f.fitness])).toEqual([
      ['a1', 'FIT'],
      ['a2', 'NOT_FIT'],
      ['a3', 'NOT_ASSESSED'],
    ]);
  });

  it('shows the measured values behind a miss only to callers with the reasons right', async () => {
    const [, bobForStaff] = await service.ofMembers(staff, 'a4');
    expect(bobForStaff.missed).toEqual([{ words: 'lift floor to waist', notMeasured: false }]);
    expect(JSON.stringify(bobForStaff)).not.toContain('23.5');
    const [, bobForAdmin] = await service.ofMembers(admin, 'a4');
    expect(bobForAdmin.missed[0]).toMatchObject({ detail: expect.stringContaining('23.5 kg') });
  });

  it('answers a missing slot as not found', async () => {
    expect(await refusalOf(service.ofMembers(staff, 'nope'))).toBe(
      `${AccessErrorCode.NotFound}: Placement not found`,
    );
  });
});
