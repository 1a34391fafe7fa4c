import { generateKeyPairSync, sign } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { APP_CONFIG } from '@server/config/config.module';
import { SecretsService } from '@server/modules/auth/secrets.service';
import { SessionsService } from '@server/modules/auth/sessions.service';
import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import type { SsoDomain } from './entities/sso-domain.entity';
import type { IdTokenClaims } from './id-token';
import { MsalClients } from './msal-clients';
import { OidcMetadataService } from './oidc-metadata.service';
import { emailDomainOf, SsoDomainsRepository } from './sso-domains.repository';
import { SsoCheckErrorCode, SsoErrorCode } from './sso.exceptions';
import { SsoService } from './sso.service';

/**
 * Who a Microsoft sign-in opens a session for (decision on SSO): the real state sealing and id
 * token checks, with fakes for MSAL's token exchange (answering a token signed here), the
 * provider's metadata, the SSO domains and the accounts. The browser flow against a test
 * provider is the SSO e2e suite's part.
 */

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY = { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig' };
const ISSUER = 'https://idp.example/tenant-a/v2.0';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const domain = (name: string, tenantId: string): SsoDomain =>
  ({
    domain: name,
    tenantId,
    clientId: `app-${name}`,
    authority: 'https://idp.example',
    enabled: true,
  }) as SsoDomain;
const account = (email: string, enabled = true) =>
  ({ userUuid: `uuid-${email}`, userCode: email, emailAddress: email, enabled }) as UserAccount;

class World {
  domains = [domain('a.example', 'tenant-a'), domain('b.example', 'tenant-b')];
  accounts = [account('ann@a.example'), account('cy@a.example', false), account('bob@b.example')];
  /** What the provider puts in the id token, besides the nonce it was sent. */
  claims: IdTokenClaims = {};
  /** The sign-in request the browser was sent to: its state and nonce. */
  asked?: { state: string; nonce: string };
  opened: string[] = [];

  idToken(nonce: string): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: ISSUER,
      aud: 'app-a.example',
      tid: 'tenant-a',
      nonce,
      exp: now + 600,
      iat: now,
      ...this.claims,
    };
    const signed = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(claims)}`;
    return `${signed}.${sign('sha256', Buffer.from(signed), rsa.privateKey).toString('base64url')}`;
  }

  service(): Promise<SsoService> {
    const enabled = () => this.domains.filter((d) => d.enabled);
    const app = {
      getAuthCodeUrl: async (request: { state: string; nonce: string }) => {
        this.asked = request;
        return 'https://idp.example/authorize';
      },
      acquireTokenByCode: async (request: { nonce: string }) => ({
        idToken: this.idToken(request.nonce),
      }),
    };
    return serviceOver(
      SsoService,
      fake(APP_CONFIG, { publicUrl: 'https://portal.example' }),
      fake(SecretsService, { jwtSecret: 's'.repeat(48) }),
      fake(SsoDomainsRepository, {
        findFirstTwoEnabled: async () => enabled().slice(0, 2),
        findEnabledForUsername: async (name: string) =>
          enabled().find((d) => d.domain === emailDomainOf(name)),
        findEnabledByName: async (name: string) => enabled().find((d) => d.domain === name),
      }),
      fake(UserAccountsService, {
        findByEmail: async (email: string) =>
          this.accounts.find((a) => a.emailAddress === email) ?? null,
        update: async () => undefined,
      }),
      fake(SessionsService, {
        open: async (user: UserAccount) => {
          this.opened.push(user.userCode);
          return { jwt: 'session', sessionId: 's', expiresAt: '' };
        },
      }),
      fake(MsalClients, { for: () => app as never, forget: async () => undefined }),
      fake(OidcMetadataService, {
        expectedIssuer: async () => ISSUER,
        signingKeys: async () => [KEY],
      }),
    );
  }
}

let world: World;
let sso: SsoService;
const client = { userAgent: 'spec', address: '10.0.0.1' };

beforeEach(async () => {
  world = new World();
  sso = await world.service();
});

/** Starts a sign-in for `userCode` in browser `binding`, then posts the provider's answer. */
async function signIn(
  userCode: string,
  form: Record<string, unknown> = {},
  postedFrom = 'browser-1',
) {
  await sso.start(userCode, 'browser-1');
  return sso.finish({ state: world.asked!.state, code: 'code-1', ...form }, postedFrom, client);
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'signed in',
    (error: { code?: string }) => error.code,
  );

describe('starting a sign-in', () => {
  it('needs a username unless exactly one SSO domain is enabled', async () => {
    expect(await refusalOf(sso.start(undefined, null))).toBe(
      `${SsoCheckErrorCode.UsernameRequired}: userCode: several SSO domains are enabled; use sso/msal-redirect/{userCode}`,
    );
    world.domains[1].enabled = false;
    await sso.start(undefined, null);
    world.domains[0].enabled = false;
    expect(await refusalOf(sso.start(undefined, null))).toBe(
      `${SsoCheckErrorCode.UsernameRequired}: Single sign-on is not set up: there is no enabled SSO domain`,
    );
  });

  it('refuses a username that is not an address of an enabled SSO domain', async () => {
    expect(await refusalOf(sso.start('ann', null))).toMatch(
      new RegExp(`^${SsoCheckErrorCode.UsernameInvalid}: `),
    );
    expect(await refusalOf(sso.start('dan@c.example', null))).toBe(
      `${SsoCheckErrorCode.DomainNotFound}: "dan@c.example" is not in a single sign-on domain; sign in with username and password`,
    );
  });
});

describe('finishing a sign-in', () => {
  it('opens a session for the enabled account with the token’s e-mail', async () => {
    world.claims = { email: 'Ann@A.example' };
    expect(await failure(signIn('ann@a.example'))).toBe('signed in');
    expect(world.opened).toEqual(['ann@a.example']);
  });

  it('never signs in an address of another tenant’s domain, whatever the token says', async () => {
    world.claims = { email: 'bob@b.example' };
    expect(await failure(signIn('ann@a.example'))).toBe(SsoErrorCode.EmailDomainMismatch);
    expect(world.opened).toEqual([]);
  });

  it('opens nothing for an unknown or a disabled account', async () => {
    world.claims = { email: 'dan@a.example' };
    expect(await failure(signIn('ann@a.example'))).toBe(SsoErrorCode.UnknownUser);
    world.claims = { email: 'cy@a.example' };
    expect(await failure(signIn('ann@a.example'))).toBe(SsoErrorCode.UserDisabled);
    expect(world.opened).toEqual([]);
  });

  it('refuses an answer posted from another browser, naming another issuer, or for a domain since disabled', async () => {
    world.claims = { email: 'ann@a.example' };
    expect(await failure(signIn('ann@a.example', {}, 'browser-2'))).toBe(
      SsoErrorCode.BrowserMismatch,
    );
    expect(await failure(signIn('ann@a.example', { iss: 'https://evil.example' }))).toBe(
      SsoErrorCode.WrongIssuer,
    );
    await sso.start('ann@a.example', 'browser-1');
    world.domains[0].enabled = false;
    expect(
      await failure(sso.finish({ state: world.asked!.state, code: 'c' }, 'browser-1', client)),
    ).toBe(SsoErrorCode.DomainDisabled);
    expect(world.opened).toEqual([]);
  });

  it('refuses a token for another application or tenant', async () => {
    world.claims = { email: 'ann@a.example', aud: 'someone-else' };
    expect(await failure(signIn('ann@a.example'))).toBe(SsoErrorCode.WrongAudience);
    world.claims = { email: 'ann@a.example', tid: 'tenant-b' };
    expect(await failure(signIn('ann@a.example'))).toBe(SsoErrorCode.WrongTenant);
  });
});
