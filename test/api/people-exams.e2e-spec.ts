import { Client } from 'pg';
import { as, type SignedIn } from '../support/auth-helpers';
import {
  examFixtures,
  startDemoApp,
  type DemoApp,
  type ExamFixtures,
  signInDemoUsers,
} from '../support/demo-app';

/** People, exam forms, exams, scheduling and rosters through the real app on the demo data. */
describe('people, exams and rosters', () => {
  let demo: DemoApp;
  let db: Client;
  let fx: ExamFixtures;
  let sessions: Record<string, SignedIn> = {};
  const today = new Date();
  const day = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;

  beforeAll(async () => {
    demo = await startDemoApp();
    sessions = await signInDemoUsers(demo);
    db = new Client({ connectionString: demo.t.database.url });
    await db.connect();
    fx = await examFixtures(demo.ds);
  });

  afterAll(async () => {
    await db?.end();
    await demo?.t.close();
  });

  const http = () => demo.t.http();
  const get = (who: string, path: string) => as(sessions[who], http().get(`/api/v1/${path}`));
  const patch = (who: string, path: string, body?: object) =>
    as(sessions[who], http().patch(`/api/v1/${path}`)).send(body);
  const post = (who: string, path: string) => as(sessions[who], http().post(`/api/v1/${path}`));
  const put = (who: string, path: string) => as(sessions[who], http().put(`/api/v1/${path}`));
  const setField = (who: string, exam: string, field: string, value: string) =>
    patch(who, `secure/exams/${exam}/exam-fields/${field}`, { value });

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

  describe('exam forms', () => {
    it('lays out a type as sections > groups > fields with bounds and options', async () => {
      const sections = (await get('admin', `private/exam-sections/${fx.ppt}`).expect(200)).body;
      expect(sections.map((s: { description: string }) => s.description)).toEqual([
        'Strength',
        'Hands',
        'Range of motion',
        'Reach, posture and conditions',
        'Observations',
      ]);
      const fields = sections.flatMap(
        (s: { collExamTypeGroups: { collExamTypeFields: unknown[] }[] }) =>
          s.collExamTypeGroups.flatMap((g) => g.collExamTypeFields),
      );
      expect(new Set(fields.map((f: { fieldTypeCode: string }) => f.fieldTypeCode))).toEqual(
        new Set(['NUMERIC', 'SELECT', 'MULTISELECT', 'TEXTAREA', 'LABEL']),
      );
      const hand = fields.find((f: { description: string }) => f.description === 'Dominant hand');
      expect(hand.aExamSelect.collExamSelectOptions.map((o: { value: string }) => o.value)).toEqual(
        ['LEFT', 'RIGHT'],
      );
      const one = (
        await get('admin', `private/exam-type-field/${fx.numericField.uuid}`).expect(200)
      ).body;
      expect(one).toMatchObject({
        fieldTypeCode: 'NUMERIC',
        hardMinValue: 0,
        capabilityUuid: expect.any(String),
      });
      expect(
        (await get('admin', 'private/exam-type-fields').expect(200)).body.length,
      ).toBeGreaterThan(20);
      await get('admin', `private/exam-sections/${crypto.randomUUID()}`).expect(404);
      // The layout is cached 24 h (the seed's exam sections cache).
      const region = (await get('admin', 'cache/info/exam-sections').expect(200)).body;
      expect(region.cacheSize).toBeGreaterThan(0);
    });

    it('lists exam types, the caller’s locations and rooms', async () => {
      expect((await get('admin', 'secure/om/exam-types').expect(200)).body).toHaveLength(3);
      expect((await get('premise', 'secure/om/locations').expect(200)).body).toHaveLength(1);
      expect((await get('premise', 'secure/om/rooms').expect(200)).body).toHaveLength(3);
      expect((await get('admin', 'secure/om/rooms').expect(200)).body).toHaveLength(9);
    });
  });

  describe('exams', () => {
    it('saves a field: PENDING turns INPROGRESS, the version goes up, the write is audited', async () => {
      const exam = (await get('premise', `secure/exams/${fx.pendingExam}`).expect(200)).body;
      expect(exam).toMatchObject({ examStatusEnum: 'PENDING', completionPercent: 0 });
      const saved = (
        await setField('premise', fx.pendingExam, fx.numericField.uuid, '12.5').expect(200)
      ).body;
      expect(saved).toMatchObject({
        examStatusEnum: 'INPROGRESS',
        version: exam.version + 1,
        field: { stringValue: '12.5', examTypeFieldUuid: fx.numericField.uuid },
      });
      expect(saved.completionPercent).toBeGreaterThan(0);
      const fields = (
        await get('recruiter', `private/exams/${fx.pendingExam}/exam-fields`).expect(200)
      ).body;
      expect(fields).toEqual([expect.objectContaining({ stringValue: '12.5' })]);
      const { rows } = await db.query(
        `SELECT action FROM audit_entries WHERE entity_type = 'exam' AND entity_id = $1`,
        [fx.pendingExam],
      );
      expect(rows.map((r) => r.action)).toContain('field');
      // Clearing removes the value.
      expect(
        (await setField('premise', fx.pendingExam, fx.numericField.uuid, '').expect(200)).body
          .field,
      ).toBeNull();
    });

    it('refuses values outside the field’s rules with a 400 naming them', async () => {
      const over = await setField(
        'premise',
        fx.pendingExam,
        fx.numericField.uuid,
        String(fx.numericField.max + 1),
      ).expect(400);
      expect(over.body.code).toBe('EXAMS_BAD_VALUE');
      expect(over.body.message).toMatch(/must be between 0 and/);
      const decimals = await setField(
        'premise',
        fx.pendingExam,
        fx.numericField.uuid,
        '1.25',
      ).expect(400);
      expect(decimals.body.message).toMatch(/at most 1 decimal/);
      const option = await setField('premise', fx.pendingExam, fx.selectField, 'BOTH').expect(400);
      expect(option.body.message).toMatch(/not one of its options/);
      await patch('premise', `secure/exams/${fx.pendingExam}/exam-fields/${fx.numericField.uuid}`, {
        value: 5,
      }).expect(400);
      const tmmField = (
        await db.query(
          `SELECT f.exam_type_field_uuid FROM exam_type_fields f JOIN exam_type_groups g ON g.group_uuid = f.group_uuid
           JOIN exam_sections s ON s.section_uuid = g.section_uuid WHERE s.exam_type_uuid = $1 LIMIT 1`,
          [fx.tmm],
        )
      ).rows[0].exam_type_field_uuid;
      await setField('premise', fx.pendingExam, tmmField, '3').expect(404);
    });

    it('keeps both of two examiners’ saves of one field, one after the other', async () => {
      const before = (await get('admin', `secure/exams/${fx.pendingExam}`).expect(200)).body
        .version;
      const [a, b] = await Promise.all([
        setField('premise', fx.pendingExam, fx.numericField.uuid, '20.0'),
        setField('admin', fx.pendingExam, fx.numericField.uuid, '30.0'),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(new Set([a.body.version, b.body.version])).toEqual(new Set([before + 1, before + 2]));
      const { rows } = await db.query(
        `SELECT string_value FROM exam_fields WHERE exam_uuid = $1 AND exam_type_field_uuid = $2`,
        [fx.pendingExam, fx.numericField.uuid],
      );
      expect(rows).toHaveLength(1);
      const last = a.body.version > b.body.version ? '20.0' : '30.0';
      expect(rows[0].string_value).toBe(last);
    });

    it('finalizes only when every required field is filled, then matches, scores and locks it', async () => {
      const missing = await post('premise', `secure/exams/${fx.pendingExam}/finalize`).expect(409);
      expect(missing.body).toMatchObject({
        code: 'EXAMS_ILLEGAL_TRANSITION',
        message: expect.stringMatching(/missing/),
      });
      await post('premise', `secure/exams/${fx.pendingExam}/noShow`).expect(409);
      for (const f of fx.requiredPptFields)
        await setField(
          'premise',
          fx.pendingExam,
          f.uuid,
          f.type === 'NUMERIC' ? String((f.max ?? 10) / 2) : f.option!,
        ).expect(200);
      expect(
        (await get('premise', `secure/exams/${fx.pendingExam}`).expect(200)).body.completionPercent,
      ).toBe(100);
      const done = (await post('premise', `secure/exams/${fx.pendingExam}/finalize`).expect(200))
        .body;
      expect(done).toMatchObject({ examStatusEnum: 'COMPLETE', finalizedAt: expect.any(String) });
      await vi.waitFor(
        async () =>
          expect(
            (await get('premise', `secure/exams/${fx.pendingExam}/isScored`).expect(200)).body,
          ).toEqual({ isScored: true }),
        { timeout: 15000, interval: 250 },
      );
      const { rows } = await db.query(
        `SELECT status::text FROM job_runs WHERE data->>'examUuid' = $1`,
        [fx.pendingExam],
      );
      expect(rows).toEqual([{ status: 'COMPLETED' }]);
      const locked = await setField('premise', fx.pendingExam, fx.numericField.uuid, '1.0').expect(
        409,
      );
      expect(locked.body.code).toBe('EXAMS_NOT_EDITABLE');
      await post('premise', `secure/exams/${fx.pendingExam}/finalize`).expect(409);
      expect(
        (await get('premise', `secure/exam/${fx.pendingExam}/match-url`).expect(200)).body.url,
      ).toBe(`/reasons/${fx.person}`);

      const reopened = (
        await post('premise', `secure/exams/${fx.pendingExam}/unfinalize`).expect(200)
      ).body;
      expect(reopened.examStatusEnum).toBe('INPROGRESS');
      expect(
        (await get('premise', `secure/exams/${fx.pendingExam}/isScored`).expect(200)).body.isScored,
      ).toBe(false);
      expect(
        (await post('premise', `secure/exams/${fx.pendingExam}/withdraw`).expect(200)).body
          .examStatusEnum,
      ).toBe('WITHDREW');
    });

    it('marks an empty exam a no-show and reopens it as PENDING', async () => {
      const empty = (await examFixtures(demo.ds, 1)).pendingExam;
      await post('premise', `secure/exams/${empty}/withdraw`).expect(409);
      expect(
        (await post('premise', `secure/exams/${empty}/noShow`).expect(200)).body.examStatusEnum,
      ).toBe('NOSHOW');
      expect(
        (await post('premise', `secure/exams/${empty}/unfinalize`).expect(200)).body.examStatusEnum,
      ).toBe('PENDING');
      await post('premise', `secure/exams/${empty}/unfinalize`).expect(409);
    });

    it('hides another client’s exam and refuses writes to read-only roles', async () => {
      await get('lakeview', `secure/exams/${fx.pendingExam}`).expect(404);
      await setField('lakeview', fx.pendingExam, fx.numericField.uuid, '1.0').expect(404);
      await get('recruiter', `secure/exams/${fx.pendingExam}`).expect(200);
      await setField('recruiter', fx.pendingExam, fx.numericField.uuid, '1.0').expect(403);
      await post('recruiter', `secure/exams/${fx.pendingExam}/finalize`).expect(403);
      await get('staffing', `secure/exams/${fx.pendingExam}`).expect(403);
      await get('admin', `secure/exams/${crypto.randomUUID()}`).expect(404);
      await get('admin', 'secure/exams/not-an-id').expect(400);
    });
  });

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

  describe('people', () => {
    it('reads a person with IDs (hidden types left out) and metadata', async () => {
      const person = (await get('recruiter', `secure/persons/${fx.person}`).expect(200)).body;
      expect(person).toMatchObject({
        personUuid: fx.person,
        clientDescription: expect.stringMatching(/^Riverside/),
      });
      expect(person.collIDs[0].idUuid).toBe(person.primaryIdUuid);
      expect(person.collPersonMetas.map((m: { metadataField: string }) => m.metadataField)).toEqual(
        expect.arrayContaining(['NAME', '_Phone_', 'Email']),
      );
      expect((await get('recruiter', `secure/person/${fx.person}/ids`).expect(200)).body).toEqual(
        person.collIDs,
      );
      const email = (await get('recruiter', `secure/person/${fx.person}/meta/Email`).expect(200))
        .body;
      expect(email.stringValue).toMatch(/@example\.com$/);
      expect(
        (await get('recruiter', `secure/person/${fx.person}/meta/NOPE`).expect(200)).body
          .stringValue,
      ).toBeNull();
      await get('lakeview', `secure/persons/${fx.person}`).expect(404);
    });

    it('sets, adds and removes metadata within the seed’s bounds', async () => {
      const p = `secure/person/${fx.person}`;
      expect(
        (await patch('staffing', `${p}/meta/days_notice_requested_W1/30`).expect(200)).body.values,
      ).toEqual(['30']);
      const bad = await patch('staffing', `${p}/meta/days_notice_requested_W1/366`).expect(400);
      expect(bad.body).toMatchObject({
        code: 'PEOPLE_BAD_META',
        message: 'Days notice must be a whole number from 0 to 365',
      });
      await patch('staffing', `${p}/meta/first_shift_preference_W1/sometimes`).expect(400);
      expect(
        (await patch('premise', `${p}/meta/first_shift_preference_W1/unable`).expect(200)).body
          .values,
      ).toEqual(['unable']);
      expect(
        (await patch('premise', `${p}/meta/_Phone_/5551234567`).expect(200)).body.values,
      ).toEqual(['(555) 123-4567']);
      await patch('premise', `${p}/meta-add/COMMENTS/first`).expect(200);
      await patch('premise', `${p}/meta-add/COMMENTS/second`).expect(200);
      await patch('premise', `${p}/meta-add/COMMENTS/second`).expect(200);
      expect((await get('premise', `${p}/meta-array/COMMENTS/list`).expect(200)).body).toEqual([
        'first',
        'second',
      ]);
      expect(
        (await patch('premise', `${p}/meta-del/COMMENTS/first`).expect(200)).body.values,
      ).toEqual(['second']);
      expect((await patch('premise', `${p}/meta-del/COMMENTS/first`).expect(404)).body.code).toBe(
        'PEOPLE_META_VALUE_MISSING',
      );
      await patch('recruiter', `${p}/meta/COMMENTS/x`).expect(403);
      await patch('lakeview', `${p}/meta/COMMENTS/x`).expect(404);
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM audit_entries WHERE entity_type = 'person' AND entity_id = $1`,
        [fx.person],
      );
      expect(rows[0].n).toBeGreaterThanOrEqual(6);
    });
  });
});
