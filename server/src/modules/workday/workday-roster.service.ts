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

  async sync(principal: Principal, date: string): Promise<WorkdayRosterSyncDto> {
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
    const endpoint = await this.endpoints.defaultReadable();
    const result = {
      date: day.date,
      people: personUuids.length,
      candidates: 0,
      synced: [],
      missing: [],
    };
    if (!endpoint) return { ...result, workdayApiUuid: null };
    const owner = new Map<string, string>();
    for (const personUuid of personUuids)
      for (const id of candidateIdsOf(await this.people.ids(principal, personUuid)))
        owner.set(id, personUuid);
    const found = await this.workday.candidatesByIds(endpoint.workdayApiUuid, [...owner.keys()]);
    const synced = [];
    for (const candidate of found) {
      const link = await this.hrPeople.takeInto(
        principal,
        owner.get(candidate.candidateId)!,
        candidate,
      );
      if (link.changed.length) synced.push(link);
    }
    const known = new Set(found.map((c) => c.candidateId));
    return {
      ...result,
      workdayApiUuid: endpoint.workdayApiUuid,
      candidates: found.length,
      synced,
      missing: [...owner.keys()].filter((id) => !known.has(id)).sort(),
    };
  }
}
