import {
  sim,
  ds,
  demoEndpoint,
  readOnly,
  get,
  wd,
  candidate,
  useWorkdayDemo,
} from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

  describe('endpoints and tokens', () => {
    it('lists the endpoints without secrets and stores the secrets sealed', async () => {
      const list = (await get('staffing', 'secure/workday/endpoints').expect(200)).body;
      expect(list.map((e: { description: string }) => e.description)).toEqual([
        'Production tenant',
        'Read-only test tenant',
        'Workday simulator (demo tenant)',
      ]);
      expect(list[2]).toMatchObject({
        workdayApiUuid: demoEndpoint,
        uri: sim.url,
        tenant: 'acme_demo',
        canRead: true,
        canWrite: true,
        isProduction: false,
        isDefault: true,
      });
      // The demo endpoint is the one default; endpoints added later are not.
      expect(list.filter((e: { isDefault: boolean }) => e.isDefault)).toHaveLength(1);
      const text = JSON.stringify(list);
      expect(text).not.toContain(sim.clientSecret);
      expect(text).not.toContain(sim.refreshToken);
      const [row] = await ds.query(
        `SELECT client_secret_encrypted, refresh_token_encrypted FROM workday_endpoints WHERE workday_api_uuid = $1`,
        [demoEndpoint],
      );
      expect(row.client_secret_encrypted).toMatch(/^v1\./);
      expect(`${row.client_secret_encrypted}${row.refresh_token_encrypted}`).not.toContain(
        'simulator',
      );
      await get('premise', 'secure/workday/endpoints').expect(403);
    });

    it('fetches a token once, caches it until expiry, and force-refreshes on demand', async () => {
      const before = sim.calls.token;
      const first = (await get('recruiter', `${wd()}/bearer`).expect(200)).body;
      expect(first).toMatchObject({ workdayApiUuid: demoEndpoint, authenticated: true });
      expect(Date.parse(first.tokenExpiration)).toBeGreaterThan(Date.now() + 3000_000);
      expect(first).not.toHaveProperty('accessToken');
      await get('recruiter', `${wd()}/bearer`).expect(200);
      expect(sim.calls.token).toBe(before + 1);
      const listed = (await get('admin', 'secure/workday/endpoints').expect(200)).body;
      expect(
        listed.find((e: { workdayApiUuid: string }) => e.workdayApiUuid === demoEndpoint),
      ).toMatchObject({ authenticated: true, tokenExpiration: first.tokenExpiration });
      await get('staffing', `${wd()}/bearer/force`).expect(200);
      expect(sim.calls.token).toBe(before + 2);
    });

    it('refuses a force refresh on a read-only endpoint and names unknown endpoints', async () => {
      const refused = await get('admin', `${wd(readOnly)}/bearer/force`).expect(403);
      expect(refused.body.message).toMatch(/read-only/);
      const missing = await get('admin', `${wd('00000000-0000-4000-8000-000000000999')}/bearer`);
      expect(missing.status).toBe(404);
      await get('admin', 'secure/workday/not-a-uuid/bearer').expect(400);
    });

    it('gets a new token by itself when Workday says the cached one expired', async () => {
      await get('admin', `${wd()}/server-timestamp`).expect(200);
      const before = sim.calls.token;
      sim.expireTokens();
      const c = candidate(1);
      await get('admin', `${wd()}/candidate/Candidate_ID/${c.candidateId}`).expect(200);
      expect(sim.calls.token).toBe(before + 1);
    });
  });
});
