import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EXAM_MATCH_JOB, ExamsService } from '@server/modules/exams/exams.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { DomainEvents } from '@server/common/events/domain-events';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchRecomputeService } from './match-recompute.service';
import { MatchRegradeService, type RegradeScope } from './match-regrade.service';
import { MatchSetsRepository } from './match-sets.repository';

/** The job a change that can alter verdicts enqueues: one client's coalesced regrade. */
export const MATCH_REGRADE_JOB = 'match.regrade';
/** Runs queued before the regrade existed: one node's PDAs changed. */
export const MATCH_NODE_JOB = 'match.node';

// PDA writes that change who matches: its status (active or not, deleted) and its demands.
const MATCH_RELEVANT_PDA_ACTIONS = new Set(['status', 'demand', 'create', 'copy']);

type RegradeData = RegradeScope & { clientUuid: string };

const union = (a: readonly string[] = [], b: readonly string[] = []) => [...new Set([...a, ...b])];
const mergeScopes = (queued: RegradeData, next: RegradeData): RegradeData => ({
  clientUuid: queued.clientUuid,
  nodes: union(queued.nodes, next.nodes),
  people: union(queued.people, next.people),
  measured: union(queued.measured, next.measured),
});

/**
 * Keeps verdicts fresh (decision 0036). Every write that can alter a verdict (decision 0036:
 * demands, PDA status and place, exam results, pools, classes, kanbans) publishes a domain
 * event in its transaction; here it becomes a regrade of exactly the people it can affect,
 * queued in the same transaction and merged into the client's regrade still waiting, so a
 * burst of writes makes one run. A PPT exam keeps its own job, which also marks it scored.
 */
@Injectable()
export class MatchJobsService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly recompute: MatchRecomputeService,
    private readonly regrades: MatchRegradeService,
    private readonly exams: ExamsService,
    private readonly inputs: MatchInputsRepository,
    private readonly stored: MatchSetsRepository,
    events: DomainEvents,
  ) {
    events.on('pda.changed', async ({ nodeUuid, action, actorUserUuid }, manager) => {
      if (!MATCH_RELEVANT_PDA_ACTIONS.has(action)) return;
      const clientUuid = await this.inputs.clientOfNode(nodeUuid, manager);
      await this.request(
        manager,
        clientUuid,
        { nodes: [nodeUuid] },
        actorUserUuid,
        `PDA ${action}`,
      );
    });
    events.on('node.trashed', async ({ nodeUuid, actorUserUuid }, manager) => {
      const nodes = await this.stored.jobNodesUnder(nodeUuid, manager);
      if (nodes.length === 0) return;
      const clientUuid = await this.inputs.clientOfNode(nodeUuid, manager);
      await this.request(manager, clientUuid, { nodes }, actorUserUuid, 'node trash');
    });
    events.on('exam.status-changed', async (exam, manager) => {
      // Only COMPLETE exams give measurements; a PPT's own job rematches its person.
      if (exam.examTypeKind === 'PPT' || (exam.from !== 'COMPLETE' && exam.to !== 'COMPLETE'))
        return;
      const clientUuid = await this.inputs.clientOfPerson(exam.personUuid, manager);
      const scope = { measured: [exam.personUuid] };
      await this.request(manager, clientUuid, scope, exam.actorUserUuid, `exam ${exam.to}`);
    });
    events.on('nhp.jobs-changed', async ({ nhpPoolUuid, actorUserUuid }, manager) => {
      const { clientUuid, people } = await this.inputs.poolMembers(nhpPoolUuid, manager);
      if (people.length === 0) return;
      await this.request(manager, clientUuid, { people }, actorUserUuid, 'class or kanban change');
    });
  }

  /** Queues (or joins) the client's regrade in the writer's transaction. */
  private async request(
    manager: EntityManager,
    clientUuid: string | null,
    scope: Partial<RegradeScope>,
    actorUserUuid: string,
    cause: string,
  ): Promise<void> {
    if (!clientUuid) return;
    const data: RegradeData = {
      clientUuid,
      nodes: scope.nodes ?? [],
      people: scope.people ?? [],
      measured: scope.measured ?? [],
    };
    await this.jobs.enqueueCoalesced(MATCH_REGRADE_JOB, clientUuid, data, mergeScopes, {
      manager,
      createdByUserUuid: actorUserUuid,
      statusMessage: `Queued at ${cause}`,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.jobs.register<{ examUuid: string; personUuid: string }>(
      EXAM_MATCH_JOB,
      async (ctx) => {
        await ctx.progress(0, 1, 'Matching the person against the active PDAs');
        const { matchedNodes, grade } = await this.recompute.recomputePerson(ctx.data.personUuid);
        await this.exams.markScored(ctx.data.examUuid);
        await ctx.progress(
          1,
          1,
          `Scored: matches ${matchedNodes} job node(s), grade ${grade?.grade ?? 'none'}`,
        );
      },
    );
    await this.jobs.register<RegradeData>(MATCH_REGRADE_JOB, async (ctx) => {
      const { clientUuid, nodes, people, measured } = ctx.data;
      await ctx.progress(
        0,
        1,
        `Regrading: ${nodes.length} job node(s), ${people.length + measured.length} people`,
      );
      const done = await this.regrades.regrade(clientUuid, { nodes, people, measured });
      await ctx.progress(
        1,
        1,
        done.full
          ? `Recomputed the whole client: ${done.graded} people`
          : `Graded ${done.graded} people, ${done.changed} changed; ${done.rematched} rematched` +
              (done.ms
                ? ` (ms: held ${done.ms.held.toFixed(0)}, nodes ${done.ms.nodes.toFixed(0)}, ` +
                  `grades ${done.ms.grades.toFixed(0)}, write ${done.ms.write.toFixed(0)})`
                : ''),
      );
    });
    await this.jobs.register<{ nodeUuid: string }>(MATCH_NODE_JOB, async (ctx) => {
      const clientUuid = await this.inputs.clientOfNode(ctx.data.nodeUuid);
      if (clientUuid)
        await this.regrades.regrade(clientUuid, {
          nodes: [ctx.data.nodeUuid],
          people: [],
          measured: [],
        });
      await ctx.progress(1, 1, 'Regraded');
    });
  }
}
