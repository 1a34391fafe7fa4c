import { day, http, get, usePeopleExamsApp } from './people-exams-context';

/** People, exam forms, exams, scheduling and rosters through the real app on the demo data. */
describe('people, exams and rosters', () => {
  usePeopleExamsApp();

  describe('rosters', () => {
    it("gives a day's locations > rooms > slots > entries, sorted by time", async () => {
      const roster = (await get('admin', `secure/rosters/${day}`).expect(200)).body;
      expect(roster.locations.length).toBe(3);
      const rooms = roster.locations.flatMap((l: { rooms: unknown[] }) => l.rooms);
      expect(rooms).toHaveLength(9);
      // Room C has no product description: listed on the roster, not offered for scheduling.
      expect(
        rooms.filter((r: { productDescription: string | null }) => !r.productDescription),
      ).toHaveLength(3);
      const slots = rooms.flatMap((r: { slots: { startTs: string }[] }) => r.slots);
      expect(slots.length).toBeGreaterThan(10);
      for (const room of rooms) {
        const starts = room.slots.map((s: { startTs: string }) => s.startTs);
        expect([...starts].sort()).toEqual(starts);
      }
      const entry = slots[0].entries[0];
      expect(entry).toMatchObject({
        examUuid: expect.any(String),
        aExam: { examTypeKind: expect.any(String) },
        aID: { id: expect.stringMatching(/^\d+$/) },
        aPerson: { firstName: expect.any(String) },
      });
      expect(
        entry.aPerson.collPersonMetas.map((m: { metadataField: string }) => m.metadataField),
      ).toContain('Email');
    });

    it("shows a scoped user only their client site's rosters and refuses staffing", async () => {
      const premise = (await get('premise', `secure/rosters/${day}`).expect(200)).body;
      expect(
        premise.locations.map((l: { clientDescription: string }) => l.clientDescription),
      ).toEqual([expect.stringMatching(/^Riverside/)]);
      await get('recruiter', `secure/rosters/${day}`).expect(200);
      await get('staffing', `secure/rosters/${day}`).expect(403);
      await http()
        .get(`/api/v1/secure/rosters/${day}`)
        .set('X-Anti-Forgery', 'a'.repeat(32))
        .expect(401);
    });

    it('answers 400 for a day that does not exist', async () => {
      const res = await get('admin', 'secure/rosters/2026/2/30').expect(400);
      expect(res.body).toMatchObject({
        code: 'ROSTER_BAD_DATE',
        message: '2026-02-30 is not a date',
      });
      await get('admin', 'secure/rosters/abc/1/1').expect(400);
    });
  });
});
