import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExamFill } from '@domain/exams';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { DomainEvents } from '@server/common/events/domain-events';
import { AuditService } from '@server/modules/audit/audit.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ExamsErrorCode } from './exams.exceptions';
import { ExamsRepository } from './exams.repository';
import { EXAM_MATCH_JOB, ExamsService } from './exams.service';

/**
 * An exam's fields and status over an in-memory exam, with the real AccessService (the
 * service's own resolver decides whose exam it is) and DomainEvents: who may score it, what a
 * save and each action do, and what tells matching (the event, and a PPT's own match job in
 * the same transaction). The status table is libs/domain's, with its own spec.
 */

const NORTH = '00000000-0000-0000-0006-000000000001';
const scorer = { userUuid: 'u', groups: [`premise:${NORTH}`] } as unknown as Principal;
const reader = { userUuid: 'u', groups: [`recruiter:${NORTH}`] } as unknown as Principal;
const stranger = {
  userUuid: 'u',
  groups: ['premise:00000000-0000-0000-0006-000000000009'],
} as unknown as Principal;

class World {
  exam = {
    examUuid: 'e1',
    examTypeUuid: 'grip-test',
    examTypeDescription: 'Grip test',
    examTypeKind: 'PPT',
    examStatusEnum: 'PENDING',
    personUuid: 'ann',
    startTs: new Date('2026-12-01T17:30:00Z'),
    version: 1,
    scoredAt: null as Date | null,
  };
  fill: ExamFill = { requiredFilled: 0, requiredTotal: 1, anyFilled: false };
  heard: string[] = [];
  queued: { name: string; inTransaction: boolean }[] = [];

  service(): Promise<ExamsService> {
    const manager = { name: 'the write' };
    const events = new DomainEvents();
    events.on('exam.status-changed', async (e) => void this.heard.push(`${e.from}->${e.to}`));
    return serviceOver(
      ExamsService,
      fake(DataSource, { transaction: (work: (m: object) => unknown) => work(manager) }),
      fake(ExamsRepository, {
        clientIdOf: async (uuid: string) => (uuid === 'e1' ? NORTH : undefined),
        find: async () => ({ ...this.exam }),
        fill: async () => this.fill,
        fields: async () => [],
        saveField: async (_m: object, _e: string, field: string, stringValue: string) => {
          this.fill = { ...this.fill, anyFilled: true, requiredFilled: 1 };
          return { examTypeFieldUuid: field, stringValue };
        },
        setStatus: async (_m: object, _e: string, status: string) => {
          this.exam.examStatusEnum = status;
          return { version: ++this.exam.version, finalizedAt: null };
        },
      }),
      fake(ExamCatalogueService, {
        field: async (uuid: string) => ({
          examTypeFieldUuid: uuid,
          examTypeUuid: uuid === 'other-form-field' ? 'other-test' : 'grip-test',
          description: 'Grip (kg)',
          fieldTypeCode: 'NUMERIC',
          required: true,
          hardMinValue: 0,
          hardMaxValue: 100,
        }),
      }),
      fake(AccessService, new AccessService()),
      fake(AuditService, { record: async () => undefined }),
      fake(JobsService, {
        enqueue: async (name: string, _d: object, options: { manager?: object }) =>
          void this.queued.push({ name, inTransaction: options.manager === manager }),
      }),
      fake(DomainEvents, events),
    );
  }
}

let world: World;
let service: ExamsService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('scoring an exam', () => {
  it('is for premise staff of the exam’s site; another site’s exam does not exist', async () => {
    expect(await refusalOf(service.saveField(reader, 'e1', 'f1', '40'))).toBe(
      `${AccessErrorCode.Forbidden}: You are not allowed to score exams`,
    );
    expect(await refusalOf(service.transition(stranger, 'e1', 'finalize'))).toBe(
      `${AccessErrorCode.NotFound}: Exam not found`,
    );
  });

  it('a saved value turns a pending exam in progress; a field of another form is refused', async () => {
    expect(await service.saveField(scorer, 'e1', 'f1', '40')).toMatchObject({
      examStatusEnum: 'INPROGRESS',
      completionPercent: 100,
    });
    expect(await refusalOf(service.saveField(scorer, 'e1', 'other-form-field', '40'))).toBe(
      `${ExamsErrorCode.FieldNotFound}: The field is not part of the Grip test form`,
    );
  });
});

describe('an exam’s status', () => {
  it('finalized, tells matching and queues the PPT’s own match job in the same transaction', async () => {
    world.fill = { requiredFilled: 1, requiredTotal: 1, anyFilled: true };
    world.exam.examStatusEnum = 'INPROGRESS';
    expect(await service.transition(scorer, 'e1', 'finalize')).toMatchObject({
      examStatusEnum: 'COMPLETE',
    });
    expect(world.heard).toEqual(['INPROGRESS->COMPLETE']);
    expect(world.queued).toEqual([{ name: EXAM_MATCH_JOB, inTransaction: true }]);
  });

  it('queues no match job for an exam of another kind, nor for a move that leaves COMPLETE alone', async () => {
    world.exam.examTypeKind = 'STANDARD';
    world.fill = { requiredFilled: 1, requiredTotal: 1, anyFilled: true };
    await service.transition(scorer, 'e1', 'finalize');
    world.exam.examTypeKind = 'PPT';
    world.exam.examStatusEnum = 'PENDING';
    world.fill = { requiredFilled: 0, requiredTotal: 1, anyFilled: false };
    await service.transition(scorer, 'e1', 'noShow');
    expect(world.queued).toEqual([]);
    expect(world.heard).toEqual(['PENDING->COMPLETE', 'PENDING->NOSHOW']);
  });

  it('refuses an action the status table does not allow, telling nobody', async () => {
    expect(await refusalOf(service.transition(scorer, 'e1', 'finalize'))).toBe(
      `${ExamsErrorCode.IllegalTransition}: Every required field must be filled to finalize (1 missing)`,
    );
    expect(world.heard).toEqual([]);
    expect(world.exam.examStatusEnum).toBe('PENDING');
  });

  it('counts as scored only once COMPLETE and its match job has run', async () => {
    world.exam.examStatusEnum = 'COMPLETE';
    expect(await service.isScored(scorer, 'e1')).toBe(false);
    world.exam.scoredAt = new Date();
    expect(await service.isScored(scorer, 'e1')).toBe(true);
  });
});
