import { Injectable } from '@nestjs/common';
import { PERSON_META } from '@domain/people';
import type { Principal } from '@server/common/auth/principal';
import type { PersonIdDto } from '@server/modules/people/dto/person.dto';
import { PeopleService } from '@server/modules/people/people.service';
import type {
  PersonApplicationsDto,
  WorkdayCandidateDto,
  WorkdayCandidateLinkDto,
  WorkdayPreHireDto,
  WorkdaySelfScheduleDto,
  WorkdayWorkerDto,
} from './dto/workday.dto';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';
import { WorkdayService } from './workday.service';

/** The ID type whose numbers are Workday candidate ids (demo seed, decision 0010). */
export const CANDIDATE_ID_TYPE = 'Workday Candidate ID';

export const candidateIdsOf = (ids: PersonIdDto[]) =>
  ids.filter((i) => i.aIDType.description === CANDIDATE_ID_TYPE).map((i) => i.id);

/**
 * The HR side of a person: their candidate ids looked up on the endpoint an admin marked as the
 * default (409 when none is), and a candidate's name and contact taken into the person.
 */
@Injectable()
export class WorkdayPeopleService {
  constructor(
    private readonly people: PeopleService,
    private readonly endpoints: WorkdayEndpointsService,
    private readonly workday: WorkdayService,
  ) {}

  private async lookup<T>(
    principal: Principal,
    personUuid: string,
    read: (workdayApiUuid: string, candidateIds: string[]) => Promise<T[]>,
  ): Promise<{ workdayApiUuid: string | null; items: T[] }> {
    const candidateIds = candidateIdsOf(await this.people.ids(principal, personUuid));
    // A person without a candidate id has nothing to look up, default endpoint or not.
    if (candidateIds.length === 0) return { workdayApiUuid: null, items: [] };
    const endpoint = await this.endpoints.defaultEndpoint();
    return {
      workdayApiUuid: endpoint.workdayApiUuid,
      items: await read(endpoint.workdayApiUuid, candidateIds),
    };
  }

  async candidates(principal: Principal, personUuid: string): Promise<WorkdayCandidateDto[]> {
    return (
      await this.lookup(principal, personUuid, (e, ids) => this.workday.candidatesByIds(e, ids))
    ).items;
  }

  async preHires(principal: Principal, personUuid: string): Promise<WorkdayPreHireDto[]> {
    return (await this.lookup(principal, personUuid, (e, ids) => this.workday.preHires(e, ids)))
      .items;
  }

  async selfSchedules(principal: Principal, personUuid: string): Promise<WorkdaySelfScheduleDto[]> {
    return (
      await this.lookup(principal, personUuid, (e, ids) => this.workday.selfSchedules(e, ids))
    ).items;
  }

  /** Workers the REST worker search finds by the person's name. */
  async workers(principal: Principal, personUuid: string): Promise<WorkdayWorkerDto[]> {
    const person = await this.people.get(principal, personUuid);
    const name = `${person.firstName} ${person.lastName}`;
    return (
      await this.lookup(principal, personUuid, (e) =>
        this.workday.workers(e, '100', Buffer.from(name).toString('base64')),
      )
    ).items;
  }

  /** The candidate page's data: the person's candidates with their job applications. */
  async applications(principal: Principal, personUuid: string): Promise<PersonApplicationsDto> {
    const { workdayApiUuid, items } = await this.lookup(principal, personUuid, (e, ids) =>
      this.workday.candidatesByIds(e, ids),
    );
    return { personUuid, workdayApiUuid, candidates: items };
  }

  private async linkedPerson(principal: Principal, candidate: WorkdayCandidateDto) {
    const person = await this.people.findByIdNumber(
      principal,
      CANDIDATE_ID_TYPE,
      candidate.candidateId,
    );
    if (!person)
      throw new WorkdayException(
        WorkdayErrorCode.NoLinkedPerson,
        `No person in the portal holds the candidate id ${candidate.candidateId}`,
      );
    return person;
  }

  async link(
    principal: Principal,
    workdayApiUuid: string,
    type: string,
    value: string,
  ): Promise<WorkdayCandidateLinkDto> {
    const candidate = await this.workday.candidate(workdayApiUuid, type, value);
    const person = await this.linkedPerson(principal, candidate);
    return {
      personUuid: person.personUuid,
      firstName: person.firstName,
      lastName: person.lastName,
      candidateId: candidate.candidateId,
      changed: [],
    };
  }

  /**
   * Takes the candidate's name, e-mail and phone into the person holding its candidate id:
   * read from Workday first, then written in one transaction, so a failed call writes nothing.
   */
  async sync(
    principal: Principal,
    workdayApiUuid: string,
    type: string,
    value: string,
  ): Promise<WorkdayCandidateLinkDto> {
    const candidate = await this.workday.candidate(workdayApiUuid, type, value);
    const person = await this.linkedPerson(principal, candidate);
    return this.takeInto(principal, person.personUuid, candidate);
  }

  /** Writes a candidate's name, e-mail and phone into a person (one transaction). */
  async takeInto(
    principal: Principal,
    personUuid: string,
    candidate: WorkdayCandidateDto,
  ): Promise<WorkdayCandidateLinkDto> {
    const metas: Record<string, string> = {
      [PERSON_META.name]: `${candidate.firstName} ${candidate.lastName}`,
    };
    if (candidate.emailAddress) metas[PERSON_META.email] = candidate.emailAddress;
    if (candidate.phone) metas[PERSON_META.phone] = candidate.phone;
    const changed = await this.people.syncFromOutside(principal, personUuid, {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      metas,
    });
    return {
      personUuid,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      candidateId: candidate.candidateId,
      changed,
    };
  }
}
