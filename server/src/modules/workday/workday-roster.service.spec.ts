import { beforeEach, describe, expect, it } from 'vitest';
import { PERSON_META } from '@domain/people';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { PeopleService } from '@server/modules/people/people.service';
import { RosterService } from '@server/modules/roster/roster.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import type { WorkdayCandidateDto } from './dto/workday.dto';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { CANDIDATE_ID_TYPE, WorkdayPeopleService } from './workday-people.service';
import { WorkdayRosterService } from './workday-roster.service';
import { WorkdayErrorCode } from './workday.exceptions';
import { WorkdayService } from './workday.service';

/**
 * Taking HR data into the portal's people: a roster day's sync and one person's lookups, over
 * a fake roster, people and Workday; the real WorkdayPeopleService (built over the same fakes)
 * and AccessService. The SOAP calls are the Workday e2e suite's part (against its fake server).
 */

const hr = { userUuid: 'u', groups: ['premise:site-1', 'hr:site-1'] } as unknown as Principal;
const noRoster = { userUuid: 'u', groups: ['hr:site-1'] } as unknown as Principal;

const candidate = (candidateId: string, over: Partial<WorkdayCandidateDto> = {}) =>
  ({
    candidateId,
    firstName: `First${candidateId}`,
    lastName: 'Last',
    emailAddress: '',
    phone: '',
    ...over,
  }) as WorkdayCandidateDto;

class World {
  /** The day's entries: person per exam (Ann has two exams). */
  roster = ['ann', 'bob', 'ann', 'cy'];
  /** Each person's ids: Ann two candidate ids, Cy only a badge. */
  ids: Record<string, { type: string; id: string }[]> = {
    ann: [
      { type: CANDIDATE_ID_TYPE, id: 'C2' },
      { type: CANDIDATE_ID_TYPE, id: 'C1' },
    ],
    bob: [{ type: CANDIDATE_ID_TYPE, id: 'C3' }],
    cy: [{ type: 'Badge', id: 'B1' }],
  };
  /** What Workday holds. */
  workday = new Map([
    ['C1', candidate('C1', { emailAddress: 'ann@example.com' })],
    ['C3', candidate('C3', { phone: '555-0100' })],
  ]);
  workdayDown = false;
  defaultEndpoint = true;
  asked: string[][] = [];
  written: { personUuid: string; metas: Record<string, string> }[] = [];
  /** People whose stored data already equal what Workday says. */
  unchanged = new Set<string>();

  async services(): Promise<{ roster: WorkdayRosterService; people: WorkdayPeopleService }> {
    const fakes = [
      fake(PeopleService, {
        ids: async (_p: Principal, person: string) =>
          this.ids[person].map(({ type, id }) => ({ id, aIDType: { description: type } })),
        syncFromOutside: async (
          _p: Principal,
          personUuid: string,
          data: { metas: Record<string, string> },
        ) => {
          this.written.push({ personUuid, metas: data.metas });
          return this.unchanged.has(personUuid) ? [] : ['firstName'];
        },
        findByIdNumber: async (_p: Principal, _type: string, id: string) => {
          const owner = Object.keys(this.ids).find((p) => this.ids[p].some((i) => i.id === id));
          return owner ? { personUuid: owner, firstName: owner, lastName: 'L' } : null;
        },
      }),
      fake(WorkdayEndpointsService, {
        defaultEndpoint: async () => {
          if (this.defaultEndpoint) return { workdayApiUuid: 'api-1' };
          throw Object.assign(new Error('No HR endpoint is set as the default'), {
            code: WorkdayErrorCode.NoDefaultEndpoint,
          });
        },
      }),
      fake(WorkdayService, {
        candidatesByIds: async (_api: string, ids: string[]) => {
          this.asked.push(ids);
          if (this.workdayDown) throw new Error('Workday answered 503');
          return ids.flatMap((id) => this.workday.get(id) ?? []);
        },
        candidate: async (_api: string, _type: string, value: string) => this.workday.get(value)!,
      }),
    ];
    const people = await serviceOver(WorkdayPeopleService, ...fakes);
    const roster = await serviceOver(
      WorkdayRosterService,
      fake(RosterService, {
        day: async (_p: Principal, y: string, m: string, d: string) => ({
          date: `${y}-${m}-${d}`,
          locations: [
            {
              rooms: [
                {
                  slots: [
                    { entries: this.roster.map((personUuid) => ({ aPerson: { personUuid } })) },
                  ],
                },
              ],
            },
          ],
        }),
      }),
      ...fakes.slice(0, 3),
      fake(WorkdayPeopleService, people),
      fake(AccessService, new AccessService()),
    );
    return { roster, people };
  }
}

let world: World;
let sync: WorkdayRosterService;
let people: WorkdayPeopleService;

beforeEach(async () => {
  world = new World();
  ({ roster: sync, people } = await world.services());
});

describe('a roster day’s sync', () => {
  it('asks Workday once for every candidate id on the roster and writes each person found', async () => {
    const result = await sync.sync(hr, '2026-12-01');
    expect(world.asked).toEqual([['C2', 'C1', 'C3']]);
    expect(world.written.map((w) => w.personUuid)).toEqual(['ann', 'bob']);
    expect(result).toMatchObject({ date: '2026-12-01', people: 3, candidates: 2, missing: ['C2'] });
    expect(result.synced.map((s) => s.personUuid)).toEqual(['ann', 'bob']);
  });

  it('takes the e-mail and phone only when Workday has them', async () => {
    await sync.sync(hr, '2026-12-01');
    expect(world.written.map((w) => w.metas)).toEqual([
      { [PERSON_META.name]: 'FirstC1 Last', [PERSON_META.email]: 'ann@example.com' },
      { [PERSON_META.name]: 'FirstC3 Last', [PERSON_META.phone]: '555-0100' },
    ]);
  });

  it('lists as synced only the people something changed for', async () => {
    world.unchanged.add('ann');
    expect((await sync.sync(hr, '2026-12-01')).synced.map((s) => s.personUuid)).toEqual(['bob']);
  });

  it('writes nothing when Workday fails', async () => {
    world.workdayDown = true;
    await expect(sync.sync(hr, '2026-12-01')).rejects.toThrow('Workday answered 503');
    expect(world.written).toEqual([]);
  });

  it('refuses a caller who may not read rosters, and a date that is not yyyy-mm-dd', async () => {
    expect(await refusalOf(sync.sync(noRoster, '2026-12-01'))).toBe(
      `${AccessErrorCode.Forbidden}: You are not allowed to see rosters`,
    );
    expect(await refusalOf(sync.sync(hr, '1.12.2026'))).toBe(
      `${WorkdayErrorCode.BadValue}: The roster date is yyyy-mm-dd`,
    );
    expect(world.asked).toEqual([]);
  });
});

describe('one person’s HR data', () => {
  it('needs no default endpoint for a person without a candidate id', async () => {
    world.defaultEndpoint = false;
    expect(await people.applications(hr, 'cy')).toEqual({
      personUuid: 'cy',
      workdayApiUuid: null,
      candidates: [],
    });
    expect(await refusalOf(people.candidates(hr, 'ann'))).toMatch(
      new RegExp(`^${WorkdayErrorCode.NoDefaultEndpoint}: `),
    );
  });

  it('refuses to take a candidate nobody in the portal holds', async () => {
    world.workday.set('C9', candidate('C9'));
    expect(await refusalOf(people.sync(hr, 'api-1', 'Candidate_ID', 'C9'))).toBe(
      `${WorkdayErrorCode.NoLinkedPerson}: No person in the portal holds the candidate id C9`,
    );
    expect(world.written).toEqual([]);
  });
});
