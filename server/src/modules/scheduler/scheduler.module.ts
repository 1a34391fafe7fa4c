import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuthModule } from '@server/modules/auth/auth.module';
import { CacheModule } from '@server/modules/cache/cache.module';
import { MatchModule } from '@server/modules/match/match.module';
import { UsersModule } from '@server/modules/users/users.module';
import { WorkdayModule } from '@server/modules/workday/workday.module';
import { BackupJob } from './backup.job';
import { RosterSyncJob } from './roster-sync.job';
import { SchedulerJobs } from './scheduler-jobs';
import { SchedulerController } from './scheduler.controller';
import { SchedulerStatusService } from './scheduler-status.service';
import { SchedulerService } from './scheduler.service';

/** Job classes registered in code, triggers as rows, fired once across instances. */
@Module({
  imports: [
    ScheduleModule.forRoot(),
    AuthModule,
    CacheModule,
    MatchModule,
    UsersModule,
    WorkdayModule,
  ],
  controllers: [SchedulerController],
  providers: [SchedulerService, SchedulerStatusService, SchedulerJobs, RosterSyncJob, BackupJob],
  // BackupJob: its stats() are the backup metrics.
  exports: [SchedulerService, BackupJob],
})
export class SchedulerModule {}
