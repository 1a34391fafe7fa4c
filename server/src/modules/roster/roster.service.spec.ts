import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasPermissionOn, Permission } from '@domain/access';
import { SYSTEM_PERSON_META } from '@domain/people';
import type { Principal } from '@server/common/auth/principal';
import { ExamCatalogueService } from '@server/modules/exams/exam-catalogue.service';
import { readAtOnce } from '@server/testing/read-at-once';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { RosterErrorCode } from './roster.exceptions';
import { RosterService } from './roster.service';

/**
 * A day's roster and "today" per site zone (decision 0041), over two sites half a world
 * apart: the fake pool answers the entries query as its join would (each room's exams from
 * that room's day start to its day end), so the spec sees which day each site's exams fall
 * on. The SQL itself is the roster e2e suite's part.
 */

const LA = '00000000-0000-0000-0003-000000000001';
const TOKYO = '00000000-0000-0000-0003-000000000002';
const LA_TOO = '00000000-0000-0000-0003-000000000003';

const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;
const both = who(`premise:${LA}`, `premise:${TOKYO}`);
const laOnly = who(`premise:${LA}`, `premise:${LA_TOO}`);
const admin = who('premise:admin');

const site = (clientNodeUuid: string, clientTimeZone: string) => ({
  locationUuid: `loc-${clientNodeUuid}`,
  description: `Location of ${clientTimeZone}`,
  clientNodeUuid,
  clientDescription: clientTimeZone,
  clientTimeZone,
});
const locations = [
  site(LA, 'America/Los_Angeles'),
  site(TOKYO, 'Asia/Tokyo'),
  site(LA_TOO, 'America/Los_Angeles'),
];
const rooms = locations.slice(0, 2).map((l) => ({
  roomUuid: `room-${l.clientNodeUuid}`,
  locationUuid: l.locationUuid,
  description: 'Room',
  productDescription: 'Room',
  locationDescription: l.description,
  clientTimeZone: l.clientTimeZone,
  clientDescription: l.clientDescription,
  clientNodeUuid: l.clientNodeUuid,
}));

const metas = [
  { metadataField: SYSTEM_PERSON_META.grade, stringValue: 'NO' },
  { metadataField: SYSTEM_PERSON_META.gradeReasons, stringValue: 'Grip strength: 20 kg' },
];
const exam = (examUuid: string, site: string, startTs: string) => ({
  examUuid,
  examStatusEnum: 'SCHEDULED',
  roomUuid: `room-${site}`,
  startTs: new Date(startTs),
  aExam: { examUuid },
  aID: { id: examUuid },
  aPerson: { personUuid: `p-${examUuid}`, firstName: 'A', lastName: 'B', collPersonMetas: metas },
});
// 07:30 UTC on 1 December is 23:30 on 30 November in Los Angeles; 16:00 UTC on 30 November
// is 01:00 on 1 December in Tokyo.
const exams = [
  exam('la', LA, '2026-12-01T07:30:00Z'),
  exam('tokyo', TOKYO, '2026-11-30T16:00:00Z'),
];

let service: RosterService;

beforeEach(async () => {
  /** The entries query's join: each room ($3) from its day start ($5) to its day end ($6). */
  const entries = async ({
    values,
  }: {
    values: [Date, Date, string[], string[], Date[], Date[]];
  }) => {
    const [from, to, roomUuids, , starts, ends] = values;
    const rows = exams.filter((e) => {
      const i = roomUuids.indexOf(e.roomUuid);
      return (
        i >= 0 &&
        e.startTs >= starts[i] &&
        e.startTs < ends[i] &&
        e.startTs >= from &&
        e.startTs < to
      );
    });
    return { rows };
  };
  service = await serviceOver(
    RosterService,
    fake(DataSource, { driver: { master: { query: entries } } as never }),
    fake(ExamCatalogueService, {
      allLocationsAndRooms: async () => ({ locations, rooms }),
      mayReadRosterOf: (p: Principal, row: { clientNodeUuid: string }) =>
        hasPermissionOn(p.groups, Permission.RosterRead, row.clientNodeUuid),
    }),
    readAtOnce(),
  );
});

/** The exams on the roster, by site (node uuid). */
const onRoster = async (principal: Principal, day: string) => {
  const [year, month, date] = day.split('-');
  const roster = await service.day(principal, year, month, date);
  return Object.fromEntries(
    roster.locations.map((l) => [
      l.clientNodeUuid,
      l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries.map((e) => e.examUuid))),
    ]),
  );
};

describe('a day’s roster', () => {
  it('holds each site’s exams of that day in the site’s own zone', async () => {
    expect(await onRoster(both, '2026-11-30')).toEqual({ [LA]: ['la'], [TOKYO]: [] });
    expect(await onRoster(both, '2026-12-01')).toEqual({ [LA]: [], [TOKYO]: ['tokyo'] });
  });

  it('bounds each location by its zone’s midnights', async () => {
    const roster = await service.day(both, '2026', '12', '1');
    expect(roster.locations.map((l) => [l.dayStart, l.dayEnd])).toEqual([
      ['2026-12-01T08:00:00.000Z', '2026-12-02T08:00:00.000Z'],
      ['2026-11-30T15:00:00.000Z', '2026-12-01T15:00:00.000Z'],
    ]);
  });

  it('shows only the sites whose rosters the caller reads', async () => {
    expect(Object.keys(await onRoster(laOnly, '2026-11-30'))).toEqual([LA, LA_TOO]);
  });

  it('keeps the grade reasons for callers with the reasons right only', async () => {
    const metasOf = async (principal: Principal) => {
      const roster = await service.day(principal, '2026', '11', '30');
      return roster.locations[0].rooms[0].slots[0].entries[0].aPerson.collPersonMetas.map(
        (m) => m.metadataField,
      );
    };
    expect(await metasOf(admin)).toEqual([
      SYSTEM_PERSON_META.grade,
      SYSTEM_PERSON_META.gradeReasons,
    ]);
    expect(await metasOf(both)).toEqual([SYSTEM_PERSON_META.grade]);
  });

  it('refuses a day that is not on the calendar', async () => {
    expect(await refusalOf(service.day(both, '2026', '2', '30'))).toMatch(
      new RegExp(`^${RosterErrorCode.BadDate}: `),
    );
  });
});

describe('today', () => {
  const now = new Date('2026-12-01T03:00:00Z');

  it('is one day per date the caller’s sites are on, two while midnight passes between them', async () => {
    expect(await service.todays(both, now)).toEqual(['2026-11-30', '2026-12-01']);
    expect(await service.todays(laOnly, now)).toEqual(['2026-11-30']);
  });
});
