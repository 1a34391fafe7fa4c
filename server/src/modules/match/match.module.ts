import { Module } from '@nestjs/common';
import { ReasonsController } from './reasons.controller';
import { ReasonsService } from './reasons.service';

/** Matching: the shared rule of libs/domain applied to stored measurements and demands. */
@Module({
  controllers: [ReasonsController],
  providers: [ReasonsService],
})
export class MatchModule {}
