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
import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import { hotQuery } from '@server/common/db/hot-query';
import { ExamCatalogueService } from '@server/modules/exams/exam-catalogue.service';
import { rosterDay } from '@server/modules/exams/schedule';
import { dayRange, todayIn } from '@domain/time-zones';
import type { RosterDto, RosterEntryDto, RosterLocationDto } from './dto/roster.dto';
import { RosterErrorCode, RosterException } from './roster.exceptions';
import { ROSTER_READ_SOURCES } from './read-sources';

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

/**
 * A day's exams in the given rooms ($3), each room's day from $5 to $6 (its site's zone, so the
 * bounds differ by room); $1 and $2 are the widest bounds, for the start_ts index.
 */
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
   JOIN unnest($3::uuid[], $5::timestamptz[], $6::timestamptz[]) AS d(room_uuid, day_start, day_end)
     ON d.room_uuid = e.room_uuid AND e.start_ts >= d.day_start AND e.start_ts < d.day_end
   JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
   JOIN person_ids i ON i.id_uuid = e.id_uuid
   JOIN persons p ON p.person_uuid = i.person_uuid
  WHERE e.start_ts >= $1 AND e.start_ts < $2
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
    const parsed = rosterDay(year, month, day);
    if (typeof parsed === 'string') throw new RosterException(RosterErrorCode.BadDate, parsed);
    const whole = await this.shared.get(
      `roster:${parsed.date}`,
      ROSTER_READ_SOURCES,
      principal.userUuid,
      async (): Promise<WholeDay> => {
        const full = await this.wholeDay(parsed.date);
        return { full, withoutReasons: rosterWithoutReasons(full) };
      },
    );
    const seen = readsGradeReasons(principal.groups) ? whole.full : whole.withoutReasons;
    const locations = seen.locations.filter((l) => this.catalogue.mayReadRosterOf(principal, l));
    return locations.length === seen.locations.length ? seen : { ...seen, locations };
  }

  /**
   * "Today" at each client site whose rosters the caller reads (decision 0041): one day, or two
   * (three at most) while midnight passes between the sites' zones.
   */
  async todays(principal: Principal, now = new Date()): Promise<string[]> {
    const { locations } = await this.catalogue.allLocationsAndRooms();
    const zones = locations
      .filter((l) => this.catalogue.mayReadRosterOf(principal, l))
      .map((l) => l.clientTimeZone);
    return [...new Set(zones.map((zone) => todayIn(zone, now)))].sort();
  }

  /** Every location's roster of the day, each in its site's zone (shared: not to be changed). */
  private async wholeDay(date: string): Promise<RosterDto> {
    const { locations, rooms } = await this.catalogue.allLocationsAndRooms();
    const days = new Map(locations.map((l) => [l.locationUuid, dayRange(date, l.clientTimeZone)]));
    const roomDays = rooms.map((r) => days.get(r.locationUuid) ?? dayRange(date, r.clientTimeZone));
    const entries = !rooms.length
      ? []
      : await hotQuery<EntryRow>(this.dataSource, ENTRIES, [
          new Date(Math.min(...roomDays.map(([start]) => start.getTime()))),
          new Date(Math.max(...roomDays.map(([, end]) => end.getTime()))),
          rooms.map((r) => r.roomUuid),
          ROSTER_METAS,
          roomDays.map(([start]) => start),
          roomDays.map(([, end]) => end),
        ]);
    const byLocation = new Map<string, RosterLocationDto>(
      locations.map((l) => {
        const [start, end] = days.get(l.locationUuid)!;
        return [
          l.locationUuid,
          { ...l, dayStart: start.toISOString(), dayEnd: end.toISOString(), rooms: [] },
        ];
      }),
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
    return { date, locations: [...byLocation.values()] };
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
