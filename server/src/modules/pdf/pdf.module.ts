import { Module } from '@nestjs/common';
import { TreeModule } from '@server/modules/tree/tree.module';
import { NodeReportRepository } from './node-report.repository';
import { NodeReportService } from './node-report.service';
import { PdfController } from './pdf.controller';
import { PdfService } from './pdf.service';

/** PDFs from server-side HTML templates; PdfService is exported for the PDA and bulk reports. */
@Module({
  imports: [TreeModule],
  controllers: [PdfController],
  providers: [PdfService, NodeReportRepository, NodeReportService],
  exports: [PdfService],
})
export class PdfModule {}
