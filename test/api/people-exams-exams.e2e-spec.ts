import { examFixtures } from '../support/demo-app';
import {
  demo,
  db,
  fx,
  get,
  patch,
  post,
  setField,
  usePeopleExamsApp,
} from './people-exams-context';

/** People, exam forms, exams, scheduling and rosters through the real app on the demo data. */
describe('people, exams and rosters', () => {
  usePeopleExamsApp();

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
});
