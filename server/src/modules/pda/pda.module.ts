import { Module } from '@nestjs/common';
import { CacheModule } from '@server/modules/cache/cache.module';
import { PdfModule } from '@server/modules/pdf/pdf.module';
import { TreeModule } from '@server/modules/tree/tree.module';
import { PdaReportService } from './pda-report.service';
import { CapabilitiesService } from './capabilities.service';
import { PdaController } from './pda.controller';
import { PdaRepository } from './pda.repository';
import { PdaService } from './pda.service';
import { PdaRowsService } from './pda-rows.service';

@Module({
  imports: [TreeModule, PdfModule, CacheModule],
  controllers: [PdaController],
  providers: [PdaRepository, PdaService, PdaRowsService, CapabilitiesService, PdaReportService],
  exports: [PdaService, PdaRepository, CapabilitiesService],
})
export class PdaModule {}
