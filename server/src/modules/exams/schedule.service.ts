import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import type { ExamRoomDto, ExamTypeDto } from './dto/exam-catalogue.dto';
import type { ExamDto } from './dto/exam.dto';
import { ExamCatalogueService } from './exam-catalogue.service';
import { Exam } from './entities/exam.entities';
import { ExamsErrorCode, ExamsException } from './exams.exceptions';
import { ExamsRepository, type IdRow } from './exams.repository';
import { ExamsService } from './exams.service';
import { scheduleIdRefusal, scheduleRoomRefusal } from './exam-rules';
import { slotStart } from './schedule';

/**
 * The schedule assessment dialog's server side: which rooms and exam types an ID may be
 * scheduled in, and the scheduling itself with a clear 4xx for every refusal.
 */
@Injectable()
export class ScheduleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: ExamCatalogueService,
    private readonly exams: ExamsService,
    private readonly repository: ExamsRepository,
    private readonly access: AccessService,
    private readonly audit: AuditService,
  ) {}

  /** The ID, if it exists, is not of a hidden type and its person is visible; else 404. */
  private async visibleId(principal: Principal, idUuid: string): Promise<IdRow> {
    const row = await this.repository.findId(idUuid);
    if (
      !row ||
      row.hidden ||
      !this.access.can(principal, Permission.PeopleRead, row.clientNodeUuid)
    )
      throw new ExamsException(ExamsErrorCode.IdNotFound, 'ID not found');
    return row;
  }

  /** Rooms of the ID's client site that have a product description. */
  async roomsForId(principal: Principal, idUuid: string): Promise<ExamRoomDto[]> {
    const id = await this.visibleId(principal, idUuid);
    return this.catalogue.schedulableRooms(principal, id.clientNodeUuid);
  }

  async typesFor(principal: Principal, idUuid: string, roomUuid: string): Promise<ExamTypeDto[]> {
    await this.visibleId(principal, idUuid);
    await this.catalogue.room(principal, roomUuid);
    return this.catalogue.typesOfRoom(roomUuid);
  }

  async schedule(
    principal: Principal,
    idUuid: string,
    roomUuid: string,
    examTypeUuid: string,
    date: string,
    time: string,
  ): Promise<ExamDto> {
    const refuse = (message: string) => new ExamsException(ExamsErrorCode.BadSchedule, message);
    const id = await this.visibleId(principal, idUuid);
    this.access.assert(principal, Permission.ExamWrite, id.clientNodeUuid);
    const idRefusal = scheduleIdRefusal(id);
    if (idRefusal) throw refuse(idRefusal);
    const room = await this.catalogue.room(principal, roomUuid);
    const roomRefusal = scheduleRoomRefusal(room, id);
    if (roomRefusal) throw refuse(roomRefusal);
    const type = await this.catalogue.examType(examTypeUuid);
    if (!(await this.catalogue.typesOfRoom(roomUuid)).some((t) => t.examTypeUuid === examTypeUuid))
      throw refuse(`${room.description} does not offer ${type.description}`);
    const start = slotStart(date, time, room.clientTimeZone);
    if (typeof start === 'string') throw refuse(start);

    const examUuid = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      // One open exam of a type per ID and slot; the lock makes two schedulers take turns.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [idUuid]);
      const [twin] = await manager.query(
        `SELECT exam_uuid FROM exams WHERE id_uuid = $1 AND exam_type_uuid = $2 AND start_ts = $3
            AND exam_status_enum <> 'DELETED'`,
        [idUuid, examTypeUuid, start],
      );
      if (twin)
        throw new ExamsException(
          ExamsErrorCode.AlreadyScheduled,
          `${id.id} already has ${type.description} at ${date} ${time}`,
          { examUuid: twin.exam_uuid },
        );
      await manager.getRepository(Exam).insert({
        examUuid,
        examTypeUuid,
        idUuid,
        roomUuid,
        startTs: start,
        examStatusEnum: 'PENDING',
        remoteScoreEnum: null,
        finalizedAt: null,
        scoredAt: null,
        createdByUserUuid: principal.userUuid,
      });
      await this.audit.record(
        {
          entityType: 'exam',
          entityId: examUuid,
          action: 'schedule',
          actorUserUuid: principal.userUuid,
          after: { id: id.id, room: room.description, type: type.description, date, time },
        },
        manager,
      );
    });
    return this.exams.get(principal, examUuid);
  }
}
