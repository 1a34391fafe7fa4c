import { db, fx, get, patch, usePeopleExamsApp } from './people-exams-context';

/** People, exam forms, exams, scheduling and rosters through the real app on the demo data. */
describe('people, exams and rosters', () => {
  usePeopleExamsApp();

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
