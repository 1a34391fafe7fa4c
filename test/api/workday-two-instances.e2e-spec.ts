import { randomBytes } from 'node:crypto';
import { as, createUser, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startTestApp, type TestApp } from '../support/test-app';
import { addSimulatorEndpoint } from '../support/workday-simulator';
import { TOKEN_REFUSED, sim, useWorkdayDemo } from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

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
