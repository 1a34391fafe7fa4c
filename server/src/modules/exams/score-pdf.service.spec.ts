import { beforeEach, describe, expect, it } from 'vitest';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { PdfService } from '@server/modules/pdf/pdf.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import type { ScorePdfQueryDto } from './dto/score-pdf.dto';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ExamsErrorCode } from './exams.exceptions';
import { ExamsService } from './exams.service';
import { ScorePdfRepository } from './score-pdf.repository';
import { ScorePdfService } from './score-pdf.service';

/**
 * Which exam a score PDF is of, and the refusals that cost no render: a PDF of one exam kind
 * for an exam of another, an exam of another person than the one named, nothing named, and a
 * person with no complete exam of the kind. The page itself is the PDF e2e suite's part.
 */

const SITE = '00000000-0000-0000-0009-000000000001';
const principal = { userUuid: 'u', groups: [`premise:${SITE}`] } as unknown as Principal;
const exam = (examUuid: string, examTypeKind: string) => ({
  examUuid,
  examTypeKind,
  examTypeUuid: 'type',
  examTypeDescription: examTypeKind === 'PPT' ? 'Physical test' : 'Grip test',
  firstName: 'Ann',
  lastName: 'Lee',
  aID: { id: 'B-100', personUuid: 'ann' },
  startTs: '2026-12-01T17:30:00.000Z',
  clientTimeZone: 'UTC',
  examStatusEnum: 'COMPLETE',
});

let renders: number;
let service: ScorePdfService;

beforeEach(async () => {
  renders = 0;
  const access = new AccessService();
  access.registerResolver('person', async () => SITE);
  service = await serviceOver(
    ScorePdfService,
    fake(ExamsService, {
      get: async (_p: Principal, uuid: string) =>
        exam(uuid, uuid.startsWith('ppt') ? 'PPT' : 'STANDARD'),
      fields: async () => [],
    }),
    fake(ExamCatalogueService, { sections: async () => [] }),
    fake(ScorePdfRepository, {
      newestCompleteExamOf: async (_person: string, kind: string | null) =>
        kind === 'TMM' ? null : kind === 'PPT' ? 'ppt-2' : 'std-1',
    }),
    fake(AccessService, access),
    fake(PdfService, {
      renderDocument: async () => {
        renders++;
        return Buffer.from('%PDF');
      },
    }),
  );
});

const render = (kind: 'score' | 'tmm' | 'ppt', query: Partial<ScorePdfQueryDto>) =>
  service.render(principal, kind, query as ScorePdfQueryDto);

describe(ScorePdfService.name, () => {
  it('renders the person’s newest complete exam of the PDF’s kind when no exam is named', async () => {
    expect((await render('ppt', { person_uuid: 'ann' })).name).toBe('ppt-B-100.pdf');
    expect(renders).toBe(1);
  });

  it('refuses, without rendering, an exam of another kind or of another person, and nothing named', async () => {
    expect(await refusalOf(render('ppt', { uuid: 'std-1' }))).toBe(
      `${ExamsErrorCode.WrongExamKind}: ppt.pdf is for PPT exams; this one is Grip test (STANDARD)`,
    );
    expect(await refusalOf(render('score', { uuid: 'std-1', person_uuid: 'bob' }))).toBe(
      `${ExamsErrorCode.BadValue}: person_uuid: the exam (uuid) is not of that person`,
    );
    expect(await refusalOf(render('score', {}))).toBe(
      `${ExamsErrorCode.BadValue}: Name the exam (uuid) or the person (person_uuid)`,
    );
    expect(await refusalOf(render('tmm', { person_uuid: 'ann' }))).toBe(
      `${ExamsErrorCode.ExamNotFound}: The person has no complete TMM exam`,
    );
    expect(renders).toBe(0);
  });
});
