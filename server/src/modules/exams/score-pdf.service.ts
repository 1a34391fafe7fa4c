import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import type { Download } from '@server/modules/files/file-response';
import { PdfService } from '@server/modules/pdf/pdf.service';
import type { ScorePdfQueryDto } from './dto/score-pdf.dto';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ExamsErrorCode, ExamsException } from './exams.exceptions';
import { ExamsService } from './exams.service';
import { ScorePdfRepository } from './score-pdf.repository';
import { pptBody, scoreSheetBody } from './score-sheet';

/** The seed's three score PDFs: the file name each answers with and the exam kind it takes. */
export const SCORE_PDFS = {
  score: { file: 'score.pdf', kind: null },
  tmm: { file: 'tmm-score.pdf', kind: 'TMM' },
  ppt: { file: 'ppt.pdf', kind: 'PPT' },
} as const;
export type ScorePdfKind = keyof typeof SCORE_PDFS;

/**
 * Score PDFs through the PDF pool, for anyone who may read the exam's roster (ExamsService.get:
 * another client's exam is 404, no RosterRead 403). Never cached: an exam changes until final.
 */
@Injectable()
export class ScorePdfService {
  constructor(
    private readonly exams: ExamsService,
    private readonly catalogue: ExamCatalogueService,
    private readonly scores: ScorePdfRepository,
    private readonly access: AccessService,
    private readonly pdf: PdfService,
  ) {}

  async render(
    principal: Principal,
    kind: ScorePdfKind,
    query: ScorePdfQueryDto,
    signal?: AbortSignal,
  ): Promise<Download> {
    const { file, kind: wanted } = SCORE_PDFS[kind];
    const examUuid = query.uuid ?? (await this.newestExamOf(principal, kind, query.person_uuid));
    const exam = await this.exams.get(principal, examUuid);
    if (wanted && exam.examTypeKind !== wanted)
      throw new ExamsException(
        ExamsErrorCode.WrongExamKind,
        `${file} is for ${wanted} exams; this one is ${exam.examTypeDescription} (${exam.examTypeKind})`,
      );
    if (query.person_uuid && query.person_uuid !== exam.aID.personUuid)
      throw new ExamsException(
        ExamsErrorCode.BadValue,
        'person_uuid: the exam (uuid) is not of that person',
      );
    // Before the render: a node the caller may not see answers 404 without a page spent.
    const node =
      kind === 'ppt' && query.node_uuid ? await this.demandsAt(principal, query.node_uuid) : null;
    const [sections, values] = await Promise.all([
      this.catalogue.sections(exam.examTypeUuid),
      this.exams.fields(principal, examUuid),
    ]);
    const content = await this.pdf.renderDocument(
      {
        title: `${exam.lastName}, ${exam.firstName}`,
        subtitle: `${exam.examTypeDescription} · ${exam.aID.id}`,
        bodyHtml:
          kind === 'ppt'
            ? pptBody(exam, sections, values, node)
            : scoreSheetBody(exam, sections, values),
      },
      { key: principal.userUuid, signal },
    );
    return {
      name: `${file.replace(/\.pdf$/, '')}-${exam.aID.id}.pdf`,
      mimeType: 'application/pdf',
      bytes: content.length,
      body: content,
    };
  }

  /** Without uuid: the person's newest COMPLETE exam of the PDF's kind (any for score.pdf). */
  private async newestExamOf(
    principal: Principal,
    kind: ScorePdfKind,
    personUuid: string | undefined,
  ): Promise<string> {
    if (!personUuid)
      throw new ExamsException(
        ExamsErrorCode.BadValue,
        'Name the exam (uuid) or the person (person_uuid)',
      );
    await this.access.assertOn(principal, Permission.RosterRead, 'person', personUuid);
    const { kind: wanted } = SCORE_PDFS[kind];
    const examUuid = await this.scores.newestCompleteExamOf(personUuid, wanted);
    if (!examUuid)
      throw new ExamsException(
        ExamsErrorCode.ExamNotFound,
        wanted ? `The person has no complete ${wanted} exam` : 'The person has no complete exam',
      );
    return examUuid;
  }

  /** The active PDAs' demands at a node the caller may see (another client's: 404). */
  private async demandsAt(principal: Principal, nodeUuid: string) {
    await this.access.assertOn(principal, Permission.PdaRead, 'node', nodeUuid);
    const [name, demands] = await Promise.all([
      this.scores.nodeName(nodeUuid),
      this.scores.activeDemandsAt(nodeUuid),
    ]);
    return { name, demands };
  }
}
