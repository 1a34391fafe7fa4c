import { Module } from '@nestjs/common';
import { CacheModule } from '@server/modules/cache/cache.module';
import { PdfModule } from '@server/modules/pdf/pdf.module';
import { PeopleModule } from '@server/modules/people/people.module';
import { ExamCatalogueController } from './exam-catalogue.controller';
import { ExamCatalogueRepository } from './exam-catalogue.repository';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ExamsController } from './exams.controller';
import { ExamsRepository } from './exams.repository';
import { ExamsService } from './exams.service';
import { ScheduleService } from './schedule.service';
import { ScorePdfController } from './score-pdf.controller';
import { ScorePdfRepository } from './score-pdf.repository';
import { ScorePdfService } from './score-pdf.service';

/** Exam forms, exams and their fields, transitions, scheduling and the score PDFs. */
@Module({
  imports: [CacheModule, PeopleModule, PdfModule],
  controllers: [ExamCatalogueController, ExamsController, ScorePdfController],
  providers: [
    ExamCatalogueRepository,
    ExamCatalogueService,
    ExamsRepository,
    ExamsService,
    ScheduleService,
    ScorePdfRepository,
    ScorePdfService,
  ],
  exports: [ExamsService, ExamCatalogueService],
})
export class ExamsModule {}
