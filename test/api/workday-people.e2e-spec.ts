import {
  startStranger,
  sim,
  ds,
  demoEndpoint,
  production,
  get,
  patch,
  post,
  del,
  wd,
  useWorkdayDemo,
} from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

  describe('people', () => {
    /** A Riverside person whose candidate id the simulator knows. */
    async function linkedPerson(skip = 0): Promise<{ person: string; candidateId: string }> {
      const ids = sim.data.candidates.map((x) => x.candidateId);
      const [row] = await ds.query(
        `SELECT i.person_uuid, i.id FROM person_ids i JOIN persons p ON p.person_uuid = i.person_uuid
           JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
          WHERE i.id = ANY($1) AND c.description LIKE 'Riverside%' ORDER BY i.id OFFSET $2 LIMIT 1`,
        [ids, skip],
      );
      return { person: row.person_uuid, candidateId: row.id };
    }

    it("lists a person's candidates, applications and pre-hires", async () => {
      const { person, candidateId } = await linkedPerson();
      const candidates = (
        await get('recruiter', `secure/person/${person}/workdayCandidates`).expect(200)
      ).body;
      expect(candidates.map((x: { candidateId: string }) => x.candidateId)).toEqual([candidateId]);
      const app = (await get('staffing', `secure/person-app/${person}`).expect(200)).body;
      expect(app).toMatchObject({ personUuid: person, workdayApiUuid: demoEndpoint });
      expect(app.candidates[0].collWorkdayJobApplications.length).toBeGreaterThan(0);
      const preHires = (await get('admin', `secure/person/${person}/workdayPreHires`).expect(200))
        .body;
      const expected = sim.data.preHires.filter((p) => p.candidateId === candidateId);
      expect(preHires.map((p: { applicantId: string }) => p.applicantId)).toEqual(
        expected.map((p) => p.applicantId),
      );
      await get('admin', `secure/person/${person}/workdayWorkers`).expect(200);
      await get('premise', `secure/person/${person}/workdayCandidates`).expect(403);
    });

    /** A Riverside person holding one of these candidate ids (or, with none given, no id at all). */
    async function riversidePerson(candidateIds?: string[]): Promise<string> {
      const [row] = candidateIds
        ? await ds.query(
            `SELECT i.person_uuid FROM person_ids i JOIN persons p ON p.person_uuid = i.person_uuid
               JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
              WHERE i.id = ANY($1) AND c.description LIKE 'Riverside%' ORDER BY i.id LIMIT 1`,
            [candidateIds],
          )
        : await ds.query(
            `SELECT p.person_uuid FROM persons p JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
              WHERE c.description LIKE 'Riverside%' AND NOT EXISTS (
                SELECT 1 FROM person_ids i WHERE i.person_uuid = p.person_uuid AND i.id LIKE 'CAND-%')
              ORDER BY p.person_uuid LIMIT 1`,
          );
      if (!row) throw new Error('The demo seed has no such Riverside person');
      return row.person_uuid;
    }

    it("lists a person's self-schedules: found, none, no candidate id, and a fault as 502", async () => {
      const booked = new Set(sim.data.selfSchedules.map((x) => x.candidateId));
      const person = await riversidePerson([...booked]);
      const [{ id: candidateId }] = await ds.query(
        `SELECT id FROM person_ids WHERE person_uuid = $1 AND id LIKE 'CAND-%'`,
        [person],
      );
      const expected = sim.data.selfSchedules.filter((x) => x.candidateId === candidateId);
      const found = (
        await get('recruiter', `secure/person/${person}/workdaySelfSchedules`).expect(200)
      ).body;
      expect(found).toEqual(
        expected.map((x) => ({
          wID: x.wID,
          selfScheduleId: x.selfScheduleId,
          candidateId,
          jobApplicationWID: x.jobApplicationWid,
          calendarId: x.calendarId,
          calendarName: x.calendarName,
          calendarType: x.calendarType,
          startTime: x.startTime,
          durationMinutes: x.durationMinutes,
          location: x.location,
          status: x.status,
        })),
      );
      expect(found.length).toBeGreaterThan(0);

      const unbooked = sim.data.candidates
        .map((x) => x.candidateId)
        .filter((id) => !booked.has(id));
      const none = await riversidePerson(unbooked);
      expect(
        (await get('staffing', `secure/person/${none}/workdaySelfSchedules`).expect(200)).body,
      ).toEqual([]);

      const soap = sim.calls.soap;
      const noId = await riversidePerson();
      expect(
        (await get('admin', `secure/person/${noId}/workdaySelfSchedules`).expect(200)).body,
      ).toEqual([]);
      expect(sim.calls.soap).toBe(soap);

      sim.inject({ kind: 'soapFault' });
      const fault = await get('admin', `secure/person/${person}/workdaySelfSchedules`).expect(502);
      expect(fault.body).toMatchObject({ code: 'WORKDAY_UPSTREAM' });
      expect(fault.body.message).toMatch(/^Workday: Processing error occurred/);

      await get('premise', `secure/person/${person}/workdaySelfSchedules`).expect(403);
      await get('admin', `secure/person/${crypto.randomUUID()}/workdaySelfSchedules`).expect(404);
      await get('admin', 'secure/person/not-a-uuid/workdaySelfSchedules').expect(400);
    });

    it('syncs a candidate into its person in one step, and writes nothing when Workday fails', async () => {
      const { person, candidateId } = await linkedPerson(1);
      const c = sim.data.candidates.find((x) => x.candidateId === candidateId)!;
      const link = (
        await get('staffing', `${wd()}/candidate/Candidate_ID/${candidateId}/om`).expect(200)
      ).body;
      expect(link).toMatchObject({ personUuid: person, candidateId, changed: [] });
      // The demo person already carries the simulator's name (one fixture for both): rename
      // them here, so the sync has a name to bring back.
      await ds.query(
        `UPDATE persons SET first_name = 'Old', last_name = 'Name' WHERE person_uuid = $1`,
        [person],
      );
      await ds.query(
        `UPDATE person_metas SET string_value = 'Old Name'
          WHERE person_uuid = $1 AND metadata_field = 'NAME'`,
        [person],
      );

      const [before] = await ds.query(
        `SELECT first_name, version FROM persons WHERE person_uuid = $1`,
        [person],
      );
      sim.inject({ kind: 'soapFault' });
      await patch('staffing', `${wd()}/candidate/Candidate_ID/${candidateId}/om`).expect(502);
      const [unchanged] = await ds.query(
        `SELECT first_name, version FROM persons WHERE person_uuid = $1`,
        [person],
      );
      expect(unchanged).toEqual(before);

      const synced = (
        await patch('staffing', `${wd()}/candidate/Candidate_ID/${candidateId}/om`).expect(200)
      ).body;
      expect(synced).toMatchObject({
        personUuid: person,
        firstName: c.firstName,
        lastName: c.lastName,
      });
      expect(synced.changed).toEqual(expect.arrayContaining(['NAME', 'Email']));
      const shown = (await get('staffing', `secure/persons/${person}`).expect(200)).body;
      expect(shown).toMatchObject({ firstName: c.firstName, lastName: c.lastName });
      const metas = Object.fromEntries(
        shown.collPersonMetas.map((m: { metadataField: string; stringValue: string }) => [
          m.metadataField,
          m.stringValue,
        ]),
      );
      expect(metas).toMatchObject({
        NAME: `${c.firstName} ${c.lastName}`,
        Email: c.emailAddress,
        _Phone_: c.phone,
      });
      const again = (
        await patch('staffing', `${wd()}/candidate/Candidate_ID/${candidateId}/om`).expect(200)
      ).body;
      expect(again.changed).toEqual([]);
      await patch('recruiter', `${wd()}/candidate/Candidate_ID/${candidateId}/om`).expect(403);
    });

    it("reads a person's HR data only from the endpoint marked default, and says when none is", async () => {
      const { person } = await linkedPerson();
      const stranger = await startStranger('127.0.0.1', () => ({ status: 500, body: '{}' }));
      try {
        // A newly added production endpoint does not take the person lookups over.
        const added = (
          await post('admin', 'secure/workday/endpoints')
            .send({
              description: 'Newly added production',
              uri: stranger.url,
              tenant: sim.tenant,
              isu: 'ISU_New',
              clientId: 'new-client',
              clientSecret: 'new-secret',
              refreshToken: 'new-token',
              canRead: true,
              canWrite: false,
              isProduction: true,
            })
            .expect(201)
        ).body;
        for (const path of ['workdayCandidates', 'workdayPreHires', 'workdayWorkers'])
          await get('recruiter', `secure/person/${person}/${path}`).expect(200);
        expect(
          (await get('staffing', `secure/person-app/${person}`).expect(200)).body,
        ).toMatchObject({ workdayApiUuid: demoEndpoint });
        expect(stranger.received).toEqual([]);
        expect(added.isDefault).toBe(false);

        // An admin moves the mark: one default at a time, the move audited on both.
        const moved = (
          await patch('admin', `secure/workday/endpoints/${production}`)
            .send({ isDefault: true })
            .expect(200)
        ).body;
        expect(moved.isDefault).toBe(true);
        const list = (await get('admin', 'secure/workday/endpoints').expect(200)).body;
        expect(
          list
            .filter((e: { isDefault: boolean }) => e.isDefault)
            .map((e: { workdayApiUuid: string }) => e.workdayApiUuid),
        ).toEqual([production]);
        expect(
          (await get('staffing', `secure/person-app/${person}`).expect(200)).body,
        ).toMatchObject({ workdayApiUuid: production });
        const [unmarked] = await ds.query(
          `SELECT before, after FROM audit_entries WHERE entity_type = 'workday-endpoint' AND entity_id = $1 ORDER BY at DESC LIMIT 1`,
          [demoEndpoint],
        );
        expect(unmarked).toEqual({ before: { isDefault: true }, after: { isDefault: false } });
        await patch('recruiter', `secure/workday/endpoints/${demoEndpoint}`)
          .send({ isDefault: true })
          .expect(403);

        // No default: a clear 409 naming the missing setting, not whichever endpoint exists.
        await patch('admin', `secure/workday/endpoints/${production}`)
          .send({ isDefault: false })
          .expect(200);
        const none = await get('recruiter', `secure/person/${person}/workdayCandidates`).expect(
          409,
        );
        expect(none.body).toMatchObject({ code: 'WORKDAY_NO_DEFAULT_ENDPOINT' });
        expect(none.body.message).toMatch(/^No HR endpoint is set as the default/);
        await get('staffing', `secure/person-app/${person}`).expect(409);
        // A person without a candidate id has nothing to look up either way.
        const noId = await riversidePerson();
        expect(
          (await get('recruiter', `secure/person/${noId}/workdayCandidates`).expect(200)).body,
        ).toEqual([]);
        expect(stranger.received).toEqual([]);
        await del('admin', `secure/workday/endpoints/${added.workdayApiUuid}`).expect(200);
      } finally {
        // Two statements: the one-default index is checked row by row.
        await ds.query(`UPDATE workday_endpoints SET is_default = false`);
        await ds.query(
          `UPDATE workday_endpoints SET is_default = true WHERE workday_api_uuid = $1`,
          [demoEndpoint],
        );
        await stranger.close();
      }
    });

    it('answers 404 for a candidate no person holds', async () => {
      const held = new Set(
        (await ds.query(`SELECT id FROM person_ids`)).map((r: { id: string }) => r.id),
      );
      const loose = sim.data.candidates.find((x) => !held.has(x.candidateId));
      if (!loose) throw new Error('Every simulated candidate is held by a demo person');
      const res = await get(
        'admin',
        `${wd()}/candidate/Candidate_ID/${loose.candidateId}/om`,
      ).expect(404);
      expect(res.body.message).toBe(
        `No person in the portal holds the candidate id ${loose.candidateId}`,
      );
    });
  });
});
