import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { fitnessText } from '@domain/fitness';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { JobFitnessService, type JobFitness } from '@server/modules/match/job-fitness.service';
import { NhpClassesService } from '@server/modules/nhp/nhp-classes.service';
import type { ClientDto } from '@server/modules/tree/dto/client.dto';
import { ClientsService } from '@server/modules/tree/clients.service';
import type {
  EmployerJobDto,
  EmployerJobPeopleDto,
  EmployerPeopleQueryDto,
  EmployerPersonDto,
} from './dto/employer.dto';

type OpenJob = Awaited<ReturnType<NhpClassesService['openJobsOfClient']>>[number];

const CLIENT_NOT_FOUND = 'Client site not found';
const JOB_NOT_FOUND = 'Job not found';

function mapJob(job: OpenJob, fitness: JobFitness): EmployerJobDto {
  const counts = fitness.counts();
  return {
    nodeUuid: job.nodeUuid,
    description: job.description,
    path: job.ancestorDescriptions.join(' / '),
    openings: job.openings,
    firstClassDate: job.firstClassDate,
    analysed: fitness.analysed,
    fit: counts.FIT,
    notFit: counts.NOT_FIT,
    notAssessed: counts.NOT_ASSESSED,
  };
}

/** The search's text in the person's name, either way round, or ID number. */
function found(person: EmployerPersonDto, wanted: string): boolean {
  const { firstName: first, lastName: last, idNumber } = person;
  return [`${last}, ${first}`, `${first} ${last}`, idNumber ?? ''].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/**
 * The employer privacy view (decision 0023): for the client sites an employer:{client} group
 * names, its open jobs and, per job, each of its people fit / not fit / not assessed with the
 * assessment's day and the missed demands in words. A client the caller holds no employer
 * right on, or a node that is not one of its open jobs, answers 404.
 */
@Injectable()
export class EmployerService {
  constructor(
    private readonly clients: ClientsService,
    private readonly classes: NhpClassesService,
    private readonly fitness: JobFitnessService,
  ) {}

  listClients(principal: Principal): Promise<ClientDto[]> {
    return this.clients.visibleTo(principal, Permission.EmployerView);
  }

  async listJobs(principal: Principal, clientUuid: string): Promise<EmployerJobDto[]> {
    await this.assertClient(principal, clientUuid);
    const jobs = await this.classes.openJobsOfClient(clientUuid);
    const fitness = await this.fitness.ofClient(
      clientUuid,
      jobs.map((j) => j.nodeUuid),
    );
    return jobs.map((job) => mapJob(job, fitness.jobs.get(job.nodeUuid)!));
  }

  async listPeople(
    principal: Principal,
    nodeUuid: string,
    query: EmployerPeopleQueryDto,
  ): Promise<EmployerJobPeopleDto> {
    const clientUuid = await this.fitness.clientOfNode(nodeUuid);
    if (!clientUuid || clientUuid === nodeUuid) throw new ObjectNotFoundException(JOB_NOT_FOUND);
    await this.assertClient(principal, clientUuid, JOB_NOT_FOUND);
    const job = (await this.classes.openJobsOfClient(clientUuid)).find(
      (j) => j.nodeUuid === nodeUuid,
    );
    if (!job) throw new ObjectNotFoundException(JOB_NOT_FOUND);
    const { people, jobs } = await this.fitness.ofClient(clientUuid, [nodeUuid]);
    const fitness = jobs.get(nodeUuid)!;
    const judged: EmployerPersonDto[] = people.map((person, position) => {
      const verdict = fitness.of(position);
      return {
        personUuid: person.personUuid,
        firstName: person.firstName,
        lastName: person.lastName,
        idNumber: person.idNumber,
        fitness: verdict.fitness,
        assessedOn: person.assessedOn,
        missedDemands: verdict.missed,
        why: fitnessText(verdict.fitness, verdict.missed),
      };
    });
    const wanted = query.search?.trim().toLowerCase() ?? '';
    const chosen = judged.filter(
      (p) => (!query.fitness || p.fitness === query.fitness) && (!wanted || found(p, wanted)),
    );
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    return {
      job: mapJob(job, fitness),
      total: chosen.length,
      page,
      pageSize,
      people: chosen.slice((page - 1) * pageSize, page * pageSize),
    };
  }

  /** The client is one the caller holds the employer view on; else it does not exist for them. */
  private async assertClient(
    principal: Principal,
    clientUuid: string,
    notFound = CLIENT_NOT_FOUND,
  ): Promise<void> {
    const visible = await this.listClients(principal);
    if (!visible.some((c) => c.nodeUuid === clientUuid))
      throw new ObjectNotFoundException(notFound);
  }
}
