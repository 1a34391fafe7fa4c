import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';
import { WorkdayEndpointsService } from '@server/modules/workday/workday-endpoints.service';
import {
  TOKEN_REFUSED,
  startStranger,
  STRANGER_WORDS,
  sim,
  demo,
  demoEndpoint,
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
});
