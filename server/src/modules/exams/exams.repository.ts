import { DEFAULT_TIME_ZONE } from '@domain/time-zones';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ExamFill } from '@domain/exams';
import type { ExamStatus } from '@domain/status';
import { hotQuery } from '@server/common/db/hot-query';
import type { ExamFieldDto } from './dto/exam.dto';

export interface ExamRow {
  examUuid: string;
  examStatusEnum: ExamStatus;
  examTypeUuid: string;
  examTypeDescription: string;
  examTypeKind: string;
  remoteScoreEnum: string | null;
  startTs: Date;
  roomUuid: string;
  roomDescription: string;
  locationDescription: string;
  clientNodeUuid: string;
  clientDescription: string;
  clientTimeZone: string;
  idUuid: string;
  id: string;
  infoSourceUuid: string;
  personUuid: string;
  firstName: string;
  lastName: string;
  version: number;
  finalizedAt: Date | null;
  scoredAt: Date | null;
}

const EXAM_SELECT = `
  SELECT e.exam_uuid AS "examUuid", e.exam_status_enum AS "examStatusEnum",
         e.exam_type_uuid AS "examTypeUuid", t.description AS "examTypeDescription",
         t.kind AS "examTypeKind", e.remote_score_enum AS "remoteScoreEnum", e.start_ts AS "startTs",
         e.room_uuid AS "roomUuid", r.description AS "roomDescription",
         l.description AS "locationDescription", c.description AS "clientDescription",
         l.client_node_uuid AS "clientNodeUuid",
         COALESCE(c.time_zone, '${DEFAULT_TIME_ZONE}') AS "clientTimeZone",
         i.id_uuid AS "idUuid", i.id, i.info_source_uuid AS "infoSourceUuid",
         p.person_uuid AS "personUuid", p.first_name AS "firstName", p.last_name AS "lastName",
         e.version, e.finalized_at AS "finalizedAt", e.scored_at AS "scoredAt"
    FROM exams e
    JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
    JOIN exam_rooms r ON r.room_uuid = e.room_uuid
    JOIN exam_locations l ON l.location_uuid = r.location_uuid
    JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid
    JOIN person_ids i ON i.id_uuid = e.id_uuid
    JOIN persons p ON p.person_uuid = i.person_uuid`;

/** How filled an exam is: one row (aggregates), for a LATERAL join on the exam's columns. */
const fillOf = (examUuid: string, examTypeUuid: string) => `
  SELECT count(*) FILTER (WHERE f.required)::int AS "requiredTotal",
         count(v.exam_field_uuid) FILTER (WHERE f.required)::int AS "requiredFilled",
         count(v.exam_field_uuid) > 0 AS "anyFilled"
    FROM exam_sections s
    JOIN exam_type_groups g ON g.section_uuid = s.section_uuid
    JOIN exam_type_fields f ON f.group_uuid = g.group_uuid AND f.field_type_code <> 'LABEL'
    LEFT JOIN exam_fields v ON v.exam_uuid = ${examUuid}
         AND v.exam_type_field_uuid = f.exam_type_field_uuid AND v.string_value <> ''
   WHERE s.exam_type_uuid = ${examTypeUuid}`;

/** The exam ($1) with its fill (findWithFill). */
const EXAM_WITH_FILL = `SELECT x.*, fill.* FROM (${EXAM_SELECT} WHERE e.exam_uuid = $1) x
   CROSS JOIN LATERAL (${fillOf('x."examUuid"', 'x."examTypeUuid"')}) fill`;

/** An exam's ($1) fields with its client site (fieldsWithClient). */
const FIELDS_WITH_CLIENT = `SELECT l.client_node_uuid AS "clientNodeUuid",
        (SELECT coalesce(json_agg(json_build_object('examFieldUuid', v.exam_field_uuid,
                  'examTypeFieldUuid', v.exam_type_field_uuid, 'examUuid', v.exam_uuid,
                  'stringValue', v.string_value) ORDER BY v.exam_type_field_uuid), '[]')
           FROM exam_fields v WHERE v.exam_uuid = e.exam_uuid) AS fields
   FROM exams e
   JOIN exam_rooms r ON r.room_uuid = e.room_uuid
   JOIN exam_locations l ON l.location_uuid = r.location_uuid
  WHERE e.exam_uuid = $1`;

/** The exams and exam_fields queries. */
@Injectable()
export class ExamsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The exam with its type, room, ID and person; FOR UPDATE of the exam row with a manager. */
  async find(examUuid: string, manager?: EntityManager): Promise<ExamRow | undefined> {
    const rows: ExamRow[] = await (manager ?? this.dataSource.manager).query(
      `${EXAM_SELECT} WHERE e.exam_uuid = $1${manager ? ' FOR UPDATE OF e' : ''}`,
      [examUuid],
    );
    return rows[0];
  }

  /** find() and fill() in one round trip: the exam read is polled (issue 20). */
  async findWithFill(examUuid: string): Promise<(ExamRow & { fill: ExamFill }) | undefined> {
    const [row] = await hotQuery<ExamRow & ExamFill>(this.dataSource, EXAM_WITH_FILL, [examUuid]);
    if (!row) return undefined;
    const { requiredTotal, requiredFilled, anyFilled, ...exam } = row;
    return { ...exam, fill: { requiredTotal, requiredFilled, anyFilled } };
  }

  /** fields() with the exam's client site (undefined: no such exam), in one round trip. */
  async fieldsWithClient(
    examUuid: string,
  ): Promise<{ clientNodeUuid: string; fields: ExamFieldDto[] } | undefined> {
    const [row] = await hotQuery(this.dataSource, FIELDS_WITH_CLIENT, [examUuid]);
    return row as { clientNodeUuid: string; fields: ExamFieldDto[] } | undefined;
  }

  /** Every exam of the person, under any of their IDs, the newest first. */
  ofPerson(personUuid: string): Promise<ExamRow[]> {
    return this.dataSource.query(
      `${EXAM_SELECT} WHERE i.person_uuid = $1 ORDER BY e.start_ts DESC, e.exam_uuid`,
      [personUuid],
    );
  }

  /** The exam's client site (node uuid), for AccessService; undefined when there is none. */
  async clientIdOf(examUuid: string): Promise<string | undefined> {
    return (await this.find(examUuid))?.clientNodeUuid;
  }

  fields(examUuid: string, manager?: EntityManager): Promise<ExamFieldDto[]> {
    return (manager ?? this.dataSource.manager).query(
      `SELECT exam_field_uuid AS "examFieldUuid", exam_type_field_uuid AS "examTypeFieldUuid",
              exam_uuid AS "examUuid", string_value AS "stringValue"
         FROM exam_fields WHERE exam_uuid = $1 ORDER BY exam_type_field_uuid`,
      [examUuid],
    );
  }

  /** How filled the exam is, against its type's required fields. */
  async fill(examUuid: string, manager?: EntityManager): Promise<ExamFill> {
    const [row] = await (manager ?? this.dataSource.manager).query(
      `SELECT fill.* FROM exams e
         CROSS JOIN LATERAL (${fillOf('e.exam_uuid', 'e.exam_type_uuid')}) fill
        WHERE e.exam_uuid = $1`,
      [examUuid],
    );
    return row ?? { requiredTotal: 0, requiredFilled: 0, anyFilled: false };
  }

  /** Stores a field's value (or removes it when empty); answers the stored row. */
  async saveField(
    manager: EntityManager,
    examUuid: string,
    examTypeFieldUuid: string,
    value: string,
    userUuid: string,
  ): Promise<ExamFieldDto | null> {
    if (value === '') {
      await manager.query(
        `DELETE FROM exam_fields WHERE exam_uuid = $1 AND exam_type_field_uuid = $2`,
        [examUuid, examTypeFieldUuid],
      );
      return null;
    }
    const [row] = await manager.query(
      `INSERT INTO exam_fields (exam_field_uuid, exam_uuid, exam_type_field_uuid, string_value, updated, updated_by_user_uuid)
       VALUES (gen_random_uuid(), $1, $2, $3, now(), $4)
       ON CONFLICT (exam_uuid, exam_type_field_uuid)
       DO UPDATE SET string_value = EXCLUDED.string_value, updated = now(), updated_by_user_uuid = $4
       RETURNING exam_field_uuid AS "examFieldUuid", exam_type_field_uuid AS "examTypeFieldUuid",
                 exam_uuid AS "examUuid", string_value AS "stringValue"`,
      [examUuid, examTypeFieldUuid, value, userUuid],
    );
    return row;
  }

  /** Sets the status (and finalized_at for closed ones); answers the new version. */
  async setStatus(
    manager: EntityManager,
    examUuid: string,
    status: ExamStatus,
  ): Promise<{ version: number; finalizedAt: Date | null }> {
    // An UPDATE ... RETURNING answers [rows, affected count] through TypeORM.
    const [[row]] = await manager.query(
      `UPDATE exams SET exam_status_enum = $2::exam_status, version = version + 1, updated = now(),
              finalized_at = CASE WHEN $2::text IN ('COMPLETE', 'NOSHOW', 'WITHDREW') THEN now() END,
              scored_at = NULL
        WHERE exam_uuid = $1 RETURNING version, finalized_at AS "finalizedAt"`,
      [examUuid, status],
    );
    return row;
  }

  async markScored(examUuid: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE exams SET scored_at = now() WHERE exam_uuid = $1 AND exam_status_enum = 'COMPLETE'`,
      [examUuid],
    );
  }

  /** An ID with its type and its person's client site (for scheduling). */
  async findId(idUuid: string): Promise<IdRow | undefined> {
    const rows: IdRow[] = await this.dataSource.query(
      `SELECT i.id_uuid AS "idUuid", i.id, i.person_uuid AS "personUuid",
              t.description AS "idTypeDescription", t.schedulable, t.hidden,
              p.client_node_uuid AS "clientNodeUuid", c.description AS "clientDescription"
         FROM person_ids i JOIN id_types t ON t.id_type_uuid = i.id_type_uuid
         JOIN persons p ON p.person_uuid = i.person_uuid
         JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
        WHERE i.id_uuid = $1`,
      [idUuid],
    );
    return rows[0];
  }
}

export interface IdRow {
  idUuid: string;
  id: string;
  personUuid: string;
  idTypeDescription: string;
  schedulable: boolean;
  hidden: boolean;
  clientNodeUuid: string;
  clientDescription: string;
}
