import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Permission } from '@domain/access';
import {
  examCompletionPercent,
  examFieldValueProblem,
  examTransition,
  type ExamAction,
} from '@domain/exams';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { DomainEvents } from '@server/common/events/domain-events';
import { JobsService } from '@server/modules/jobs/jobs.service';
import type { ExamDto, ExamFieldDto, ExamFieldSavedDto, PersonExamDto } from './dto/exam.dto';
import { ExamCatalogueService } from './exam-catalogue.service';
import { fieldSaveRefusal, statusAfterSave, transitionNeedsRematch } from './exam-rules';
import { ExamsErrorCode, ExamsException } from './exams.exceptions';
import { ExamsRepository, type ExamRow } from './exams.repository';

/** The job a PPT exam entering or leaving COMPLETE enqueues; the match module handles it. */
export const EXAM_MATCH_JOB = 'exams.match-person';

function mapExam(row: ExamRow, completionPercent: number): ExamDto {
  return {
    examUuid: row.examUuid,
    examStatusEnum: row.examStatusEnum,
    examTypeUuid: row.examTypeUuid,
    examTypeDescription: row.examTypeDescription,
    examTypeKind: row.examTypeKind,
    remoteScoreEnum: row.remoteScoreEnum,
    startTs: new Date(row.startTs).toISOString(),
    roomUuid: row.roomUuid,
    roomDescription: row.roomDescription,
    locationDescription: row.locationDescription,
    clientTimeZone: row.clientTimeZone,
    aID: {
      idUuid: row.idUuid,
      id: row.id,
      infoSourceUuid: row.infoSourceUuid,
      personUuid: row.personUuid,
    },
    firstName: row.firstName,
    lastName: row.lastName,
    version: row.version,
    completionPercent,
    finalizedAt: row.finalizedAt ? new Date(row.finalizedAt).toISOString() : null,
  };
}

/**
 * Exams: reading, saving field values (checked against the field), and the status
 * transitions of decision 0010. Every write locks the exam row, bumps its version, is audited
 * and pushed as DIRTY exam; finalizing a PPT exam enqueues the match job in the same
 * transaction.
 */
@Injectable()
export class ExamsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly exams: ExamsRepository,
    private readonly catalogue: ExamCatalogueService,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
  ) {
    access.registerResolver('exam', (id) => this.exams.clientIdOf(id));
  }

  /** The match job's last step: the exam's verdicts are stored (isScored turns true). */
  markScored(examUuid: string): Promise<void> {
    return this.exams.markScored(examUuid);
  }

  async get(principal: Principal, examUuid: string): Promise<ExamDto> {
    // One round trip: the exam, its fill and its client site, then the check (issue 20).
    const row = await this.exams.findWithFill(examUuid);
    this.access.assertOnClient(principal, Permission.RosterRead, 'exam', row?.clientNodeUuid);
    return mapExam(row!, examCompletionPercent(row!.fill));
  }

  /** The person's exams for their candidate page: who may read the roster of their site. */
  async ofPerson(principal: Principal, personUuid: string): Promise<PersonExamDto[]> {
    await this.access.assertOn(principal, Permission.RosterRead, 'person', personUuid);
    return (await this.exams.ofPerson(personUuid)).map((row) => ({
      examUuid: row.examUuid,
      examStatusEnum: row.examStatusEnum,
      examTypeDescription: row.examTypeDescription,
      examTypeKind: row.examTypeKind,
      startTs: new Date(row.startTs).toISOString(),
      roomDescription: row.roomDescription,
      locationDescription: row.locationDescription,
      clientTimeZone: row.clientTimeZone,
      finalizedAt: row.finalizedAt ? new Date(row.finalizedAt).toISOString() : null,
    }));
  }

  async fields(principal: Principal, examUuid: string): Promise<ExamFieldDto[]> {
    const found = await this.exams.fieldsWithClient(examUuid);
    this.access.assertOnClient(principal, Permission.RosterRead, 'exam', found?.clientNodeUuid);
    return found!.fields;
  }

  async isScored(principal: Principal, examUuid: string): Promise<boolean> {
    await this.access.assertOn(principal, Permission.RosterRead, 'exam', examUuid);
    const row = (await this.exams.find(examUuid))!;
    return row.examStatusEnum === 'COMPLETE' && row.scoredAt !== null;
  }

  async matchUrl(principal: Principal, examUuid: string): Promise<string> {
    await this.access.assertOn(principal, Permission.RosterRead, 'exam', examUuid);
    return `/reasons/${(await this.exams.find(examUuid))!.personUuid}`;
  }

  /** Saves one field; a PENDING exam turns INPROGRESS. Two saves of one exam run in turn. */
  async saveField(
    principal: Principal,
    examUuid: string,
    examTypeFieldUuid: string,
    value: string,
  ): Promise<ExamFieldSavedDto> {
    await this.access.assertOn(principal, Permission.ExamWrite, 'exam', examUuid);
    const field = await this.catalogue.field(examTypeFieldUuid);
    const problem = examFieldValueProblem(
      {
        ...field,
        options: field.aExamSelect?.collExamSelectOptions.map((o) => o.value),
      },
      value,
    );
    return this.dataSource.transaction(async (manager) => {
      const exam = (await this.exams.find(examUuid, manager))!;
      const refusal = fieldSaveRefusal(exam, field.examTypeUuid, problem);
      if (refusal) throw new ExamsException(refusal.code, refusal.message, refusal.details);
      const before = (await this.exams.fields(examUuid, manager)).find(
        (f) => f.examTypeFieldUuid === examTypeFieldUuid,
      );
      const saved = await this.exams.saveField(
        manager,
        examUuid,
        examTypeFieldUuid,
        value,
        principal.userUuid,
      );
      const status = statusAfterSave(exam.examStatusEnum);
      const { version } = await this.exams.setStatus(manager, examUuid, status);
      await this.audit.record(
        {
          entityType: 'exam',
          entityId: examUuid,
          action: 'field',
          actorUserUuid: principal.userUuid,
          before: { [field.description]: before?.stringValue ?? null },
          after: { [field.description]: saved?.stringValue ?? null },
        },
        manager,
      );
      const fill = await this.exams.fill(examUuid, manager);
      return {
        field: saved,
        examStatusEnum: status,
        version,
        completionPercent: examCompletionPercent(fill),
      };
    });
  }

  /** finalize, noShow, withdraw, unfinalize: 409 with the reason when not allowed now. */
  async transition(principal: Principal, examUuid: string, action: ExamAction): Promise<ExamDto> {
    await this.access.assertOn(principal, Permission.ExamWrite, 'exam', examUuid);
    return this.dataSource.transaction(async (manager) => {
      const exam = (await this.exams.find(examUuid, manager))!;
      const fill = await this.exams.fill(examUuid, manager);
      const verdict = examTransition(exam.examStatusEnum, action, fill);
      if ('problem' in verdict)
        throw new ExamsException(ExamsErrorCode.IllegalTransition, verdict.problem, {
          examStatusEnum: exam.examStatusEnum,
        });
      const { version, finalizedAt } = await this.exams.setStatus(manager, examUuid, verdict.to);
      await this.audit.record(
        {
          entityType: 'exam',
          entityId: examUuid,
          action,
          actorUserUuid: principal.userUuid,
          before: { examStatusEnum: exam.examStatusEnum },
          after: { examStatusEnum: verdict.to },
        },
        manager,
      );
      // Matching listens: a person's grade follows their measurements (COMPLETE exams).
      await this.events.emit(
        'exam.status-changed',
        {
          examUuid,
          personUuid: exam.personUuid,
          examTypeKind: exam.examTypeKind,
          from: exam.examStatusEnum,
          to: verdict.to,
          actorUserUuid: principal.userUuid,
        },
        manager,
      );
      if (transitionNeedsRematch(exam.examTypeKind, exam.examStatusEnum, verdict.to))
        await this.jobs.enqueue(
          EXAM_MATCH_JOB,
          { examUuid, personUuid: exam.personUuid },
          { manager, createdByUserUuid: principal.userUuid, statusMessage: `Queued at ${action}` },
        );
      return mapExam(
        { ...exam, examStatusEnum: verdict.to, version, finalizedAt, scoredAt: null },
        examCompletionPercent(fill),
      );
    });
  }
}
