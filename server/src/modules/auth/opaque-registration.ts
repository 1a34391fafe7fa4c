import * as opaque from '@serenity-kit/opaque';

/**
 * Plays both halves of OPAQUE registration in one process. Only for passwords the server
 * itself made up (demo users, tests, benchmark users): real users register from their browser.
 * `keyStretching` is the client's (the browser's default when not given); signing in must use
 * the same.
 */
export async function registrationRecordFor(
  serverSetup: string,
  userCode: string,
  password: string,
  keyStretching?: Parameters<typeof opaque.client.finishRegistration>[0]['keyStretching'],
): Promise<string> {
  await opaque.ready;
  const { clientRegistrationState, registrationRequest } = opaque.client.startRegistration({
    password,
  });
  const { registrationResponse } = opaque.server.createRegistrationResponse({
    serverSetup,
    userIdentifier: userCode,
    registrationRequest,
  });
  return opaque.client.finishRegistration({
    clientRegistrationState,
    registrationResponse,
    password,
    keyStretching,
  }).registrationRecord;
}
