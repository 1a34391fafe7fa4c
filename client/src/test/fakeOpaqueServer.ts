import * as opaque from '@serenity-kit/opaque';
import { apiError, json, makeUser, type ApiRoutes } from './stubApi';

/**
 * The server half of OPAQUE sign-in with the real library, so the login page is tested against
 * real protocol messages instead of canned strings.
 */
export async function fakeOpaqueServer(userCode: string, password: string) {
  await opaque.ready;
  const serverSetup = opaque.server.createSetup();
  const { clientRegistrationState, registrationRequest } = opaque.client.startRegistration({
    password,
  });
  const { registrationResponse } = opaque.server.createRegistrationResponse({
    serverSetup,
    userIdentifier: userCode,
    registrationRequest,
  });
  const { registrationRecord } = opaque.client.finishRegistration({
    clientRegistrationState,
    registrationResponse,
    password,
  });
  const user = makeUser({ userCode });
  let serverLoginState = '';
  const proofs: string[] = [];

  const routes: ApiRoutes = {
    'GET public/request-credentials-v2/:username/:request': (_request, [username, request]) => {
      const known = username.toLowerCase() === userCode;
      const started = opaque.server.startLogin({
        serverSetup,
        userIdentifier: username.toLowerCase(),
        registrationRecord: known ? registrationRecord : null,
        startLoginRequest: request,
      });
      serverLoginState = started.serverLoginState;
      return json({
        response: started.loginResponse,
        pkS: opaque.server.getPublicKey(serverSetup),
      });
    },
    'GET public/authorize-v2/:username/:proof': (_request, [username, proof]) => {
      proofs.push(proof);
      try {
        if (username.toLowerCase() !== userCode) throw new Error('unknown user');
        opaque.server.finishLogin({ serverLoginState, finishLoginRequest: proof });
      } catch {
        return apiError(401, 'Incorrect Username/Password');
      }
      return json({
        jwt: 'signed.in.jwt',
        sessionId: 'session-42',
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        user,
      });
    },
  };
  return { routes, proofs, user };
}
