import {
  b64,
  sim,
  production,
  readOnly,
  get,
  patch,
  wd,
  candidate,
  useWorkdayDemo,
} from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

  describe('background checks', () => {
    const check = () => candidate(6).backgroundChecks[0];

    it('sets each field on a test endpoint with write access, as Workday stores it', async () => {
      const id = check().backgroundCheckId;
      const res = await patch(
        'staffing',
        `${wd()}/backgroundCheck/${id}/overallStatus/Complete`,
      ).expect(200);
      expect(res.body).toMatchObject({ success: true });
      await patch('staffing', `${wd()}/backgroundCheck/${id}/packageStatus/Received`).expect(200);
      await patch(
        'staffing',
        `${wd()}/backgroundCheck/${id}/packageComment/${encodeURIComponent('Clear, no records')}`,
      ).expect(200);
      await patch('staffing', `${wd()}/backgroundCheck/${id}/statusDate/2026-02-03`).expect(200);
      await patch(
        'staffing',
        `${wd()}/backgroundCheck/${id}/resultsURL/${encodeURIComponent(b64('https://checks.example/r/1?a=b'))}`,
      ).expect(200);
      expect(check()).toMatchObject({
        overallStatus: 'Complete',
        packageStatus: 'Received',
        packageComment: 'Clear, no records',
        statusDate: '2026-02-03',
        resultsUrl: 'https://checks.example/r/1?a=b',
      });
      const both = b64(JSON.stringify({ overallStatus: 'Cancelled', packageComment: 'Withdrawn' }));
      await patch('staffing', `${wd()}/backgroundCheck/${id}/${both}`).expect(200);
      expect(check()).toMatchObject({ overallStatus: 'Cancelled', packageComment: 'Withdrawn' });
      const viewed = (
        await get('staffing', `${wd()}/candidate/Candidate_ID/${candidate(6).candidateId}`).expect(
          200,
        )
      ).body;
      expect(viewed.collWorkdayBackgroundChecks[0]).toMatchObject({ overallStatus: 'Cancelled' });
    });

    it('refuses writes on production and read-only endpoints and to non-staffing roles', async () => {
      const id = check().backgroundCheckId;
      const soap = sim.calls.soap;
      const prod = await patch(
        'admin',
        `${wd(production)}/backgroundCheck/${id}/overallStatus/Complete`,
      ).expect(403);
      expect(prod.body.message).toMatch(/production/);
      const ro = await patch(
        'admin',
        `${wd(readOnly)}/backgroundCheck/${id}/overallStatus/Complete`,
      ).expect(403);
      expect(ro.body.message).toMatch(/write access/);
      await patch('recruiter', `${wd()}/backgroundCheck/${id}/overallStatus/Complete`).expect(403);
      await patch('premise', `${wd()}/backgroundCheck/${id}/overallStatus/Complete`).expect(403);
      expect(sim.calls.soap).toBe(soap);
    });

    it('refuses bad values before anything is sent', async () => {
      const id = check().backgroundCheckId;
      const before = { ...check() };
      const soap = sim.calls.soap;
      expect(
        (await patch('admin', `${wd()}/backgroundCheck/${id}/statusDate/03-02-2026`).expect(400))
          .body.message,
      ).toMatch(/yyyy-mm-dd/);
      await patch('admin', `${wd()}/backgroundCheck/${id}/resultsURL/${b64('ftp://x')}`).expect(
        400,
      );
      await patch('admin', `${wd()}/backgroundCheck/${id}/resultsURL/%25%25`).expect(400);
      await patch('admin', `${wd()}/backgroundCheck/${id}/colour/red`).expect(400);
      await patch('admin', `${wd()}/backgroundCheck/${id}/${b64('[1]')}`).expect(400);
      await patch(
        'admin',
        `${wd()}/backgroundCheck/${id}/${b64(JSON.stringify({ overallStatus: 'Complete', statusDate: 'soon' }))}`,
      ).expect(400);
      expect(sim.calls.soap).toBe(soap);
      expect(check()).toEqual(before);
      await patch('admin', `${wd()}/backgroundCheck/BGC-NOPE/overallStatus/Complete`).expect(404);
    });

    it('answers success false with the reason when Workday refuses a value, changing nothing', async () => {
      const id = check().backgroundCheckId;
      const before = { ...check() };
      const refused = await patch(
        'staffing',
        `${wd()}/backgroundCheck/${id}/${b64(JSON.stringify({ overallStatus: 'Lost', packageComment: 'x' }))}`,
      ).expect(200);
      expect(refused.body).toEqual({
        success: false,
        message: expect.stringMatching(
          /^Workday: Validation error occurred. 'Lost' is not a Background Check Status/,
        ),
      });
      expect(check()).toEqual(before);
      // A Workday that does not answer is still an error, not a refusal.
      sim.inject({ kind: 'http5xx', times: 2 });
      await patch('staffing', `${wd()}/backgroundCheck/${id}/packageStatus/Received`).expect(502);
      expect(check()).toEqual(before);
    });
  });
});
