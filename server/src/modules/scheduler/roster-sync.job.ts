import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Permission } from '@domain/access';
import { AuditService } from '@server/modules/audit/audit.service';
import { JobFailure, type JobContext } from '@server/modules/jobs/job-handler';
import { UsersService } from '@server/modules/users/users.service';
import { WorkdayRosterService } from '@server/modules/workday/workday-roster.service';
import { actingUserProblem, runPrincipal } from './job-principal';
import { SchedulerTrigger } from './entities/scheduler-trigger.entity';

/** What the scheduler's tick puts into a run. */
export interface SchedulerRunData {
  triggerUuid: string;
  jobClass: string;
  createdByUserUuid?: string | null;
}

/** What the roster sync does, so what the acting user must be allowed. */
export const ROSTER_SYNC_NEEDS = [Permission.HrSystemWrite, Permission.RosterRead] as const;

/**
 * The rosterSync job class: today's roster (each client site's day in its zone) synchronised with the HR system
 * as the PATCH secure/workday/rosters/{date}/sync route does it, acting as the user who created
 * the trigger with their rights as they are when the run starts (decision 0013). A user gone,
 * disabled or short of a right fails the run at once, naming why, and nothing is written.
 */
@Injectable()
export class RosterSyncJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly rosters: WorkdayRosterService,
    private readonly audit: AuditService,
  ) {}

  async run(ctx: JobContext<SchedulerRunData>): Promise<void> {
    await ctx.progress(0, 4, 'Checking the rights of the user the run acts as');
    // Runs queued before triggers passed their creator along look it up on the trigger.
    const userUuid =
      ctx.data.createdByUserUuid ??
      (
        await this.dataSource
          .getRepository(SchedulerTrigger)
          .findOneBy({ triggerUuid: ctx.data.triggerUuid })
      )?.createdByUserUuid ??
      null;
    const user = userUuid ? await this.users.find(userUuid) : null;
    const acting = user && {
      userUuid: user.userUuid,
      userCode: user.userCode,
      enabled: user.enabled,
      groups: (user.collUserSecurityGroups ?? []).map((g) => g.securityGroupCode),
    };
    const problem = actingUserProblem(userUuid, acting, ROSTER_SYNC_NEEDS);
    if (problem || !acting) throw new JobFailure(`${problem}: nothing synchronised`);
    const principal = runPrincipal(acting, ctx.runId);
    // Midnight passes the sites at different times: each day that is today somewhere is synced.
    for (const date of await this.rosters.siteTodays(principal)) {
      const result = await this.rosters.sync(principal, date, ctx.progress);
      await this.audit.record({
        entityType: 'scheduler',
        entityId: ctx.data.triggerUuid,
        action: 'roster-sync',
        actorUserUuid: principal.userUuid,
        after: {
          runId: ctx.runId,
          date: result.date,
          workdayApiUuid: result.workdayApiUuid,
          people: result.people,
          candidates: result.candidates,
          changed: result.synced.map((s) => s.personUuid),
          missing: result.missing,
        },
      });
    }
  }
}
