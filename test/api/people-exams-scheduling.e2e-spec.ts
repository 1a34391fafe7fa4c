import { db, fx, today, get, put, usePeopleExamsApp } from './people-exams-context';

/** People, exam forms, exams, scheduling and rosters through the real app on the demo data. */
describe('people, exams and rosters', () => {
  usePeopleExamsApp();

  describe('scheduling', () => {
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const schedule = (
      who: string,
      id: string,
      room: string,
      type: string,
      d = date,
      time = '15:30',
    ) => put(who, `secure/ui/exam-for-id/${id}/${room}/${type}/${d}/${time}`);

    it('offers the rooms with a product description and the types a room offers', async () => {
      const rooms = (await get('premise', `secure/ui/rooms/by-id/${fx.idUuid}`).expect(200)).body;
      expect(rooms.map((r: { description: string }) => r.description)).toEqual([
        'Room A',
        'Room B',
      ]);
      const types = (
        await get('premise', `secure/ui/exam-types/by-id/${fx.idUuid}/by-room/${fx.roomA}`).expect(
          200,
        )
      ).body;
      expect(types).toHaveLength(3);
      const ids = (await get('premise', `secure/om/ids/by-person-uuid/${fx.person}`).expect(200))
        .body;
      expect(ids[0]).toMatchObject({ idUuid: fx.idUuid, schedulable: true });
      expect(
        ids.map((i: { aIDType: { description: string } }) => i.aIDType.description),
      ).not.toContain('SSN (legacy)');
    });

    it('schedules an exam that shows on the roster, once', async () => {
      const exam = (await schedule('premise', fx.idUuid, fx.roomA, fx.tmm).expect(200)).body;
      expect(exam).toMatchObject({
        examStatusEnum: 'PENDING',
        roomUuid: fx.roomA,
        aID: { idUuid: fx.idUuid },
      });
      const twice = await schedule('premise', fx.idUuid, fx.roomA, fx.tmm).expect(409);
      expect(twice.body.code).toBe('EXAMS_ALREADY_SCHEDULED');
      const roster = (
        await get('premise', `secure/rosters/${date.replaceAll('-', '/')}`).expect(200)
      ).body;
      const entries = roster.locations.flatMap(
        (l: { rooms: { slots: { entries: { examUuid: string }[] }[] }[] }) =>
          l.rooms.flatMap((r) => r.slots.flatMap((s) => s.entries)),
      );
      expect(entries.map((e: { examUuid: string }) => e.examUuid)).toContain(exam.examUuid);
    });

    it('refuses what the rules forbid with a message the dialog shows', async () => {
      const roomC = await schedule('premise', fx.idUuid, fx.roomC, fx.ppt).expect(400);
      expect(roomC.body.message).toBe('Room C has no product description and cannot be scheduled');
      const elsewhere = await schedule('admin', fx.idUuid, fx.lakeviewRoom, fx.ppt).expect(400);
      expect(elsewhere.body.message).toMatch(/is at Lakeview/);
      if (fx.candidateIdUuid) {
        const candidate = await schedule('premise', fx.candidateIdUuid, fx.roomA, fx.ppt).expect(
          400,
        );
        expect(candidate.body.message).toMatch(
          /IDs of type Workday Candidate ID cannot be scheduled/,
        );
      }
      const roomB = (
        await db.query(
          `SELECT room_uuid FROM exam_rooms WHERE location_uuid = (SELECT location_uuid FROM exam_rooms WHERE room_uuid = $1) AND description = 'Room B'`,
          [fx.roomA],
        )
      ).rows[0].room_uuid;
      expect(
        (await schedule('premise', fx.idUuid, roomB, fx.tmm).expect(400)).body.message,
      ).toMatch(/does not offer TMM/);
      expect(
        (await schedule('premise', fx.idUuid, fx.roomA, fx.ppt, '2026-02-30').expect(400)).body
          .message,
      ).toBe('2026-02-30 is not a date');
      expect(
        (await schedule('premise', fx.idUuid, fx.roomA, fx.ppt, date, '25:00').expect(400)).body
          .message,
      ).toBe('25:00 is not a time of day');
      await schedule('recruiter', fx.idUuid, fx.roomA, fx.ppt).expect(403);
      await schedule('lakeview', fx.idUuid, fx.roomA, fx.ppt).expect(404);
    });
  });
});
