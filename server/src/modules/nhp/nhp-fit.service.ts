import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { placementFitText } from '@domain/fitness';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { JobFitnessService } from '@server/modules/match/job-fitness.service';
import type { PersonFitDto, PlacementFitDto } from './dto/nhp-fit.dto';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpClassesService } from './nhp-classes.service';
import { NhpPoolsRepository } from './nhp-pools.repository';
import type { ClassRow } from './nhp-rows';

type Judge = (personUuid: string, nodeUuid: string) => PersonFitDto;

/**
 * Why a placed person fits a job or not, for the people who place them (issue 32): the
 * employer view's verdict and words (JobFitnessService, the match rule), with the values only
 * for callers holding the reasons right (decision 0038), and "not analysed" for a job with
 * no active PDA. Scope is the class's: a class the caller may not read answers 404.
 */
@Injectable()
export class NhpFitService {
  constructor(
    private readonly classes: NhpClassesRepository,
    private readonly pools: NhpPoolsRepository,
    private readonly classService: NhpClassesService,
    private readonly fitness: JobFitnessService,
    private readonly access: AccessService,
  ) {}

  /** Every filled slot of the class with its person's verdict for the slot's job. */
  async ofClass(principal: Principal, nhpClassUuid: string): Promise<PlacementFitDto[]> {
    const klass = await this.classService.readable(principal, nhpClassUuid);
    const filled = (await this.classes.placements(nhpClassUuid)).filter((s) => s.personUuid);
    const judge = await this.judge(principal, klass, [...new Set(filled.map((s) => s.nodeUuid))]);
    return filled.map((s) => ({
      placementUuid: s.placementUuid,
      ...judge(s.personUuid!, s.nodeUuid),
    }));
  }

  /** Every member of the class's pool with their verdict for the slot's job (Manual Placement). */
  async ofMembers(principal: Principal, placementUuid: string): Promise<PersonFitDto[]> {
    const slot = await this.classes.findPlacement(placementUuid);
    if (!slot) throw new ObjectNotFoundException('Placement not found');
    const klass = await this.classService.readable(principal, slot.nhpClassUuid);
    const members = await this.pools.swimmersOfPools([klass.nhpPoolUuid]);
    const judge = await this.judge(principal, klass, [slot.nodeUuid]);
    return members.map((m) => judge(m.personUuid, slot.nodeUuid));
  }

  private async judge(principal: Principal, klass: ClassRow, nodeUuids: string[]): Promise<Judge> {
    const withValues = this.access.can(principal, Permission.Reasons, klass.clientNodeUuid);
    const { people, jobs } = await this.fitness.ofClient(klass.clientNodeUuid, nodeUuids);
    const positions = new Map(people.map((p, position) => [p.personUuid, position]));
    return (personUuid, nodeUuid) => {
      const job = jobs.get(nodeUuid)!;
      const position = positions.get(personUuid);
      // Someone not of the class's client site has no measurements there: not assessed.
      const { fitness, missed } =
        position === undefined
          ? { fitness: 'NOT_ASSESSED' as const, missed: [] }
          : job.explained(position, withValues);
      const text = placementFitText(job.analysed, fitness, missed);
      return { personUuid, nodeUuid, analysed: job.analysed, fitness, text, missed };
    };
  }
}
