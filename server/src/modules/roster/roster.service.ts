import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  PERSON_META,
  readsGradeReasons,
  SYSTEM_PERSON_META,
  withoutGradeReasons,
} from '@domain/people';
import type { Principal } from '@server/common/auth/principal';
import { READ_SOURCES } from '@server/common/http-cache/cached-by-version';
import { SharedAnswers } from '@server/common/http-cache/shared-answers';
import { hotQuery } from '@server/common/db/hot-query';
import { ExamCatalogueService } from '@server/modules/exams/exam-catalogue.service';
import { rosterDay } from '@server/modules/exams/schedule';
import type { RosterDto, RosterEntryDto, RosterLocationDto } from './dto/roster.dto';
import { RosterErrorCode, RosterException } from './roster.exceptions';

/**
 * The person metadata a roster shows (seed 000: Email, _Phone_, the grade caches); the reasons
 * only to callers with the reasons right (decision 0038).
 */
const ROSTER_METAS = [PERSON_META.email, PERSON_META.phone, ...Object.values(SYSTEM_PERSON_META)];

/** A day's roster as read, and as callers without the reasons right see it. */
interface WholeDay {
  full: RosterDto;
  withoutReasons: RosterDto;
}

interface EntryRow extends RosterEntryDto {
  roomUuid: string;
  startTs: Date;
}

/** A day's exams ($1 to $2) in the given rooms ($3), with the metadata $4 of their people. */
const ENTRIES = `SELECT e.exam_uuid AS "examUuid", e.exam_status_enum AS "examStatusEnum",
        e.room_uuid AS "roomUuid", e.start_ts AS "startTs",
        json_build_object('examUuid', e.exam_uuid, 'examTypeUuid', e.exam_type_uuid,
          'examTypeDescription', t.description, 'examTypeKind', t.kind,
          'examStatusEnum', e.exam_status_enum, 'remoteScoreEnum', e.remote_score_enum) AS "aExam",
        json_build_object('idUuid', i.id_uuid, 'id', i.id, 'infoSourceUuid', i.info_source_uuid) AS "aID",
        json_build_object('personUuid', p.person_uuid, 'firstName', p.first_name,
          'lastName', p.last_name, 'collPersonMetas', COALESCE((
            SELECT json_agg(json_build_object('metadataField', m.metadata_field,
              'stringValue', m.string_value) ORDER BY m.metadata_field)
              FROM person_metas m
             WHERE m.person_uuid = p.person_uuid AND m.metadata_field = ANY($4)), '[]')) AS "aPerson"
   FROM exams e
   JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
   JOIN person_ids i ON i.id_uuid = e.id_uuid
   JOIN persons p ON p.person_uuid = i.person_uuid
  WHERE e.start_ts >= $1 AND e.start_ts < $2 AND e.room_uuid = ANY($3)
  ORDER BY e.start_ts, p.last_name, p.first_name`;

/**
 * A day's roster: the caller's locations > rooms > time slots > entries. The entries are
 * one query on the (start_ts, room_uuid) index joined to types, IDs, persons and metadata.
 * The whole day (every location) is read once for every caller while its sources stand still
 * (SharedAnswers; every examiner of a site polls it): a room's client site is its location's,
 * so each caller's roster is the whole day's locations they may see rosters of, as if read for
 * them alone.
 */
@Injectable()
export class RosterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: ExamCatalogueService,
    private readonly shared: SharedAnswers,
  ) {}

  async day(principal: Principal, year: string, month: string, day: string): Promise<RosterDto> {
    const range = rosterDay(year, month, day);
    if (typeof range === 'string') throw new RosterException(RosterErrorCode.BadDate, range);
    const [start, end] = range;
    const whole = await this.shared.get(
      `roster:${start.toISOString()}`,
      READ_SOURCES.roster,
      principal.userUuid,
      async (): Promise<WholeDay> => {
        const full = await this.wholeDay(start, end);
        return { full, withoutReasons: rosterWithoutReasons(full) };
      },
    );
    const seen = readsGradeReasons(principal.groups) ? whole.full : whole.withoutReasons;
    const locations = seen.locations.filter((l) => this.catalogue.mayReadRosterOf(principal, l));
    return locations.length === seen.locations.length ? seen : { ...seen, locations };
  }

  /** Every location's roster of the day from `start` to `end` (shared: not to be changed). */
  private async wholeDay(start: Date, end: Date): Promise<RosterDto> {
    const { locations, rooms } = await this.catalogue.allLocationsAndRooms();
    const entries = await hotQuery<EntryRow>(this.dataSource, ENTRIES, [
      start,
      end,
      rooms.map((r) => r.roomUuid),
      ROSTER_METAS,
    ]);
    const byLocation = new Map<string, RosterLocationDto>(
      locations.map((l) => [l.locationUuid, { ...l, rooms: [] }]),
    );
    const roomSlots = new Map<string, Map<number, RosterEntryDto[]>>();
    for (const room of rooms) {
      roomSlots.set(room.roomUuid, new Map());
      byLocation.get(room.locationUuid)?.rooms.push({
        roomUuid: room.roomUuid,
        description: room.description,
        productDescription: room.productDescription,
        slots: [],
      });
    }
    for (const { roomUuid, startTs, ...entry } of entries) {
      const slots = roomSlots.get(roomUuid)!;
      const at = new Date(startTs).getTime();
      slots.set(at, [...(slots.get(at) ?? []), entry]);
    }
    for (const location of byLocation.values())
      for (const room of location.rooms)
        room.slots = [...roomSlots.get(room.roomUuid)!.entries()]
          .sort(([a], [b]) => a - b)
          .map(([at, slotEntries]) => ({
            startTs: new Date(at).toISOString(),
            entries: slotEntries,
          }));
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
      dayStart: start.toISOString(),
      locations: [...byLocation.values()],
    };
  }
}

/**
 * The roster less every GRADE_REASONS_CACHE, built once per shared read: the entries of people
 * without reasons (most) are the same objects as in the full roster.
 */
function rosterWithoutReasons(roster: RosterDto): RosterDto {
  const entry = (e: RosterEntryDto): RosterEntryDto => {
    const metas = withoutGradeReasons(e.aPerson.collPersonMetas);
    return metas.length === e.aPerson.collPersonMetas.length
      ? e
      : { ...e, aPerson: { ...e.aPerson, collPersonMetas: metas } };
  };
  return {
    ...roster,
    locations: roster.locations.map((l) => ({
      ...l,
      rooms: l.rooms.map((r) => ({
        ...r,
        slots: r.slots.map((s) => ({ ...s, entries: s.entries.map(entry) })),
      })),
    })),
  };
}
