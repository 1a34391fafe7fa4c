import { Injectable, OnModuleInit } from '@nestjs/common';
import { SessionsService } from '@server/modules/auth/sessions.service';
import { CacheService } from '@server/modules/cache/cache.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { MatchRecomputeService } from '@server/modules/match/match-recompute.service';
import { BackupJob } from './backup.job';
import { SCHEDULER_JOB_CLASSES } from './job-classes';
import { RosterSyncJob, type SchedulerRunData } from './roster-sync.job';

/** Registers each job class's handler with the job engine; the triggers fire them by name. */
@Injectable()
export class SchedulerJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly sessions: SessionsService,
    private readonly cache: CacheService,
    private readonly match: MatchRecomputeService,
    private readonly rosterSync: RosterSyncJob,
    private readonly backup: BackupJob,
  ) {}

  async onModuleInit(): Promise<void> {
    const c = SCHEDULER_JOB_CLASSES;
    await this.jobs.register(c.sessionReaper.jobName, async (ctx) => {
      await ctx.progress(0, 1, 'Deleting expired sessions');
      const deleted = await this.sessions.deleteExpired();
      await ctx.progress(1, 1, `Deleted ${deleted} expired session(s)`);
    });
    await this.jobs.register(c.cacheDispose.jobName, async (ctx) => {
      await ctx.progress(0, 1, 'Emptying every cache region');
      const regions = await this.cache.disposeAll();
      await ctx.progress(1, 1, `Emptied ${regions.length} region(s)`);
    });
    await this.jobs.register(c.matchRecompute.jobName, async (ctx) => {
      await this.match.recomputeAll((done, total, message) => ctx.progress(done, total, message));
    });
    await this.jobs.register<SchedulerRunData>(c.rosterSync.jobName, (ctx) =>
      this.rosterSync.run(ctx),
    );
    await this.jobs.register<SchedulerRunData>(c.backup.jobName, (ctx) => this.backup.run(ctx));
  }
}
