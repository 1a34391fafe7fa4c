import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { PeopleService } from '@server/modules/people/people.service';
import { RosterService } from '@server/modules/roster/roster.service';
import type { WorkdayRosterSyncDto } from './dto/workday.dto';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { candidateIdsOf, WorkdayPeopleService } from './workday-people.service';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';
import { WorkdayService } from './workday.service';

/** Reports how far a sync got (the scheduler's job passes its run's progress). */
export type RosterSyncProgress = (step: number, total: number, message: string) => Promise<void>;

/** "3 people", "1 person": counts in progress messages. */
const countPeople = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * PATCH secure/workday/rosters/{date}/sync: the people on the caller's roster that day take
 * their candidates' name, e-mail and phone from the default HR endpoint. Every candidate is
 * read in one call before anything is written, so a Workday failure writes nothing; each
 * person is then written in their own transaction.
 */
@Injectable()
export class WorkdayRosterService {
  constructor(
    private readonly roster: RosterService,
    private readonly people: PeopleService,
    private readonly endpoints: WorkdayEndpointsService,
    private readonly workday: WorkdayService,
    private readonly hrPeople: WorkdayPeopleService,
    private readonly access: AccessService,
  ) {}

  /** The days that are "today" at the client sites whose rosters the caller reads. */
  siteTodays(principal: Principal): Promise<string[]> {
    return this.roster.todays(principal);
  }

  async sync(
    principal: Principal,
    date: string,
    progress: RosterSyncProgress = async () => undefined,
  ): Promise<WorkdayRosterSyncDto> {
    // The route needs hr:write; the roster it reads needs roster:read too (admins hold both).
    this.access.assert(principal, Permission.RosterRead);
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!parts)
      throw new WorkdayException(WorkdayErrorCode.BadValue, 'The roster date is yyyy-mm-dd');
    const day = await this.roster.day(principal, parts[1], parts[2], parts[3]);
    const personUuids = [
      ...new Set(
        day.locations.flatMap((l) =>
          l.rooms.flatMap((r) =>
            r.slots.flatMap((s) => s.entries.map((e) => e.aPerson.personUuid)),
          ),
        ),
      ),
    ];
    await progress(1, 4, `${countPeople(personUuids.length)} on the roster of ${day.date}`);
    const endpoint = await this.endpoints.defaultEndpoint();
    const result = {
      date: day.date,
      people: personUuids.length,
      candidates: 0,
      synced: [],
      missing: [],
    };
    const owner = new Map<string, string>();
    for (const personUuid of personUuids)
      for (const id of candidateIdsOf(await this.people.ids(principal, personUuid)))
        owner.set(id, personUuid);
    const found = await this.workday.candidatesByIds(endpoint.workdayApiUuid, [...owner.keys()]);
    await progress(2, 4, `Workday knows ${found.length} of their ${owner.size} candidate id(s)`);
    const synced = [];
    for (const candidate of found) {
      const link = await this.hrPeople.takeInto(
        principal,
        owner.get(candidate.candidateId)!,
        candidate,
      );
      if (link.changed.length) synced.push(link);
    }
    await progress(3, 4, `${countPeople(synced.length)} changed`);
    const known = new Set(found.map((c) => c.candidateId));
    const missing = [...owner.keys()].filter((id) => !known.has(id)).sort();
    await progress(
      4,
      4,
      `${day.date}: ${countPeople(personUuids.length)} on the roster, ${found.length} candidate(s) found in Workday, ${countPeople(synced.length)} changed; unknown candidate ids: ${missing.join(', ') || 'none'}`,
    );
    return {
      ...result,
      workdayApiUuid: endpoint.workdayApiUuid,
      candidates: found.length,
      synced,
      missing,
    };
  }
}
