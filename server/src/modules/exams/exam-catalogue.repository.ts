import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hotQuery } from '@server/common/db/hot-query';
import type {
  ExamLocationDto,
  ExamRoomDto,
  ExamSectionDto,
  ExamTypeDto,
  ExamTypeFieldDto,
} from './dto/exam-catalogue.dto';

export type RoomRow = ExamRoomDto & { clientDescription: string; clientNodeUuid: string };

const FIELD_COLUMNS = `
  f.exam_type_field_uuid AS "examTypeFieldUuid", f.group_uuid AS "groupUuid",
  f.field_type_code AS "fieldTypeCode", f.required, f.description, f.placeholder,
  f.soft_min_value AS "softMinValue", f.soft_max_value AS "softMaxValue",
  f.hard_min_value AS "hardMinValue", f.hard_max_value AS "hardMaxValue", f.step,
  f.row_index AS "rowIndex", f.col_index AS "colIndex", f.col_class AS "colClass",
  f.capability_uuid AS "capabilityUuid", s.exam_type_uuid AS "examTypeUuid",
  CASE WHEN f.field_type_code IN ('SELECT', 'MULTISELECT') THEN json_build_object(
    'collExamSelectOptions', COALESCE((SELECT json_agg(json_build_object(
      'description', o.description, 'value', o.value, 'ordinal', o.ordinal) ORDER BY o.ordinal)
      FROM exam_select_options o WHERE o.exam_type_field_uuid = f.exam_type_field_uuid), '[]'))
  END AS "aExamSelect"`;

/** Every location and every room, as locations(null) and rooms(null) order them. */
const LOCATIONS_AND_ROOMS = `SELECT
   (SELECT coalesce(json_agg(json_build_object('locationUuid', l.location_uuid,
             'description', l.description, 'clientNodeUuid', l.client_node_uuid,
             'clientDescription', c.description) ORDER BY c.description, l.description), '[]')
      FROM exam_locations l JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid) AS locations,
   (SELECT coalesce(json_agg(json_build_object('roomUuid', r.room_uuid,
             'locationUuid', r.location_uuid, 'description', r.description,
             'productDescription', r.product_description, 'locationDescription', l.description,
             'clientNodeUuid', l.client_node_uuid, 'clientDescription', c.description)
             ORDER BY c.description, l.description, r.ordinal, r.description), '[]')
      FROM exam_rooms r JOIN exam_locations l ON l.location_uuid = r.location_uuid
      JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid) AS rooms`;

/** The exam catalogue: types, form layouts, locations and rooms. */
@Injectable()
export class ExamCatalogueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  examTypes(): Promise<ExamTypeDto[]> {
    return this.dataSource.query(
      `SELECT exam_type_uuid AS "examTypeUuid", description, kind FROM exam_types ORDER BY description`,
    );
  }

  async examType(examTypeUuid: string): Promise<ExamTypeDto | undefined> {
    return (await this.examTypes()).find((t) => t.examTypeUuid === examTypeUuid);
  }

  /** Every field, or one exam type's, in layout order. */
  fields(examTypeUuid?: string): Promise<ExamTypeFieldDto[]> {
    return this.dataSource.query(
      `SELECT ${FIELD_COLUMNS}
         FROM exam_type_fields f JOIN exam_type_groups g ON g.group_uuid = f.group_uuid
         JOIN exam_sections s ON s.section_uuid = g.section_uuid
        WHERE $1::uuid IS NULL OR s.exam_type_uuid = $1
        ORDER BY s.exam_type_uuid, s.ordinal, g.ordinal, f.row_index, f.col_index`,
      [examTypeUuid ?? null],
    );
  }

  async field(examTypeFieldUuid: string): Promise<ExamTypeFieldDto | undefined> {
    const rows = await this.dataSource.query(
      `SELECT ${FIELD_COLUMNS}
         FROM exam_type_fields f JOIN exam_type_groups g ON g.group_uuid = f.group_uuid
         JOIN exam_sections s ON s.section_uuid = g.section_uuid
        WHERE f.exam_type_field_uuid = $1`,
      [examTypeFieldUuid],
    );
    return rows[0];
  }

  /** Sections with their groups (fields are attached by the service). */
  async sections(examTypeUuid?: string): Promise<ExamSectionDto[]> {
    return this.dataSource.query(
      `SELECT s.section_uuid AS "sectionUuid", s.exam_type_uuid AS "examTypeUuid", s.description,
              s.icon_class AS "iconClass", s.container_class AS "containerClass",
              COALESCE((SELECT json_agg(json_build_object(
                'groupUuid', g.group_uuid, 'description', g.description,
                'labelColClass', g.label_col_class, 'cols', g.cols, 'rows', g.rows,
                'collExamTypeFields', '[]'::json) ORDER BY g.ordinal)
                FROM exam_type_groups g WHERE g.section_uuid = s.section_uuid), '[]') AS "collExamTypeGroups"
         FROM exam_sections s
        WHERE $1::uuid IS NULL OR s.exam_type_uuid = $1
        ORDER BY s.exam_type_uuid, s.ordinal`,
      [examTypeUuid ?? null],
    );
  }

  /** Locations of the given client sites (null: every one). */
  locations(clientNodeUuids: string[] | null): Promise<ExamLocationDto[]> {
    return this.dataSource.query(
      `SELECT l.location_uuid AS "locationUuid", l.description, l.client_node_uuid AS "clientNodeUuid",
              c.description AS "clientDescription"
         FROM exam_locations l JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid
        WHERE $1::uuid[] IS NULL OR l.client_node_uuid = ANY($1)
        ORDER BY c.description, l.description`,
      [clientNodeUuids],
    );
  }

  /** Rooms of the given client sites' locations (null: every one), or the one room. */
  rooms(clientNodeUuids: string[] | null, roomUuid?: string): Promise<RoomRow[]> {
    return this.dataSource.query(
      `SELECT r.room_uuid AS "roomUuid", r.location_uuid AS "locationUuid", r.description,
              r.product_description AS "productDescription", l.description AS "locationDescription",
              l.client_node_uuid AS "clientNodeUuid", c.description AS "clientDescription"
         FROM exam_rooms r JOIN exam_locations l ON l.location_uuid = r.location_uuid
         JOIN tree_nodes c ON c.node_uuid = l.client_node_uuid
        WHERE ($1::uuid[] IS NULL OR l.client_node_uuid = ANY($1))
          AND ($2::uuid IS NULL OR r.room_uuid = $2)
        ORDER BY c.description, l.description, r.ordinal, r.description`,
      [clientNodeUuids, roomUuid ?? null],
    );
  }

  /**
   * locations(null) and rooms(null) in one round trip (the roster reads both on every poll;
   * issue 20): the same rows, keys and orders.
   */
  async locationsAndRooms(): Promise<{ locations: ExamLocationDto[]; rooms: RoomRow[] }> {
    const [row] = await hotQuery(this.dataSource, LOCATIONS_AND_ROOMS, []);
    return row as { locations: ExamLocationDto[]; rooms: RoomRow[] };
  }

  async room(roomUuid: string): Promise<RoomRow | undefined> {
    return (await this.rooms(null, roomUuid))[0];
  }

  /** The exam types a room offers. */
  typesOfRoom(roomUuid: string): Promise<ExamTypeDto[]> {
    return this.dataSource.query(
      `SELECT t.exam_type_uuid AS "examTypeUuid", t.description, t.kind
         FROM exam_room_types rt JOIN exam_types t ON t.exam_type_uuid = rt.exam_type_uuid
        WHERE rt.room_uuid = $1 ORDER BY t.description`,
      [roomUuid],
    );
  }
}
