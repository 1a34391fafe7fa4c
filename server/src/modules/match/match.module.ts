import { Module } from '@nestjs/common';
import { ExamsModule } from '@server/modules/exams/exams.module';
import { JobFitnessService } from './job-fitness.service';
import { PersonJobsService } from './person-jobs.service';
import { PdaModule } from '@server/modules/pda/pda.module';
import { MatchJobsService } from './match-jobs.service';
import { MatchRecomputeService } from './match-recompute.service';
import { MatchRegradeService } from './match-regrade.service';
import { MatchResultsService } from './match-results.service';
import { MatchStatsController } from './match-stats.controller';
import { MatchStatsRepository } from './match-stats.repository';
import { MatchStatsService } from './match-stats.service';
import { MatchInputsRepository } from './match-inputs.repository';
import { PoolMembership } from './pool-membership';
import { MatchSetsRepository } from './match-sets.repository';
import { MatchNearestRepository } from './match-nearest.repository';
import { ReasonsController } from './reasons.controller';
import { ReasonsService } from './reasons.service';
import { WhatIfValuesRepository } from './what-if-values.repository';
import { WhatIfValuesService } from './what-if-values.service';
import { WhatIfController } from './what-if.controller';
import { WhatIfService } from './what-if.service';

/**
 * Matching: the shared rule of libs/domain applied to stored measurements and demands, its
 * results stored per person and read by statistics, placement badges and auto-place.
 */
@Module({
  imports: [ExamsModule, PdaModule],
  controllers: [ReasonsController, MatchStatsController, WhatIfController],
  providers: [
    ReasonsService,
    MatchInputsRepository,
    PoolMembership,
    MatchSetsRepository,
    MatchNearestRepository,
    MatchRecomputeService,
    MatchRegradeService,
    MatchResultsService,
    MatchJobsService,
    MatchStatsRepository,
    MatchStatsService,
    JobFitnessService,
    PersonJobsService,
    WhatIfValuesRepository,
    WhatIfValuesService,
    WhatIfService,
  ],
  exports: [MatchResultsService, MatchRecomputeService, JobFitnessService, PoolMembership],
})
export class MatchModule {}
