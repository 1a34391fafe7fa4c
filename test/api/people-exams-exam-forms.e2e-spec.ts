import { fx, get, usePeopleExamsApp } from './people-exams-context';

/** People, exam forms, exams, scheduling and rosters through the real app on the demo data. */
describe('people, exams and rosters', () => {
  usePeopleExamsApp();

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
});
