import { Module } from '@nestjs/common';
import { ExamsModule } from '@server/modules/exams/exams.module';
import { RosterController } from './roster.controller';
import { RosterService } from './roster.service';

/** Rosters by day, for the rosters screen and the real-time roster. */
@Module({
  imports: [ExamsModule],
  controllers: [RosterController],
  providers: [RosterService],
  exports: [RosterService],
})
export class RosterModule {}
