import { b64, sim, get, wd, candidate, useWorkdayDemo } from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

  describe('objects', () => {
    it('reads a candidate by Candidate_ID and by WID, with applications and checks', async () => {
      const c = candidate(3);
      const byId = (
        await get('recruiter', `${wd()}/candidate/Candidate_ID/${c.candidateId}`).expect(200)
      ).body;
      expect(byId).toMatchObject({
        wID: c.wID,
        candidateId: c.candidateId,
        firstName: c.firstName,
        lastName: c.lastName,
        emailAddress: c.emailAddress,
        phone: c.phone,
      });
      expect(byId.collWorkdayJobApplications).toHaveLength(c.applications.length);
      expect(byId.collWorkdayJobApplications[0]).toMatchObject({
        wID: c.applications[0].wID,
        jobApplicationId: c.applications[0].jobApplicationId,
        recruitingStageId: c.applications[0].recruitingStageId,
        assessments: [expect.objectContaining({ test: expect.any(String) })],
      });
      expect(byId.collWorkdayBackgroundChecks[0]).toMatchObject({
        backgroundCheckId: c.backgroundChecks[0].backgroundCheckId,
        jobApplicationWID: c.applications[0].wID,
      });
      const byWid = (await get('admin', `${wd()}/candidate/WID/${c.wID}`).expect(200)).body;
      expect(byWid).toEqual(byId);
    });

    it('checks candidate ids before calling Workday, and answers 404 for unknown ones', async () => {
      const soap = sim.calls.soap;
      expect(
        (await get('admin', `${wd()}/candidate/Candidate_ID/CAND-12`).expect(400)).body.message,
      ).toBe('A candidate id is CAND- followed by 6 or 7 digits');
      await get('admin', `${wd()}/candidate/Employee_ID/CAND-123456`).expect(400);
      await get('admin', `${wd()}/candidate/WID/xyz`).expect(400);
      expect(sim.calls.soap).toBe(soap);
      const unknown = await get('admin', `${wd()}/candidate/Candidate_ID/CAND-9999999`).expect(404);
      expect(unknown.body.message).toMatch(/not a valid ID value/);
    });

    it('finds candidates by e-mail, reference IDs, the server clock and pre-hires', async () => {
      const c = candidate(4);
      const byEmail = (
        await get(
          'admin',
          `${wd()}/candidates-by-email/${encodeURIComponent(c.emailAddress)}`,
        ).expect(200)
      ).body;
      expect(byEmail.map((x: { candidateId: string }) => x.candidateId)).toEqual([c.candidateId]);
      await get('admin', `${wd()}/candidates-by-email/not-an-email`).expect(400);

      const stages = (await get('admin', `${wd()}/references/Recruiting_Stage_ID`).expect(200))
        .body;
      expect(stages.map((s: { id: string }) => s.id)).toContain('ASSESSMENT');
      const one = (
        await get('admin', `${wd()}/references/Recruiting_Stage_ID/by-wid/${stages[2].wID}`).expect(
          200,
        )
      ).body;
      expect(one).toEqual(stages[2]);
      await get('admin', `${wd()}/references/Recruiting_Stage_ID/by-wid/${'0'.repeat(32)}`).expect(
        404,
      );
      await get('admin', `${wd()}/references/No_Such_Type`).expect(404);

      const clock = (await get('admin', `${wd()}/server-timestamp`).expect(200)).body;
      expect(Math.abs(Date.parse(clock.serverTimestamp) - Date.now())).toBeLessThan(60_000);
    });

    it('searches workers through the REST API with base64 text', async () => {
      const worker = sim.data.workers[0];
      const found = (await get('admin', `${wd()}/workers/10/${b64(worker.descriptor)}`).expect(200))
        .body;
      expect(found.every((w: { descriptor: string }) => w.descriptor === worker.descriptor)).toBe(
        true,
      );
      expect(found).toContainEqual(
        expect.objectContaining({
          id: worker.id,
          descriptor: worker.descriptor,
          workerId: worker.workerId,
        }),
      );
      expect(
        (await get('admin', `${wd()}/workers/10/${b64('nobody at all')}`).expect(200)).body,
      ).toEqual([]);
      expect((await get('admin', `${wd()}/workers/10/%25%25%25`).expect(400)).body.message).toMatch(
        /base64/,
      );
      await get('admin', `${wd()}/workers/0/${b64('x')}`).expect(400);
    });
  });
});
