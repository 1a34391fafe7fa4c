import { createUser } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

export let t: TestApp;

/** The suite's shared set-up: call it first inside each file's describe. */
export function useAuthSessionsApp() {
  beforeAll(async () => {
    // Waits after failed sign-ins start at a minute here (1 s by default), so that no
    // assertion depends on how fast this machine runs.
    // Requests claim addresses (X-Forwarded-For) through the loopback "proxy".
    t = await startTestApp({
      JWT_TTL_SECONDS: '10',
      SIGN_IN_DELAY_SECONDS: '60',
      TRUST_PROXY: 'loopback',
    });
    await createUser(t, {
      userCode: 'ada',
      password: 'Correct-Horse-7',
      groups: ['premise:admin'],
    });
    await createUser(t, { userCode: 'bob', password: 'Bobs-Secret-42' });
    await createUser(t, { userCode: 'carl', password: 'Carls-Secret-42', enabled: false });
  });
  afterAll(async () => {
    await t.close();
  });
}
