import * as opaque from '@serenity-kit/opaque';
import { DataSource } from 'typeorm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { AuthErrorCode } from './auth.exceptions';
import type { LoginAttempt } from './entities/login-attempt.entity';
import { OpaqueLoginService } from './opaque-login.service';
import { registrationRecordFor } from './opaque-registration';
import { SecretsService } from './secrets.service';
import { SignInThrottleService } from './sign-in-throttle.service';

/**
 * The two OPAQUE sign-in steps with the real OPAQUE library on both sides (the browser's part
 * played here): who gets a usable answer, what counts as a failed sign-in, and that a login
 * state is used once and for two minutes. The throttle's own rules are its spec's.
 */

const ADDRESS = '10.0.0.1';
const INCORRECT = new RegExp(`^${AuthErrorCode.IncorrectCredentials}: `);
let serverSetup: string;
/** The registered records (OPAQUE's key stretching makes each take a while: made once). */
let records: { ann: string; cy: string };

beforeAll(async () => {
  await opaque.ready;
  serverSetup = opaque.server.createSetup();
  records = {
    ann: await registrationRecordFor(serverSetup, 'ann', 'correct horse'),
    cy: await registrationRecordFor(serverSetup, 'cy', 'pw'),
  };
});

class World {
  accounts: UserAccount[] = [];
  attempts = new Map<string, LoginAttempt>();
  outcomes: string[] = [];

  service(): Promise<OpaqueLoginService> {
    const key = (w: { userCode: string; address: string }) => `${w.userCode}/${w.address}`;
    const attempts = {
      upsert: async (row: LoginAttempt) => void this.attempts.set(key(row), row),
      findOneBy: async (where: LoginAttempt) => this.attempts.get(key(where)) ?? null,
      delete: async (where: LoginAttempt) => void this.attempts.delete(key(where)),
    };
    const find = (by: (a: UserAccount) => boolean) => this.accounts.find(by) ?? null;
    return serviceOver(
      OpaqueLoginService,
      fake(DataSource, { getRepository: () => attempts }),
      fake(UserAccountsService, {
        findByCode: async (code: string) => find((a) => a.userCode === code),
        findByUuid: async (uuid: string) => find((a) => a.userUuid === uuid),
      }),
      fake(SecretsService, { opaqueServerSetup: serverSetup }),
      fake(SignInThrottleService, {
        check: async () => undefined,
        recordFailure: async (code: string, _a: string, user: UserAccount | null) =>
          void this.outcomes.push(`failure ${code} ${user ? 'known' : 'unknown'}`),
        recordSuccess: async (user: UserAccount) =>
          void this.outcomes.push(`success ${user.userCode}`),
      }),
    );
  }
}

let world: World;
let service: OpaqueLoginService;

beforeEach(async () => {
  world = new World();
  world.accounts.push(
    {
      userUuid: 'uuid-ann',
      userCode: 'ann',
      enabled: true,
      registrationRecord: records.ann,
    } as UserAccount,
    {
      userUuid: 'uuid-cy',
      userCode: 'cy',
      enabled: false,
      registrationRecord: records.cy,
    } as UserAccount,
  );
  service = await world.service();
});

afterEach(() => vi.useRealTimers());

/** The browser's two steps with `password`; answers the proof it could make (or a guess). */
async function signIn(userCode: string, password: string) {
  const { clientLoginState, startLoginRequest } = opaque.client.startLogin({ password });
  const { response } = await service.start(userCode, startLoginRequest, ADDRESS);
  const finished = opaque.client.finishLogin({
    clientLoginState,
    loginResponse: response,
    password,
  });
  return finished?.finishLoginRequest ?? 'no-proof-possible';
}

describe('OPAQUE sign-in', () => {
  it('lets the right password in, whatever the case of the name, once per login state', async () => {
    const proof = await signIn(' ANN ', 'correct horse');
    expect(await service.finish('Ann', proof, ADDRESS)).toMatchObject({ userUuid: 'uuid-ann' });
    expect(world.outcomes).toEqual(['success ann']);
    expect(await refusalOf(service.finish('ann', proof, ADDRESS))).toMatch(INCORRECT);
  });

  it('counts a wrong password against the name from the address', async () => {
    const proof = await signIn('ann', 'wrong');
    expect(proof).toBe('no-proof-possible');
    expect(await refusalOf(service.finish('ann', proof, ADDRESS))).toMatch(INCORRECT);
    expect(world.outcomes).toEqual(['failure ann known']);
  });

  it('answers an unknown and a disabled name in the same shape, and never lets them in', async () => {
    const { startLoginRequest } = opaque.client.startLogin({ password: 'pw' });
    const unknown = await service.start('nobody', startLoginRequest, ADDRESS);
    const disabled = await service.start('cy', startLoginRequest, ADDRESS);
    for (const answer of [unknown, disabled])
      expect(Object.keys(answer).sort()).toEqual(['pkS', 'response']);
    // A disabled account's answer is the fake one: even the right password makes no proof.
    const proof = await signIn('cy', 'pw');
    expect(proof).toBe('no-proof-possible');
    expect(await refusalOf(service.finish('cy', proof, ADDRESS))).toMatch(INCORRECT);
    expect(world.outcomes).toEqual(['failure cy known']);
  });

  it('refuses the right proof of an account disabled between the two steps', async () => {
    const proof = await signIn('ann', 'correct horse');
    world.accounts[0] = { ...world.accounts[0], enabled: false };
    expect(await refusalOf(service.finish('ann', proof, ADDRESS))).toMatch(INCORRECT);
  });

  it('refuses a proof that comes after the login state’s two minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const proof = await signIn('ann', 'correct horse');
    vi.setSystemTime(Date.now() + 121_000);
    expect(await refusalOf(service.finish('ann', proof, ADDRESS))).toMatch(INCORRECT);
  });

  it('refuses a start message that is not OPAQUE', async () => {
    expect(await refusalOf(service.start('ann', 'garbage', ADDRESS))).toMatch(INCORRECT);
  });
});
