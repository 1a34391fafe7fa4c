import { beforeEach, describe, expect, it } from 'vitest';
import { hasPermissionOn, type Permission } from '@domain/access';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { JobFitness, JobFitnessService } from '@server/modules/match/job-fitness.service';
import { NhpClassesService } from '@server/modules/nhp/nhp-classes.service';
import { ClientsService } from '@server/modules/tree/clients.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import type { EmployerPeopleQueryDto } from './dto/employer.dto';
import { EmployerService } from './employer.service';

/**
 * The employer privacy view (decision 0023) over one client held in memory, with the real
 * JobFitness verdicts: which clients and jobs an employer reaches, and what they learn of each
 * person (fit, not fit with the missed demands in words, not assessed), filtered and paged.
 */

const NORTH = '00000000-0000-0000-0007-000000000001';
const SOUTH = '00000000-0000-0000-0007-000000000002';
const employer = { userUuid: 'e', groups: [`employer:${NORTH}`] } as unknown as Principal;
const NOT_FOUND = (what: string) => `${AccessErrorCode.NotFound}: ${what}`;

const people = [
  {
    personUuid: 'ann',
    firstName: 'Ann',
    lastName: 'Lee',
    idNumber: 'B-100',
    assessedOn: '2026-11-01',
  },
  {
    personUuid: 'bob',
    firstName: 'Bob',
    lastName: 'Kay',
    idNumber: 'B-200',
    assessedOn: '2026-11-02',
  },
  { personUuid: 'cy', firstName: 'Cy', lastName: 'Moe', idNumber: null, assessedOn: null },
];
const bits = (...positions: number[]) => {
  const set = new Uint32Array(1);
  for (const p of positions) set[0] |= 1 << p;
  return set;
};
const lift = {
  words: 'Lift floor to waist at least 25 kg',
  met: bits(0),
  capabilityUuid: 'lift',
  direction: 'AT_LEAST',
  value: '25',
  units: 'kg',
  description: 'Lift floor to waist',
};
const door = new JobFitness('door', true, people, bits(0), [lift] as never, () => '23.5');

let service: EmployerService;

beforeEach(async () => {
  service = await serviceOver(
    EmployerService,
    fake(ClientsService, {
      visibleTo: async (p: Principal, permission: Permission) =>
        [NORTH, SOUTH]
          .filter((c) => hasPermissionOn(p.groups, permission, c))
          .map((nodeUuid) => ({ nodeUuid, description: nodeUuid, timeZone: 'UTC' })),
    }),
    fake(NhpClassesService, {
      openJobsOfClient: async (client: string) =>
        client === NORTH
          ? [
              {
                nodeUuid: 'door',
                description: 'Door',
                ancestorDescriptions: ['North', 'Body'],
                openings: 2,
                firstClassDate: '2026-12-01',
              },
            ]
          : [],
    }),
    fake(JobFitnessService, {
      clientOfNode: async (node: string) =>
        ({ door: NORTH, seat: NORTH, [NORTH]: NORTH, 'south-job': SOUTH })[node] ?? null,
      ofClient: async () => ({ people, jobs: new Map([['door', door]]) }),
    }),
  );
});

const list = (query: Partial<EmployerPeopleQueryDto> = {}) =>
  service.listPeople(employer, 'door', query as EmployerPeopleQueryDto);

describe('what an employer reaches', () => {
  it('the open jobs of their own client, with the counts', async () => {
    expect(await service.listJobs(employer, NORTH)).toEqual([
      expect.objectContaining({
        nodeUuid: 'door',
        path: 'North / Body',
        fit: 1,
        notFit: 1,
        notAssessed: 1,
      }),
    ]);
    expect(await refusalOf(service.listJobs(employer, SOUTH))).toBe(
      NOT_FOUND('Client site not found'),
    );
  });

  it('no job of another client, nor the client site itself, nor a node that is not an open job', async () => {
    for (const node of ['south-job', NORTH, 'seat', 'nowhere'])
      expect(
        await refusalOf(service.listPeople(employer, node, {} as EmployerPeopleQueryDto)),
      ).toBe(NOT_FOUND('Job not found'));
  });
});

describe('what an employer learns of each person', () => {
  it('fit, not fit with the missed demands in words and never a value, or not assessed', async () => {
    const { people: judged } = await list();
    expect(judged.map((p) => [p.personUuid, p.fitness])).toEqual([
      ['ann', 'FIT'],
      ['bob', 'NOT_FIT'],
      ['cy', 'NOT_ASSESSED'],
    ]);
    expect(judged[1].missedDemands).toEqual([{ words: lift.words, notMeasured: false }]);
    expect(JSON.stringify(judged)).not.toContain('23.5');
  });

  it('filtered by verdict and by name either way round or ID number, then paged', async () => {
    expect((await list({ fitness: 'NOT_FIT' })).people.map((p) => p.personUuid)).toEqual(['bob']);
    expect((await list({ search: 'lee, ann' })).people.map((p) => p.personUuid)).toEqual(['ann']);
    expect((await list({ search: ' BOB KAY ' })).people.map((p) => p.personUuid)).toEqual(['bob']);
    expect((await list({ search: 'b-2' })).people.map((p) => p.personUuid)).toEqual(['bob']);
    const page = await list({ page: 2, pageSize: 2 });
    expect([page.total, page.people.map((p) => p.personUuid)]).toEqual([3, ['cy']]);
  });
});
