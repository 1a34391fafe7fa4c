import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { ExamCatalogueService } from './exam-catalogue.service';
import { ExamsErrorCode } from './exams.exceptions';
import { ExamsRepository, type IdRow } from './exams.repository';
import { ExamsService } from './exams.service';
import { ScheduleService } from './schedule.service';

/**
 * Scheduling an assessment over an in-memory catalogue and exam table, with the real
 * AccessService: which IDs and rooms may be used, the slot read in the room's site zone
 * (decision 0041), and one open exam of a type per ID and slot. The advisory lock that makes
 * two schedulers take turns is the scheduling e2e suite's part.
 */

const NORTH = '00000000-0000-0000-0004-000000000001';
const SOUTH = '00000000-0000-0000-0004-000000000002';
const scorer = { userUuid: 'u', groups: [`premise:${NORTH}`] } as unknown as Principal;
const recruiter = { userUuid: 'u', groups: [`recruiter:${NORTH}`] } as unknown as Principal;

const idRow = (idUuid: string, over: Partial<IdRow> = {}): IdRow => ({
  idUuid,
  id: `ID-${idUuid}`,
  personUuid: 'ann',
  idTypeDescription: 'Badge',
  schedulable: true,
  hidden: false,
  clientNodeUuid: NORTH,
  clientDescription: 'North',
  ...over,
});
const room = (roomUuid: string, clientNodeUuid: string, over: object = {}) => ({
  roomUuid,
  description: `Room ${roomUuid}`,
  productDescription: 'Lab',
  clientNodeUuid,
  clientDescription: clientNodeUuid === NORTH ? 'North' : 'South',
  clientTimeZone: 'America/Los_Angeles',
  ...over,
});

class World {
  ids = new Map([
    ['i1', idRow('i1')],
    ['hidden', idRow('hidden', { hidden: true })],
    ['south', idRow('south', { clientNodeUuid: SOUTH, clientDescription: 'South' })],
    ['applicant', idRow('applicant', { schedulable: false, idTypeDescription: 'Applicant' })],
  ]);
  rooms = new Map([
    ['r1', room('r1', NORTH)],
    ['bare', room('bare', NORTH, { productDescription: null })],
    ['r-south', room('r-south', SOUTH)],
  ]);
  exams: { idUuid: string; examTypeUuid: string; startTs: Date }[] = [];

  service(): Promise<ScheduleService> {
    const manager = {
      query: async (sql: string, [idUuid, type, start]: [string, string, Date]) =>
        sql.includes('pg_advisory_xact_lock')
          ? []
          : this.exams
              .filter(
                (e) => e.idUuid === idUuid && e.examTypeUuid === type && +e.startTs === +start,
              )
              .map(() => ({ exam_uuid: 'twin' })),
      getRepository: () => ({
        insert: async (exam: World['exams'][number]) => void this.exams.push(exam),
      }),
    };
    return serviceOver(
      ScheduleService,
      fake(DataSource, { transaction: (work: (m: object) => unknown) => work(manager) }),
      fake(ExamCatalogueService, {
        room: async (_p: Principal, uuid: string) => this.rooms.get(uuid),
        examType: async (uuid: string) => ({ examTypeUuid: uuid, description: `Type ${uuid}` }),
        typesOfRoom: async (uuid: string) => (uuid === 'r1' ? [{ examTypeUuid: 'grip' }] : []),
      }),
      fake(ExamsService, { get: async (_p: Principal, examUuid: string) => ({ examUuid }) }),
      fake(ExamsRepository, { findId: async (uuid: string) => this.ids.get(uuid) }),
      fake(AccessService, new AccessService()),
      fake(AuditService, { record: async () => undefined }),
    );
  }
}

let world: World;
let service: ScheduleService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

const schedule = (idUuid: string, roomUuid = 'r1', type = 'grip', time = '09:30', who = scorer) =>
  service.schedule(who, idUuid, roomUuid, type, '2026-12-01', time);
const bad = (message: string) => `${ExamsErrorCode.BadSchedule}: ${message}`;

describe('scheduling an assessment', () => {
  it('books the slot at the time of day in the room’s site zone', async () => {
    await schedule('i1');
    expect(world.exams.map((e) => e.startTs.toISOString())).toEqual(['2026-12-01T17:30:00.000Z']);
  });

  it('refuses the same type for the same ID at the same slot, naming it', async () => {
    await schedule('i1');
    expect(await refusalOf(schedule('i1'))).toBe(
      `${ExamsErrorCode.AlreadyScheduled}: ID-i1 already has Type grip at 2026-12-01 09:30`,
    );
    await schedule('i1', 'r1', 'grip', '10:30');
    expect(world.exams).toHaveLength(2);
  });

  it('answers a hidden ID, and another site’s, as not found', async () => {
    const notFound = `${ExamsErrorCode.IdNotFound}: ID not found`;
    expect(await refusalOf(schedule('hidden'))).toBe(notFound);
    expect(await refusalOf(schedule('missing'))).toBe(notFound);
    expect(await refusalOf(schedule('south', 'r-south'))).toBe(notFound);
  });

  it('needs the right to score exams at the ID’s site', async () => {
    expect(await refusalOf(schedule('i1', 'r1', 'grip', '09:30', recruiter))).toBe(
      `${AccessErrorCode.Forbidden}: You are not allowed to score exams`,
    );
  });

  it('refuses an ID type that is not scheduled, a room without product, a type the room lacks, a bad time', async () => {
    expect(await refusalOf(schedule('applicant'))).toBe(
      bad('IDs of type Applicant cannot be scheduled; choose another ID'),
    );
    expect(await refusalOf(schedule('i1', 'bare'))).toBe(
      bad('Room bare has no product description and cannot be scheduled'),
    );
    expect(await refusalOf(schedule('i1', 'r1', 'lift'))).toBe(
      bad('Room r1 does not offer Type lift'),
    );
    expect(await refusalOf(schedule('i1', 'r1', 'grip', '9.30'))).toBe(
      bad('The time must be written HH:MM, not "9.30"'),
    );
    expect(world.exams).toEqual([]);
  });
});
