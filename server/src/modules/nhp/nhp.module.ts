import { Module } from '@nestjs/common';
import { MatchModule } from '@server/modules/match/match.module';
import { UsersModule } from '@server/modules/users/users.module';
import { NhpAutoPlaceService } from './nhp-auto-place.service';
import { NhpClassMailService } from './nhp-class-mail.service';
import { NhpEventReaders } from './nhp-event-readers';
import { NhpFitService } from './nhp-fit.service';
import { NhpClassesController } from './nhp-classes.controller';
import { NhpClassesRepository } from './nhp-classes.repository';
import { NhpSlotsRepository } from './nhp-slots.repository';
import { NhpClassPartsService } from './nhp-class-parts.service';
import { NhpClassesService } from './nhp-classes.service';
import { NhpKanbansController } from './nhp-kanbans.controller';
import { NhpKanbansService } from './nhp-kanbans.service';
import { NhpPlacementsController } from './nhp-placements.controller';
import { NhpPlacementsService } from './nhp-placements.service';
import { NhpPoolsController } from './nhp-pools.controller';
import { NhpPoolsRepository } from './nhp-pools.repository';
import { NhpPoolMembership } from './nhp-pool-membership';
import { NhpPoolsService } from './nhp-pools.service';

/** New-hire classes: pools and members, classes, kanban quantities, placements, auto-place. */
@Module({
  imports: [MatchModule, UsersModule],
  controllers: [
    NhpClassesController,
    NhpKanbansController,
    NhpPlacementsController,
    NhpPoolsController,
  ],
  providers: [
    NhpClassesRepository,
    NhpSlotsRepository,
    NhpPoolsRepository,
    NhpPoolMembership,
    NhpClassesService,
    NhpClassPartsService,
    NhpKanbansService,
    NhpPlacementsService,
    NhpAutoPlaceService,
    NhpPoolsService,
    NhpClassMailService,
    NhpEventReaders,
    NhpFitService,
  ],
  exports: [NhpClassesService],
})
export class NhpModule {}
