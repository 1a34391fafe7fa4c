import { Module } from '@nestjs/common';
import { CacheModule } from '@server/modules/cache/cache.module';
import { PdfModule } from '@server/modules/pdf/pdf.module';
import { TreeModule } from '@server/modules/tree/tree.module';
import { BulkReportRetention } from './bulk-report-retention';
import { CapabilitiesService } from './capabilities.service';
import { PdaCatalogueController } from './pda-catalogue.controller';
import { PdaClientResolver } from './pda-client';
import { PdaNodeContents } from './pda-node-contents';
import { PdaReportService } from './pda-report.service';
import { PdaReportsController } from './pda-reports.controller';
import { PdaRowsController } from './pda-rows.controller';
import { PdaRowsService } from './pda-rows.service';
import { PdaSumsController } from './pda-sums.controller';
import { PdaSumsService } from './pda-sums.service';
import { PdaTypesService } from './pda-types.service';
import { PdaValuesController } from './pda-values.controller';
import { PdaValuesService } from './pda-values.service';
import { PdaController } from './pda.controller';
import { PdaRepository } from './pda.repository';
import { PdaSumsRepository } from './pda-sums.repository';
import { PdaChanges } from './pda-changes';
import { PdaService } from './pda.service';
import { PdaWritesService } from './pda-writes.service';

/** PDAs, one controller and one service per sub-resource (docs/module-template.md). */
@Module({
  imports: [TreeModule, PdfModule, CacheModule],
  controllers: [
    PdaReportsController,
    PdaCatalogueController,
    PdaController,
    PdaValuesController,
    PdaRowsController,
    PdaSumsController,
  ],
  providers: [
    PdaRepository,
    PdaSumsRepository,
    PdaChanges,
    PdaService,
    PdaWritesService,
    PdaTypesService,
    PdaValuesService,
    PdaSumsService,
    PdaRowsService,
    CapabilitiesService,
    PdaReportService,
    BulkReportRetention,
    PdaNodeContents,
    PdaClientResolver,
  ],
  exports: [PdaService, CapabilitiesService],
})
export class PdaModule {}
