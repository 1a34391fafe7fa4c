import { addDays, dayIn, DEFAULT_TIME_ZONE, zonedInstant } from '@domain/time-zones';
import type { EntityManager } from 'typeorm';
import {
  ExamLocation,
  ExamRoom,
  ExamRoomType,
} from '@server/modules/exams/entities/exam-catalogue.entities';
import { Exam, ExamField } from '@server/modules/exams/entities/exam.entities';
import type { CapabilityRow, SeededExamForms, ExamTypeUuids } from './exam-forms-seed';
import type { ApplicationId } from './people-seed';
import type { SeededRandom } from './random';
import { insertInChunks } from './tree-seed';

const SLOT_HOURS = [8, 10, 13];

/** An exam room with the client site of its location. */
export type SeedRoom = ExamRoom & { clientNodeUuid: string };

/**
 * An assessment centre a client site with rooms A, B and C: every room takes the PPT, room A
 * the TMM and the process score too; the last room has no product description.
 */
export async function seedRooms(
  manager: EntityManager,
  random: SeededRandom,
  clients: readonly { node_uuid: string; description: string }[],
  types: ExamTypeUuids,
): Promise<{ locations: number; rooms: SeedRoom[] }> {
  const locations: ExamLocation[] = [];
  const rooms: SeedRoom[] = [];
  const roomTypes: object[] = [];
  for (const client of clients) {
    const locationUuid = random.uuid();
    locations.push({
      locationUuid,
      description: `${client.description} Assessment Centre`,
      clientNodeUuid: client.node_uuid,
    });
    ['A', 'B', 'C'].forEach((letter, ordinal) => {
      const roomUuid = random.uuid();
      rooms.push({
        roomUuid,
        locationUuid,
        description: `Room ${letter}`,
        productDescription: letter === 'C' ? null : `Assessment Room ${letter}`,
        ordinal,
        clientNodeUuid: client.node_uuid,
      });
      roomTypes.push({ roomUuid, examTypeUuid: types.ppt });
      if (letter === 'A')
        roomTypes.push(
          { roomUuid, examTypeUuid: types.tmm },
          { roomUuid, examTypeUuid: types.process },
        );
    });
  }
  await insertInChunks(manager, ExamLocation, locations);
  await insertInChunks(
    manager,
    ExamRoom,
    rooms.map(({ clientNodeUuid: _c, ...r }) => r),
  );
  await insertInChunks(manager, ExamRoomType, roomTypes);
  return { locations: locations.length, rooms };
}

/**
 * About 600 past exams with values, and today's and tomorrow's rosters, in the rooms that
 * can be booked, each booked under a random application ID of the room's client site.
 */
export async function seedExams(
  manager: EntityManager,
  random: SeededRandom,
  today: Date,
  { types, fields, options }: SeededExamForms,
  capabilities: readonly CapabilityRow[],
  rooms: readonly SeedRoom[],
  applicationIds: ReadonlyMap<string, ApplicationId[]>,
  zoneOf: ReadonlyMap<string, string>,
): Promise<number> {
  const directionOf = new Map(capabilities.map((c) => [c.capability_uuid, c.direction]));
  const unitsOf = new Map(capabilities.map((c) => [c.capability_uuid, c.units]));
  const exams: object[] = [];
  const values: object[] = [];
  const fieldsOf = (examTypeUuid: string) =>
    fields.filter((f) => f.examTypeUuid === examTypeUuid && f.fieldTypeCode !== 'LABEL');
  const fill = (examUuid: string, examTypeUuid: string, share: number) => {
    for (const field of fieldsOf(examTypeUuid)) {
      // Fields measuring a capability are filled like required ones: matching reads them.
      if ((!field.required && !field.capabilityUuid) || random.next() > share) continue;
      const choices = options.filter((o) => o.examTypeFieldUuid === field.examTypeFieldUuid);
      // AT_MOST capabilities (none are seeded today) are demanded low: people measure low too.
      // Percent fields end at the capability's maximum, the others at twice it: drawn so both
      // meet about the same share of the demands (up to two thirds of the maximum).
      const low = field.capabilityUuid && directionOf.get(field.capabilityUuid) === 'AT_MOST';
      const percent = field.capabilityUuid && unitsOf.get(field.capabilityUuid) === 'PERCENT';
      const fractionOfMax = () =>
        low
          ? 0.05 + 0.3 * random.next()
          : percent
            ? 0.5 + 0.5 * random.next()
            : 0.2 + 0.6 * random.next();
      const stringValue =
        field.fieldTypeCode === 'NUMERIC'
          ? ((field.hardMaxValue ?? 100) * fractionOfMax()).toFixed(1)
          : random.pick(choices).value;
      values.push({
        examFieldUuid: random.uuid(),
        examUuid,
        examTypeFieldUuid: field.examTypeFieldUuid,
        stringValue,
      });
    }
  };
  const addExam = (
    clientNodeUuid: string,
    start: Date,
    status: Exam['examStatusEnum'],
    examTypeUuid: string,
    roomUuid: string,
  ) => {
    const examUuid = random.uuid();
    const person = random.pick(applicationIds.get(clientNodeUuid)!);
    const closed = status === 'COMPLETE' || status === 'NOSHOW' || status === 'WITHDREW';
    exams.push({
      examUuid,
      examTypeUuid,
      idUuid: person.idUuid,
      roomUuid,
      startTs: start,
      examStatusEnum: status,
      remoteScoreEnum:
        examTypeUuid === types.process && status === 'COMPLETE'
          ? random.pick(['PASS', 'FAIL'])
          : null,
      finalizedAt: closed ? start : null,
      scoredAt: status === 'COMPLETE' ? start : null,
      createdByUserUuid: null,
    });
    const share =
      status === 'COMPLETE' ? 1 : status === 'WITHDREW' || status === 'INPROGRESS' ? 0.4 : 0;
    if (share > 0) fill(examUuid, examTypeUuid, share);
  };
  // Days and slot hours are the room's site's (decision 0041), not the seeding process's.
  const siteSlot = (room: SeedRoom, dayOffset: number, hour: number): Date => {
    const zone = zoneOf.get(room.clientNodeUuid) ?? DEFAULT_TIME_ZONE;
    return zonedInstant(addDays(dayIn(today, zone), dayOffset), hour, 0, zone)!;
  };
  const schedulable = rooms.filter((r) => r.productDescription !== null);
  const typeFor = (room: ExamRoom) =>
    room.description === 'Room A' ? random.pick([types.ppt, types.tmm, types.process]) : types.ppt;
  for (let i = 0; i < 600; i++) {
    const room = random.pick(schedulable);
    const start = siteSlot(room, -random.int(1, 60), random.pick(SLOT_HOURS));
    const status = random.next() < 0.85 ? 'COMPLETE' : random.pick(['NOSHOW', 'WITHDREW'] as const);
    addExam(room.clientNodeUuid, start, status, typeFor(room), room.roomUuid);
  }
  for (const [dayOffset, statuses] of [
    [0, ['PENDING', 'PENDING', 'INPROGRESS', 'COMPLETE', 'NOSHOW']],
    [1, ['PENDING']],
  ] as const)
    for (const room of schedulable)
      for (const hour of SLOT_HOURS)
        for (let n = random.int(2, 5); n > 0; n--) {
          const start = siteSlot(room, dayOffset, hour);
          addExam(room.clientNodeUuid, start, random.pick(statuses), typeFor(room), room.roomUuid);
        }
  await insertInChunks(manager, Exam, exams);
  await insertInChunks(manager, ExamField, values);
  return exams.length;
}
