import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { PdfService } from '@server/modules/pdf/pdf.service';
import type { ScorePdfQueryDto } from './dto/score-pdf.dto';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ExamsErrorCode, ExamsException } from './exams.exceptions';
import { ExamsService } from './exams.service';
import { pptBody, scoreSheetBody, type Demand } from './score-sheet';

export type ScorePdfKind = 'score' | 'tmm' | 'ppt';
const KIND_OF: Record<ScorePdfKind, string | null> = { score: null, tmm: 'TMM', ppt: 'PPT' };

/** The seed's score PDFs (score.pdf, tmm-score.pdf, ppt.pdf) through the PDF pool. */
@Injectable()
export class ScorePdfService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly exams: ExamsService,
    private readonly catalogue: ExamCatalogueService,
    private readonly access: AccessService,
    private readonly pdf: PdfService,
  ) {}

  async render(
    principal: Principal,
    kind: ScorePdfKind,
    query: ScorePdfQueryDto,
  ): Promise<{ name: string; content: Buffer }> {
    const examUuid = query.uuid ?? (await this.newestExamOf(principal, kind, query.person_uuid));
    const exam = await this.exams.get(principal, examUuid);
    const wanted = KIND_OF[kind];
    if (wanted && exam.examTypeKind !== wanted)
      throw new ExamsException(
        ExamsErrorCode.WrongExamKind,
        `${kind === 'ppt' ? 'ppt.pdf' : 'tmm-score.pdf'} is for ${wanted} exams; this one is ${exam.examTypeDescription}`,
      );
    if (query.person_uuid && query.person_uuid !== exam.aID.personUuid)
      throw new ExamsException(ExamsErrorCode.WrongExamKind, 'The exam is not of that person');
    const [sections, values] = await Promise.all([
      this.catalogue.sections(exam.examTypeUuid),
      this.exams.fields(principal, examUuid),
    ]);
    let body = scoreSheetBody(exam, sections, values);
    if (kind === 'ppt') {
      const node = query.node_uuid ? await this.nodeDemands(principal, query.node_uuid) : null;
      body = pptBody(exam, sections, values, node?.demands ?? null, node?.name ?? null);
    }
    const content = await this.pdf.renderDocument({
      title: `${exam.lastName}, ${exam.firstName}`,
      subtitle: `${exam.examTypeDescription} · ${exam.aID.id}`,
      bodyHtml: body,
    });
    const name = `${kind === 'score' ? 'score' : kind === 'tmm' ? 'tmm-score' : 'ppt'}-${exam.aID.id}.pdf`;
    return { name, content };
  }

  /** The person's newest finished exam of the kind (any kind for score.pdf). */
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
    const [row] = await this.dataSource.query(
      `SELECT e.exam_uuid FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
         JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
        WHERE i.person_uuid = $1 AND e.exam_status_enum = 'COMPLETE' AND ($2::text IS NULL OR t.kind = $2)
        ORDER BY e.start_ts DESC LIMIT 1`,
      [personUuid, KIND_OF[kind]],
    );
    if (!row)
      throw new ExamsException(
        ExamsErrorCode.ExamNotFound,
        'The person has no finished exam of that kind',
      );
    return row.exam_uuid;
  }

  /** The active (COMPLETED, APPROVED) PDAs' demands at a node the caller may read. */
  private async nodeDemands(principal: Principal, nodeUuid: string) {
    await this.access.assertOn(principal, Permission.PdaRead, 'node', nodeUuid);
    const [node] = await this.dataSource.query(
      'SELECT description FROM tree_nodes WHERE node_uuid = $1',
      [nodeUuid],
    );
    const demands: Demand[] = await this.dataSource.query(
      `SELECT d.capability_uuid AS "capabilityUuid", p.description AS "pdaDescription", d.value
         FROM pdas p JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
        WHERE p.node_uuid = $1 AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
        ORDER BY p.description`,
      [nodeUuid],
    );
    return { name: node.description as string, demands };
  }
}
