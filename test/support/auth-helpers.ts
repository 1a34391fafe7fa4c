import * as opaque from '@serenity-kit/opaque';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { registrationRecordFor } from '@server/modules/auth/opaque-registration';
import { SecretsService } from '@server/modules/auth/secrets.service';
import { SecurityGroup } from '@server/modules/users/entities/security-group.entity';
import { UserSecurityGroup } from '@server/modules/users/entities/user-security-group.entity';
import { User } from '@server/modules/users/entities/user.entity';
import { ADMIN_SCOPE, parseGroupCode, scopedGroupCode } from '@domain/groups';
import { levelUuidOf } from '@domain/tree-levels';
import type { TestApp } from './test-app';

export const antiForgery = () => randomBytes(16).toString('hex');

export interface SignedIn {
  jwt: string;
  sessionId: string;
  expiresAt: string;
  user: { userUuid: string; userCode: string };
}

export interface NewUser {
  userCode: string;
  password?: string;
  groups?: string[];
  enabled?: boolean;
  email?: string;
}

/** A user straight in the database, with an OPAQUE record for `password` when given. */
export async function createUser(t: TestApp, input: NewUser): Promise<string> {
  const dataSource = t.app.get(DataSource);
  const secrets = t.app.get(SecretsService);
  const userUuid = randomUUID();
  await dataSource.getRepository(User).insert({
    userUuid,
    userCode: input.userCode,
    emailAddress: input.email ?? `${input.userCode}@example.com`,
    firstName: input.userCode[0].toUpperCase() + input.userCode.slice(1),
    lastName: 'Tester',
    enabled: input.enabled ?? true,
    registrationRecord: input.password
      ? await registrationRecordFor(secrets.opaqueServerSetup, input.userCode, input.password)
      : null,
  });
  for (const written of input.groups ?? []) {
    const code = await scopeByIdentity(dataSource, written);
    await dataSource
      .getRepository(SecurityGroup)
      .upsert({ securityGroupCode: code, description: code }, ['securityGroupCode']);
    await dataSource.getRepository(UserSecurityGroup).insert({ userUuid, securityGroupCode: code });
  }
  return userUuid;
}

/**
 * Tests write a demo client site's scope as its first word (premise:Lakeview); groups name a
 * site by its node uuid (decision 0031), so the word becomes the uuid of the one live site
 * whose name starts with it. Any other code (a uuid, premise:admin, a word naming no site or
 * several) is kept as written.
 */
export async function scopeByIdentity(dataSource: DataSource, code: string): Promise<string> {
  const group = parseGroupCode(code);
  if (!group || group.scope === ADMIN_SCOPE || /^[0-9a-f-]{36}$/i.test(group.scope)) return code;
  const sites: { nodeUuid: string }[] = await dataSource.query(
    `SELECT node_uuid AS "nodeUuid" FROM tree_nodes
      WHERE level_uuid = $1 AND trashed_at IS NULL AND split_part(description, ' ', 1) = $2`,
    [levelUuidOf('NAMC'), group.scope],
  );
  return sites.length === 1 ? scopedGroupCode(group.kind, sites[0].nodeUuid) : code;
}

/** The address a request claims through a proxy (counted where TRUST_PROXY names loopback). */
export function from(address: string | undefined, request: Test): Test {
  return address ? request.set('X-Forwarded-For', address) : request;
}

/** The key stretching of a password registered with `registrationRecordFor(..., keyStretching)`. */
export type KeyStretching = Parameters<typeof opaque.client.finishLogin>[0]['keyStretching'];

/** The browser's side of OPAQUE sign-in, over the real endpoints (of any running server), optionally
 * from `address`. */
export async function signIn(
  t: Pick<TestApp, 'http'>,
  userCode: string,
  password: string,
  address?: string,
  keyStretching?: KeyStretching,
) {
  await opaque.ready;
  const { clientLoginState, startLoginRequest } = opaque.client.startLogin({ password });
  const step1 = await from(
    address,
    t
      .http()
      .get(
        `/api/v1/public/request-credentials-v2/${encodeURIComponent(userCode)}/${startLoginRequest}`,
      ),
  );
  if (step1.status !== 200)
    return { step: 1, status: step1.status, body: step1.body, headers: step1.headers };
  const finished = opaque.client.finishLogin({
    clientLoginState,
    loginResponse: step1.body.response,
    password,
    keyStretching,
  });
  // A wrong password fails in the browser already; it still sends a (useless) proof so the
  // server answers the seed's message and counts the attempt.
  const proof = finished?.finishLoginRequest ?? randomBytes(64).toString('base64url');
  const step2 = await from(
    address,
    t.http().get(`/api/v1/public/authorize-v2/${encodeURIComponent(userCode)}/${proof}`),
  );
  return {
    step: 2,
    status: step2.status,
    body: step2.body,
    headers: step2.headers,
    clientFinished: finished !== undefined,
    session: step2.status === 200 ? (step2.body as SignedIn) : undefined,
  };
}

export async function signInOrFail(
  t: Pick<TestApp, 'http'>,
  userCode: string,
  password: string,
  keyStretching?: KeyStretching,
): Promise<SignedIn> {
  const result = await signIn(t, userCode, password, undefined, keyStretching);
  if (!result.session)
    throw new Error(
      `Sign-in of ${userCode} failed: ${result.status} ${JSON.stringify(result.body)}`,
    );
  return result.session;
}

/** Adds the three headers of a signed-in browser request. */
export function as(session: SignedIn, request: Test): Test {
  return request
    .set('Authorization', `Bearer ${session.jwt}`)
    .set('X-Session-Id', session.sessionId)
    .set('X-Anti-Forgery', antiForgery());
}
