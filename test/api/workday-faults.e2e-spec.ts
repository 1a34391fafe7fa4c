import {
  b64,
  TOKEN_REFUSED,
  sim,
  demo,
  ds,
  get,
  wd,
  candidate,
  useWorkdayDemo,
} from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

  describe('faults', () => {
    const c = () => candidate(2);
    const read = () => get('admin', `${wd()}/candidate/Candidate_ID/${c().candidateId}`);

    it('answers a SOAP fault as 502 with its reason', async () => {
      sim.inject({ kind: 'soapFault' });
      const res = await read().expect(502);
      expect(res.body).toMatchObject({ code: 'WORKDAY_UPSTREAM' });
      expect(res.body.message).toMatch(/^Workday: Processing error occurred/);
      await read().expect(200);
    });

    it('retries one 5xx, and answers 502 when it persists', async () => {
      sim.inject({ kind: 'http5xx', times: 1 });
      await read().expect(200);
      sim.inject({ kind: 'http5xx', times: 2, status: 503 });
      expect((await read().expect(502)).body.message).toBe(
        'Workday answered 503 Service Unavailable',
      );
      sim.inject({ kind: 'http5xx', times: 2, status: 500 });
      await get('admin', `${wd()}/workers/5/${b64('a')}`).expect(502);
    });

    it('gives up on a slow answer after the timeout', async () => {
      sim.inject({ kind: 'slow', delayMs: 1500 });
      const started = Date.now();
      expect((await read().expect(502)).body.message).toBe('Workday did not answer within 1 s');
      expect(Date.now() - started).toBeLessThan(1400);
    });

    it('names a refused refresh token', async () => {
      const wrong = await demo.t.app
        .get(
          (await import('@server/modules/workday/workday-endpoints.service'))
            .WorkdayEndpointsService,
        )
        .create({
          description: 'Revoked',
          uri: sim.url,
          tenant: sim.tenant,
          isu: 'ISU',
          clientId: sim.clientId,
          clientSecret: sim.clientSecret,
          refreshToken: 'revoked',
          canRead: true,
          canWrite: true,
          isProduction: false,
        });
      const res = await get('admin', `${wd(wrong)}/bearer`).expect(502);
      expect(res.body.message).toBe(TOKEN_REFUSED(400));
      await ds.query(`DELETE FROM workday_endpoints WHERE workday_api_uuid = $1`, [wrong]);
    });
  });
});
