import * as opaque from '@serenity-kit/opaque';

/**
 * Plays both halves of OPAQUE registration in one process. Only for passwords the server
 * itself made up (demo users, tests): real users register from their browser.
 */
export async function registrationRecordFor(
  serverSetup: string,
  userCode: string,
  password: string,
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
  }).registrationRecord;
}
