import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { as, createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import { startTestApp, type TestApp } from '../support/test-app';
import { WorkdayEndpointsService } from '@server/modules/workday/workday-endpoints.service';
import {
  addSimulatorEndpoint,
  startWorkdaySimulator,
  type WorkdaySimulator,
} from '../support/workday-simulator';

const b64 = (text: string) => Buffer.from(text).toString('base64');
/** A refused token request: its status only, Workday's words go to the server log. */
const TOKEN_REFUSED = (status: number) =>
  `Workday refused the token request (HTTP ${status}); its answer is in the server log under this error's correlation id`;

/**
 * A stranger's web server standing in for a misdirected HR endpoint: records what reaches it
 * (an Authorization header carries the client secret, a token request's body the refresh
 * token) and answers every request with `answer`.
 */
async function startStranger(
  host: string,
  answer: (url: string) => { status: number; headers?: Record<string, string>; body: string },
) {
  const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const a = answer(req.url ?? '');
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers }).end(a.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a stranger writes into its answers; it must never reach the portal's caller. */
const STRANGER_WORDS = 'Session expired: sign in again at https://stranger.example/login';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  let sim: WorkdaySimulator;
  let demo: DemoApp;
  let ds: DataSource;
  let demoEndpoint: string;
  let production: string;
  let readOnly: string;
  const sessions: Record<string, SignedIn> = {};

  beforeAll(async () => {
    sim = await startWorkdaySimulator();
    demo = await startDemoApp({ WORKDAY_SIMULATOR_URL: sim.url, WORKDAY_TIMEOUT_MS: '1000' });
    ds = demo.ds;
    for (const [userCode, password] of Object.entries(demo.passwords))
      sessions[userCode] = await signInOrFail(demo.t, userCode, password);
    [{ workday_api_uuid: demoEndpoint }] = await ds.query(
      `SELECT workday_api_uuid FROM workday_endpoints`,
    );
    production = await addSimulatorEndpoint(demo.t, sim, {
      description: 'Production tenant',
      canRead: true,
      canWrite: true,
      isProduction: true,
    });
    readOnly = await addSimulatorEndpoint(demo.t, sim, {
      description: 'Read-only test tenant',
      canRead: true,
      canWrite: false,
      isProduction: false,
    });
  });

  afterAll(async () => {
    await demo?.t.close();
    await sim?.close();
  });

  afterEach(() => sim.clearFaults());

  const http = () => demo.t.http();
  const get = (who: string, path: string) => as(sessions[who], http().get(`/api/v1/${path}`));
  const patch = (who: string, path: string) => as(sessions[who], http().patch(`/api/v1/${path}`));
  const post = (who: string, path: string) => as(sessions[who], http().post(`/api/v1/${path}`));
  const del = (who: string, path: string) => as(sessions[who], http().delete(`/api/v1/${path}`));
  const wd = (endpoint = demoEndpoint) => `secure/workday/${endpoint}`;
  const candidate = (n: number) => sim.data.candidates[n];

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

  describe('roster sync', () => {
    // Today at the demo's Reykjavik site, whose zone is UTC.
    const today = new Date().toISOString().slice(0, 10);
    const syncs = async () =>
      Number(
        (await ds.query(`SELECT count(*) AS n FROM audit_entries WHERE action = 'hr-sync'`))[0].n,
      );

    /** A person on today's roster whose candidate id the simulator knows, made stale. */
    async function staleRosterPerson() {
      const [y, m, d] = today.split('-').map(Number);
      const roster = (await get('admin', `secure/rosters/${y}/${m}/${d}`).expect(200)).body;
      const onRoster: string[] = roster.locations.flatMap(
        (l: { rooms: { slots: { entries: { aPerson: { personUuid: string } }[] }[] }[] }) =>
          l.rooms.flatMap((r) =>
            r.slots.flatMap((s) => s.entries.map((e) => e.aPerson.personUuid)),
          ),
      );
      const known = sim.data.candidates.map((x) => x.candidateId);
      const [row] = await ds.query(
        `SELECT person_uuid, id FROM person_ids WHERE person_uuid = ANY($1) AND id = ANY($2)
          ORDER BY id LIMIT 1`,
        [onRoster, known],
      );
      if (!row) throw new Error("Nobody on today's demo roster has a simulated candidate id");
      await ds.query(
        `UPDATE persons SET first_name = 'Stale', last_name = 'Name' WHERE person_uuid = $1`,
        [row.person_uuid],
      );
      await ds.query(
        `UPDATE person_metas SET string_value = 'stale@example.com' WHERE person_uuid = $1 AND metadata_field = 'Email'`,
        [row.person_uuid],
      );
      return {
        person: row.person_uuid as string,
        candidate: sim.data.candidates.find((x) => x.candidateId === row.id)!,
      };
    }

    const userUuid = async (userCode: string): Promise<string> =>
      (await ds.query(`SELECT user_uuid FROM users WHERE user_code = $1`, [userCode]))[0].user_uuid;

    /** Schedules a rosterSync trigger as the admin, makes it due, and waits for its run. */
    async function fireRosterSync(actAs?: string) {
      const trigger = (await get('admin', 'quartz/schedule/rosterSync/3600').expect(200)).body
        .triggerUuid as string;
      if (actAs)
        await ds.query(
          `UPDATE scheduler_triggers SET created_by_user_uuid = $2 WHERE trigger_uuid = $1`,
          [trigger, await userUuid(actAs)],
        );
      await ds.query(
        `UPDATE scheduler_triggers SET next_fire_at = now() - interval '1 second' WHERE trigger_uuid = $1`,
        [trigger],
      );
      let run: { status: string; status_message: string; created_by_user_uuid: string } | undefined;
      await vi.waitFor(
        async () => {
          [run] = await ds.query(
            `SELECT status::text, status_message, created_by_user_uuid FROM job_runs
              WHERE data->>'triggerUuid' = $1`,
            [trigger],
          );
          expect(['COMPLETED', 'FAILED']).toContain(run?.status);
        },
        { timeout: 15000, interval: 200 },
      );
      await get('admin', `quartz/delete?trigger=${trigger}`).expect(200);
      return { trigger, run: run! };
    }

    it("the scheduler's rosterSync runs today's sync as the trigger's creator, and audits it", async () => {
      const { person, candidate } = await staleRosterPerson();
      const { trigger, run } = await fireRosterSync();
      const admin = await userUuid('admin');
      expect(run.status).toBe('COMPLETED');
      expect(run.created_by_user_uuid).toBe(admin);
      // Near midnight UTC the sites' zones hold two days, each synced; the message is the last's.
      expect(run.status_message).toMatch(
        /^\d{4}-\d{2}-\d{2}: \d+ people on the roster, \d+ candidate\(s\) found in Workday, \d+ (people|person) changed; unknown candidate ids: /,
      );
      expect(run.status_message).not.toContain(' 0 people changed');

      const shown = (await get('admin', `secure/persons/${person}`).expect(200)).body;
      expect(shown).toMatchObject({ firstName: candidate.firstName, lastName: candidate.lastName });
      const metas = Object.fromEntries(
        shown.collPersonMetas.map((m: { metadataField: string; stringValue: string }) => [
          m.metadataField,
          m.stringValue,
        ]),
      );
      expect(metas).toMatchObject({ Email: candidate.emailAddress, _Phone_: candidate.phone });

      const [personAudit] = await ds.query(
        `SELECT actor_user_uuid FROM audit_entries
          WHERE entity_type = 'person' AND entity_id = $1 AND action = 'hr-sync' ORDER BY at DESC LIMIT 1`,
        [person],
      );
      expect(personAudit.actor_user_uuid).toBe(admin);
      const audits: { actor_user_uuid: string; after: { date: string; changed: string[] } }[] =
        await ds.query(
          `SELECT actor_user_uuid, after FROM audit_entries
          WHERE entity_type = 'scheduler' AND entity_id = $1 AND action = 'roster-sync'`,
          [trigger],
        );
      const days = audits.map((a) => a.after.date);
      expect(days).toContain(run.status_message.slice(0, 10));
      // The demo's Reykjavik site keeps UTC, whose day (this process's) is always among them.
      const runAudit = audits.find((a) => a.after.date === today)!;
      expect(runAudit).toBeDefined();
      expect(runAudit.actor_user_uuid).toBe(admin);
      expect(runAudit.after).toMatchObject({ date: today, workdayApiUuid: demoEndpoint });
      expect(runAudit.after.changed).toContain(person);
    });

    it('fails a rosterSync run whose creator lacks hr:write, naming why, and writes nothing', async () => {
      const { person } = await staleRosterPerson();
      const [{ since }] = await ds.query(`SELECT clock_timestamp() AS since`);
      const soap = sim.calls.soap;
      const { trigger, run } = await fireRosterSync('recruiter');
      expect(run.status).toBe('FAILED');
      expect(run.status_message).toBe(
        "Failed: The trigger's creator recruiter may not change records in the HR system (hr:write): nothing synchronised",
      );
      expect(sim.calls.soap).toBe(soap);
      const [row] = await ds.query(`SELECT first_name FROM persons WHERE person_uuid = $1`, [
        person,
      ]);
      expect(row.first_name).toBe('Stale');
      // Only the trigger's own schedule and delete were audited.
      const audited = await ds.query(
        `SELECT entity_type, entity_id, action FROM audit_entries WHERE at >= $1`,
        [since],
      );
      expect(
        audited
          .map((r: { entity_type: string; entity_id: string; action: string }) =>
            [r.entity_type, r.entity_id === trigger ? 'trigger' : r.entity_id, r.action].join(' '),
          )
          .sort(),
      ).toEqual(['scheduler trigger delete', 'scheduler trigger schedule']);
    });

    it("takes the candidates of a day's roster into its people, all read before any write", async () => {
      await staleRosterPerson();
      const before = await syncs();
      sim.inject({ kind: 'soapFault' });
      await patch('admin', `secure/workday/rosters/${today}/sync`).expect(502);
      expect(await syncs()).toBe(before);

      const res = (await patch('admin', `secure/workday/rosters/${today}/sync`).expect(200)).body;
      expect(res).toMatchObject({ date: today, workdayApiUuid: demoEndpoint });
      expect(res.people).toBeGreaterThan(0);
      expect(res.candidates).toBeGreaterThan(0);
      expect(res.synced.length).toBeGreaterThan(0);
      expect(await syncs()).toBe(before + res.synced.length);
      const one = res.synced[0];
      const c = sim.data.candidates.find((x) => x.candidateId === one.candidateId)!;
      const shown = (await get('admin', `secure/persons/${one.personUuid}`).expect(200)).body;
      expect(shown).toMatchObject({ firstName: c.firstName, lastName: c.lastName });

      const again = (await patch('admin', `secure/workday/rosters/${today}/sync`).expect(200)).body;
      expect(again.synced).toEqual([]);
    });

    it('refuses bad dates and callers without HR write or roster rights', async () => {
      expect(
        (await patch('admin', 'secure/workday/rosters/2026-1-2/sync').expect(400)).body.message,
      ).toBe('The roster date is yyyy-mm-dd');
      await patch('admin', 'secure/workday/rosters/2026-02-30/sync').expect(400);
      await patch('recruiter', `secure/workday/rosters/${today}/sync`).expect(403);
      await patch('staffing', `secure/workday/rosters/${today}/sync`).expect(403);
    });
  });

  describe('endpoint administration', () => {
    const ENDPOINTS = 'secure/workday/endpoints';
    const body = () => ({
      description: 'Added by the admin',
      uri: sim.url,
      tenant: sim.tenant,
      isu: 'ISU_Added',
      clientId: sim.clientId,
      clientSecret: sim.clientSecret,
      refreshToken: 'not-yet-the-right-token',
      canRead: true,
      canWrite: true,
      isProduction: false,
    });
    const listed = async (id: string) =>
      (await get('admin', ENDPOINTS).expect(200)).body.find(
        (e: { workdayApiUuid: string }) => e.workdayApiUuid === id,
      );
    const audits = (id: string) =>
      ds.query(
        `SELECT action, actor_user_uuid, before, after FROM audit_entries
          WHERE entity_type = 'workday-endpoint' AND entity_id = $1 ORDER BY at`,
        [id],
      );

    it('adds, edits, uses the new secrets, and removes an endpoint, never answering secrets', async () => {
      const created = (await post('admin', ENDPOINTS).send(body()).expect(201)).body;
      const id = created.workdayApiUuid as string;
      expect(created).toEqual({
        workdayApiUuid: expect.any(String),
        description: 'Added by the admin',
        uri: sim.url,
        tenant: sim.tenant,
        isu: 'ISU_Added',
        clientId: sim.clientId,
        apiVersion: 'v44.0',
        canRead: true,
        canWrite: true,
        isProduction: false,
        isDefault: false,
        authenticated: false,
        tokenExpiration: null,
      });
      expect(await listed(id)).toEqual(created);
      const everything = JSON.stringify([
        (await get('admin', ENDPOINTS).expect(200)).body,
        await audits(id),
        await ds.query(`SELECT * FROM workday_endpoints WHERE workday_api_uuid = $1`, [id]),
      ]);
      expect(everything).not.toContain(sim.clientSecret);
      expect(everything).not.toContain('not-yet-the-right-token');
      await post('dev', ENDPOINTS).send(body()).expect(409);

      // The wrong refresh token it was given is the one Workday is asked with.
      expect((await get('admin', `${wd(id)}/bearer`).expect(502)).body.message).toBe(
        TOKEN_REFUSED(400),
      );
      await patch('dev', `${ENDPOINTS}/${id}`).send({ refreshToken: sim.refreshToken }).expect(200);
      await get('admin', `${wd(id)}/bearer`).expect(200);
      expect((await listed(id)).authenticated).toBe(true);

      // Flags: read-only refuses a forced refresh; a new secret drops the cached token.
      const readOnly = (
        await patch('admin', `${ENDPOINTS}/${id}`)
          .send({ canWrite: false, description: 'Edited by the admin' })
          .expect(200)
      ).body;
      expect(readOnly).toMatchObject({
        canWrite: false,
        description: 'Edited by the admin',
        authenticated: true,
      });
      expect((await get('admin', `${wd(id)}/bearer/force`).expect(403)).body.message).toMatch(
        /read-only/,
      );
      const rotated = (
        await patch('admin', `${ENDPOINTS}/${id}`)
          .send({ canWrite: true, clientSecret: 'a-wrong-secret' })
          .expect(200)
      ).body;
      expect(rotated).toMatchObject({ canWrite: true, authenticated: false });
      expect((await get('admin', `${wd(id)}/bearer/force`).expect(502)).body.message).toBe(
        TOKEN_REFUSED(401),
      );
      await patch('admin', `${ENDPOINTS}/${id}`)
        .send({ clientSecret: sim.clientSecret })
        .expect(200);
      await get('admin', `${wd(id)}/bearer/force`).expect(200);

      const trail = await audits(id);
      expect(trail.map((a: { action: string }) => a.action)).toEqual([
        'create',
        'update',
        'update',
        'update',
        'update',
      ]);
      expect(trail[2]).toMatchObject({
        before: { canWrite: true, description: 'Added by the admin' },
        after: { canWrite: false, description: 'Edited by the admin' },
      });
      expect(trail[3].after).toEqual({ canWrite: true, secretsChanged: ['clientSecret'] });
      expect(JSON.stringify(trail)).not.toContain('a-wrong-secret');

      const removed = (await del('admin', `${ENDPOINTS}/${id}`).expect(200)).body;
      expect(removed).toMatchObject({ workdayApiUuid: id, description: 'Edited by the admin' });
      expect(await listed(id)).toBeUndefined();
      await get('admin', `${wd(id)}/bearer`).expect(404);
      await del('admin', `${ENDPOINTS}/${id}`).expect(404);
      await patch('admin', `${ENDPOINTS}/${id}`).send({ canRead: false }).expect(404);
      expect((await audits(id)).at(-1)).toMatchObject({ action: 'delete', after: null });
    });

    it('refuses callers other than admins and developers', async () => {
      for (const who of ['staffing', 'recruiter', 'premise']) {
        await post(who, ENDPOINTS).send(body()).expect(403);
        await patch(who, `${ENDPOINTS}/${demoEndpoint}`).send({ canRead: true }).expect(403);
        await del(who, `${ENDPOINTS}/${demoEndpoint}`).expect(403);
      }
      expect(await listed(demoEndpoint)).toMatchObject({ canRead: true });
    });

    it('answers bad input with a 400 naming the field, and writes nothing', async () => {
      const before = (await get('admin', ENDPOINTS).expect(200)).body.length;
      const refused = async (send: object, field: RegExp) => {
        const res = await post('admin', ENDPOINTS).send(send).expect(400);
        expect(res.body.message).toMatch(field);
      };
      await refused(
        { ...body(), uri: 'ftp://files.example.com' },
        /^uri must be an http or https URL$/,
      );
      await refused({ ...body(), uri: 'not a url' }, /uri/);
      await refused({ ...body(), tenant: 'a/b' }, /^tenant is letters/);
      await refused({ ...body(), canRead: 'yes' }, /^canRead must be true or false$/);
      await refused({ ...body(), apiVersion: '44' }, /^apiVersion is like v44.0$/);
      await refused({ ...body(), description: '   ' }, /^description is required$/);
      await refused({ ...body(), description: 'x'.repeat(201) }, /description is at most 200/);
      await refused({ ...body(), clientSecret: undefined }, /clientSecret is required/);
      await refused({ ...body(), refreshToken: undefined }, /refreshToken is required/);
      await refused({ ...body(), colour: 'red' }, /colour/);
      const url = `${ENDPOINTS}/${demoEndpoint}`;
      expect((await patch('admin', url).send({}).expect(400)).body.message).toBe(
        'Name at least one field to change',
      );
      expect(
        (await patch('admin', url).send({ description: null }).expect(400)).body.message,
      ).toMatch(/^description cannot be null/);
      await patch('admin', url).send({ uri: 'javascript:alert(1)' }).expect(400);
      await patch('admin', url).send({ clientSecret: '' }).expect(400);
      await patch('admin', `${ENDPOINTS}/not-a-uuid`).send({ canRead: true }).expect(400);
      await del('admin', `${ENDPOINTS}/not-a-uuid`).expect(400);
      expect((await get('admin', ENDPOINTS).expect(200)).body.length).toBe(before);
      expect(await listed(demoEndpoint)).toMatchObject({
        description: 'Workday simulator (demo tenant)',
        uri: sim.url,
      });
    });
  });

  describe('secrets stay with their address', () => {
    const ENDPOINTS = 'secure/workday/endpoints';
    const added = async (uri: string) =>
      (
        await post('admin', ENDPOINTS)
          .send({
            description: `Moved ${randomBytes(4).toString('hex')}`,
            uri,
            tenant: sim.tenant,
            isu: 'ISU_Moved',
            clientId: sim.clientId,
            clientSecret: sim.clientSecret,
            refreshToken: sim.refreshToken,
            canRead: true,
            canWrite: true,
            isProduction: false,
          })
          .expect(201)
      ).body.workdayApiUuid as string;
    const basicUser = (headers: IncomingHttpHeaders) =>
      Buffer.from((headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    const refused = {
      status: 400,
      body: JSON.stringify({ error: 'invalid_grant', error_description: STRANGER_WORDS }),
    };

    it('asks for the client secret and refresh token again when the uri, tenant or client id changes', async () => {
      const stranger = await startStranger('127.0.0.1', () => refused);
      const id = await added(sim.url);
      try {
        const url = `${ENDPOINTS}/${id}`;
        const both = await patch('admin', url).send({ uri: stranger.url }).expect(400);
        expect(both.body.message).toBe(
          'clientSecret and refreshToken are required when uri changes: the stored secrets are not sent to a new address',
        );
        expect(
          (
            await patch('admin', url)
              .send({ tenant: 'other_tenant', clientSecret: 'x' })
              .expect(400)
          ).body.message,
        ).toMatch(/^refreshToken is required when tenant changes/);
        expect(
          (await patch('admin', url).send({ clientId: 'other', refreshToken: 'x' }).expect(400))
            .body.message,
        ).toMatch(/^clientSecret is required when clientId changes/);
        // The same values are no change, and other fields need no secrets.
        await patch('admin', url)
          .send({ uri: sim.url, tenant: sim.tenant, isu: 'ISU_Kept' })
          .expect(200);
        // Nothing moved: the stored secrets still go to the simulator only.
        await get('admin', `${wd(id)}/bearer/force`).expect(200);
        expect(stranger.received).toEqual([]);

        // With both typed again the endpoint moves, and only the new secrets travel.
        await patch('admin', url)
          .send({
            uri: stranger.url,
            clientSecret: 'typed-again',
            refreshToken: 'token-typed-again',
          })
          .expect(200);
        await get('admin', `${wd(id)}/bearer/force`).expect(502);
        expect(stranger.received).toHaveLength(1);
        expect(basicUser(stranger.received[0].headers)).toBe(`${sim.clientId}:typed-again`);
        expect(stranger.received[0].body).toContain('token-typed-again');
        expect(JSON.stringify(stranger.received)).not.toContain(sim.clientSecret);
        expect(JSON.stringify(stranger.received)).not.toContain(sim.refreshToken);
      } finally {
        await del('admin', `${ENDPOINTS}/${id}`).expect(200);
        await stranger.close();
      }
    });

    it("answers a refused token request with its status only, not the answer's words", async () => {
      const stranger = await startStranger('127.0.0.1', () => refused);
      const id = await added(stranger.url);
      // Watches the real log lines (the test app's logger is silent otherwise).
      const warnings = vi.spyOn(Logger.prototype, 'warn');
      try {
        const res = await get('admin', `${wd(id)}/bearer/force`).expect(502);
        expect(res.body).toMatchObject({ code: 'WORKDAY_UPSTREAM', message: TOKEN_REFUSED(400) });
        expect(JSON.stringify(res.body)).not.toContain('stranger.example');
        expect(JSON.stringify(res.body)).not.toContain('invalid_grant');
        // The answer is in the server log, under the correlation id the caller was given.
        const logged = warnings.mock.calls.map((call) => String(call[0]));
        expect(logged).toContainEqual(expect.stringContaining(`[${res.body.correlationId}]`));
        expect(logged.find((line) => line.includes(`[${res.body.correlationId}]`))).toContain(
          STRANGER_WORDS,
        );
      } finally {
        warnings.mockRestore();
        await del('admin', `${ENDPOINTS}/${id}`).expect(200);
        await stranger.close();
      }
    });

    it('calls only allowed hosts, over https but for loopback, and follows no redirect', async () => {
      // 127.0.0.2 is loopback too, but not on the default WORKDAY_ALLOWED_HOSTS.
      const outsider = await startStranger('127.0.0.2', () => refused);
      const redirecting = await startStranger('127.0.0.1', (url) => ({
        status: 307,
        headers: { location: `${outsider.url}${url}` },
        body: '',
      }));
      const ids: string[] = [];
      try {
        const body = (uri: string) => ({
          description: 'Not allowed',
          uri,
          tenant: sim.tenant,
          isu: 'ISU',
          clientId: sim.clientId,
          clientSecret: 'secret',
          refreshToken: 'token',
          canRead: true,
          canWrite: true,
          isProduction: false,
        });
        const notAllowed = await post('admin', ENDPOINTS).send(body(outsider.url)).expect(400);
        expect(notAllowed.body.message).toMatch(
          /^uri's host 127\.0\.0\.2 is not on WORKDAY_ALLOWED_HOSTS \(\*\.workday\.com, \*\.myworkday\.com, localhost, 127\.0\.0\.1, ::1\)$/,
        );
        await post('admin', ENDPOINTS).send(body('https://hr.stranger.example')).expect(400);
        expect(
          (
            await post('admin', ENDPOINTS)
              .send(body('http://wd2-impl-services1.workday.com'))
              .expect(400)
          ).body.message,
        ).toBe('uri must be an https URL (plain http only for a loopback simulator)');
        await post('admin', ENDPOINTS)
          .send({ ...body('https://wd2-impl-services1.workday.com'), description: 'Allowed' })
          .expect(201)
          .then((res) => ids.push(res.body.workdayApiUuid));
        const edit = await patch('admin', `${ENDPOINTS}/${demoEndpoint}`)
          .send({ uri: outsider.url, clientSecret: 'secret', refreshToken: 'token' })
          .expect(400);
        expect(edit.body.message).toMatch(/^uri's host 127\.0\.0\.2 is not on/);

        // Stored before the setting narrowed (here: written past the API): refused at call time.
        const stored = await demo.t.app.get(WorkdayEndpointsService).create({
          ...body(outsider.url),
          description: 'Stored earlier',
        });
        ids.push(stored);
        const call = await get('admin', `${wd(stored)}/bearer/force`).expect(403);
        expect(call.body).toMatchObject({ code: 'WORKDAY_HOST_NOT_ALLOWED' });
        expect(call.body.message).toMatch(
          /^Nothing was sent to this HR endpoint: its uri's host 127\.0\.0\.2/,
        );

        // An allowed host redirecting elsewhere: the redirect is not followed.
        ids.push(await added(redirecting.url));
        const redirected = await get('admin', `${wd(ids.at(-1))}/bearer/force`).expect(502);
        expect(redirected.body.message).toBe(
          'Workday answered 307, a redirect, which is not followed',
        );
        expect(redirecting.received).toHaveLength(1);
        expect(outsider.received).toEqual([]);
      } finally {
        for (const id of ids) await del('admin', `${ENDPOINTS}/${id}`).expect(200);
        await outsider.close();
        await redirecting.close();
      }
    });
  });

  describe('two instances', () => {
    let a: TestApp;
    let b: TestApp;
    let rita: SignedIn;
    let endpoint: string;

    beforeAll(async () => {
      // One key: both instances open the secrets the other sealed.
      const env = { WORKDAY_SECRET_KEY: randomBytes(32).toString('base64url') };
      a = await startTestApp(env);
      b = await startTestApp(env, { database: a.database });
      await createUser(a, {
        userCode: 'rita',
        password: 'Rita-Secret-1',
        groups: ['premise:admin'],
      });
      rita = await signInOrFail(a, 'rita', 'Rita-Secret-1');
      endpoint = await addSimulatorEndpoint(a, sim, {
        description: 'Shared tenant',
        canRead: true,
        canWrite: true,
        isProduction: false,
      });
    });

    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it("stops every instance's cached token when one instance changes the endpoint's secrets", async () => {
      const on = (t: TestApp, path: string) => as(rita, t.http().get(`/api/v1/${path}`));
      const bearer = `secure/workday/${endpoint}/bearer`;
      const first = (await on(b, bearer).expect(200)).body;
      expect((await on(b, bearer).expect(200)).body).toEqual(first);

      await as(rita, a.http().patch(`/api/v1/secure/workday/endpoints/${endpoint}`))
        .send({ refreshToken: 'revoked' })
        .expect(200);
      // B held a token granted for the old refresh token: it asks again, with the new one.
      expect((await on(b, bearer).expect(502)).body.message).toBe(TOKEN_REFUSED(400));
      const listed = (await on(b, 'secure/workday/endpoints').expect(200)).body;
      expect(
        listed.find((e: { workdayApiUuid: string }) => e.workdayApiUuid === endpoint),
      ).toMatchObject({
        authenticated: false,
      });

      await as(rita, a.http().patch(`/api/v1/secure/workday/endpoints/${endpoint}`))
        .send({ refreshToken: sim.refreshToken })
        .expect(200);
      await on(b, bearer).expect(200);
    });
  });
});
