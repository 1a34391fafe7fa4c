import { Global, Module } from '@nestjs/common';
import { AppInstancesRepository } from './app-instances.repository';
import { JobRunsRepository } from './job-runs.repository';
import { JobsService } from './jobs.service';

@Global()
@Module({
  providers: [JobsService, JobRunsRepository, AppInstancesRepository],
  exports: [JobsService],
})
export class JobsModule {}
