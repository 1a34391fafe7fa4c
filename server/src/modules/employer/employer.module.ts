import { Module } from '@nestjs/common';
import { MatchModule } from '@server/modules/match/match.module';
import { NhpModule } from '@server/modules/nhp/nhp.module';
import { TreeModule } from '@server/modules/tree/tree.module';
import { EmployerController } from './employer.controller';
import { EmployerService } from './employer.service';

/**
 * The employer privacy view (issue 23.2, decision 0023): a client's HR people see fit or not
 * per open job, from the match module's verdicts and the new-hire classes' openings.
 */
@Module({
  imports: [TreeModule, MatchModule, NhpModule],
  controllers: [EmployerController],
  providers: [EmployerService],
})
export class EmployerModule {}
