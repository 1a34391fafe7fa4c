import { Injectable, OnModuleInit } from '@nestjs/common';
import { EXAM_MATCH_JOB, ExamsService } from '@server/modules/exams/exams.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { DomainEvents } from '@server/common/events/domain-events';
import { MatchRecomputeService } from './match-recompute.service';

/** The job a PDA write enqueues: rematch everyone of the client against that PDA's node. */
export const MATCH_NODE_JOB = 'match.node';

// PDA writes that change who matches: its status (active or not) and its demands.
const MATCH_RELEVANT_PDA_ACTIONS = new Set(['status', 'demand', 'create', 'copy']);

/**
 * Recomputes on the events DESIGN.md names: a PPT exam finalized or unfinalized (one person,
 * then the exam is scored) and a PDA's demands or status changed (one job node).
 */
@Injectable()
export class MatchJobsService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly recompute: MatchRecomputeService,
    private readonly exams: ExamsService,
    events: DomainEvents,
  ) {
    events.on('pda.changed', async ({ pdaUuid, nodeUuid, action, actorUserUuid }, manager) => {
      if (!MATCH_RELEVANT_PDA_ACTIONS.has(action)) return;
      await this.jobs.enqueue(
        MATCH_NODE_JOB,
        { nodeUuid, pdaUuid },
        { manager, createdByUserUuid: actorUserUuid, statusMessage: `Queued at PDA ${action}` },
      );
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
    await this.jobs.register<{ nodeUuid: string }>(MATCH_NODE_JOB, async (ctx) => {
      await ctx.progress(0, 1, 'Matching the client’s people against the node');
      const { matched } = await this.recompute.recomputeNode(ctx.data.nodeUuid);
      await ctx.progress(1, 1, `${matched} people match the node`);
    });
  }
}
