import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import type { PersonJobDto, PersonJobsDto } from './dto/person-jobs.dto';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchResultsService } from './match-results.service';

/**
 * The jobs a person fits, for their candidate page: the stored match results the placement
 * badges read (decision 0012), so the page and the badges never disagree. Only the verdict
 * leaves here, never a value: every role that reads the person may see it.
 */
@Injectable()
export class PersonJobsService {
  constructor(
    private readonly access: AccessService,
    private readonly inputs: MatchInputsRepository,
    private readonly results: MatchResultsService,
  ) {}

  async of(principal: Principal, personUuid: string): Promise<PersonJobsDto> {
    await this.access.assertOn(principal, Permission.PeopleRead, 'person', personUuid);
    const client = (await this.inputs.clientOfPerson(personUuid))!;
    const [measured, results, analysedJobs] = await Promise.all([
      this.inputs.measurementsOfPerson(personUuid),
      this.results.ofClient(client),
      this.inputs.analysedJobCount(client),
    ]);
    const fitting = [...results.ordinals]
      .filter(([, ordinal]) => results.isMatch(personUuid, ordinal))
      .map(([node]) => node);
    const jobs: PersonJobDto[] = fitting.length ? await this.inputs.namedJobs(fitting) : [];
    jobs.sort((a, b) =>
      `${a.path} / ${a.description}`.localeCompare(`${b.path} / ${b.description}`),
    );
    return { assessed: measured.length > 0, analysedJobs, jobs };
  }
}
