import { Module } from '@nestjs/common';
import { NhpModule } from '@server/modules/nhp/nhp.module';
import { PdaModule } from '@server/modules/pda/pda.module';
import { HistoryController } from './history.controller';
import { HistoryNamesRepository } from './history-names.repository';
import { HistoryService } from './history.service';

/** Reads of the audit trail per object (issue 23); the entries are written by each module. */
@Module({
  imports: [PdaModule, NhpModule],
  controllers: [HistoryController],
  providers: [HistoryService, HistoryNamesRepository],
})
export class HistoryModule {}
