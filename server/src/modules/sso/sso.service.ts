import { Inject, Injectable, Logger } from '@nestjs/common';
import { CryptoProvider, ResponseMode, type AuthenticationResult } from '@azure/msal-node';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import type { SsoDomain } from './entities/sso-domain.entity';
import { SecretsService } from '@server/modules/auth/secrets.service';
import type { ClientInfo, IssuedToken } from '@server/modules/auth/sessions.service';
import { SessionsService } from '@server/modules/auth/sessions.service';
import { emailDomainOf, SsoDomainsRepository } from './sso-domains.repository';
import { UserAccountsService } from '@server/modules/users/user-accounts.service';
import {
  checkClaims,
  checkSignature,
  emailOf,
  parseIdToken,
  selectKey,
  type IdTokenClaims,
} from './id-token';
import { sameBinding } from './browser-binding';
import { MsalClients } from './msal-clients';
import { OidcMetadataService } from './oidc-metadata.service';
import {
  SsoCallbackMalformedException,
  SsoDomainNotFoundException,
  SsoErrorCode,
  SsoSignInFailed,
  SsoUsernameInvalidException,
  SsoUsernameRequiredException,
} from './sso.exceptions';
import { deriveStateKey, openState, sealState, STATE_TTL_SECONDS } from './sso-state';

export const SSO_BASE_PATH = '/api/v1/sso';
const SCOPES = ['openid', 'profile', 'email'];

function fail(code: SsoErrorCode, reason: string): never {
  throw new SsoSignInFailed(code, reason);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Microsoft single sign-on: the authorization-code flow with PKCE, state and nonce through
 * MSAL, then our own checks of the id token (signature against the provider's published keys,
 * issuer, audience, tenant, nonce, lifetime), then a portal session for the existing user with
 * that e-mail. Users are never created here.
 */
@Injectable()
export class SsoService {
  private readonly logger = new Logger('Sso');
  private readonly crypto = new CryptoProvider();
  private key?: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secrets: SecretsService,
    private readonly ssoDomains: SsoDomainsRepository,
    private readonly users: UserAccountsService,
    private readonly sessions: SessionsService,
    private readonly msal: MsalClients,
    private readonly metadata: OidcMetadataService,
  ) {}

  get redirectUri(): string {
    return `${this.config.publicUrl}${SSO_BASE_PATH}/response-oidc`;
  }

  /**
   * Browsers send a cookie on the identity provider's cross-site form post only when it is
   * SameSite=None, which they accept only with Secure, i.e. over https.
   */
  get bindsBrowser(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  private get stateKey(): Buffer {
    this.key ??= deriveStateKey(this.secrets.jwtSecret);
    return this.key;
  }

  /** The authority's sign-in URL for this username (or the only SSO domain when none is given). */
  async start(userCode: string | undefined, binding: string | null): Promise<string> {
    const domain = await this.domainFor(userCode);
    const { verifier, challenge } = await this.crypto.generatePkceCodes();
    const nonce = randomBytes(24).toString('base64url');
    const state = sealState(
      {
        domain: domain.domain,
        userCode: userCode ?? null,
        nonce,
        codeVerifier: verifier,
        binding,
        expiresAt: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS,
      },
      this.stateKey,
    );
    try {
      return await this.msal.for(domain).getAuthCodeUrl({
        scopes: SCOPES,
        redirectUri: this.redirectUri,
        responseMode: ResponseMode.FORM_POST,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        state,
        nonce,
        ...(userCode ? { loginHint: userCode } : {}),
      });
    } catch (error) {
      fail(SsoErrorCode.ProviderUnavailable, `${domain.authority}: ${messageOf(error)}`);
    }
  }

  /** Checks the identity provider's form post and opens a session; SsoSignInFailed otherwise. */
  async finish(
    form: Record<string, unknown>,
    binding: string | null,
    client: ClientInfo,
  ): Promise<IssuedToken> {
    const state = form.state;
    if (typeof state !== 'string' || !state) throw new SsoCallbackMalformedException('state');
    const opened = openState(state, this.stateKey);
    if (!opened.ok) fail(SsoErrorCode.InvalidState, `the state is ${opened.reason}`);
    const pending = opened.pending;
    if ((this.bindsBrowser || pending.binding !== null) && !sameBinding(pending.binding, binding)) {
      fail(SsoErrorCode.BrowserMismatch, 'the browser that posted did not start this sign-in');
    }
    if (typeof form.error === 'string') {
      fail(SsoErrorCode.ProviderError, `${form.error}: ${String(form.error_description ?? '')}`);
    }
    const domain =
      (await this.ssoDomains.findEnabledByName(pending.domain)) ??
      fail(SsoErrorCode.DomainDisabled, `SSO domain ${pending.domain} is missing or disabled`);
    const issuer = await this.metadata
      .expectedIssuer(domain.authority, domain.tenantId)
      .catch((error: unknown) => fail(SsoErrorCode.ProviderUnavailable, messageOf(error)));
    // RFC 9207: a response that names another issuer was meant for another provider (mix-up).
    if (form.iss !== undefined && form.iss !== issuer) {
      fail(SsoErrorCode.WrongIssuer, `the response names issuer ${String(form.iss)}`);
    }
    const code = form.code;
    if (typeof code !== 'string' || !code) throw new SsoCallbackMalformedException('code');

    const idToken = await this.redeem(domain, code, state, pending.codeVerifier, pending.nonce);
    const claims = await this.verify(idToken, domain, issuer, pending.nonce);
    const user = await this.userFor(claims);
    await this.users.update(user.userUuid, { lastLogin: new Date() });
    this.logger.log(`${user.userCode} signed in through SSO domain ${domain.domain}`);
    return this.sessions.open(user, client);
  }

  private async domainFor(userCode: string | undefined): Promise<SsoDomain> {
    if (userCode === undefined) {
      const enabled = await this.ssoDomains.findFirstTwoEnabled();
      if (enabled.length !== 1) throw new SsoUsernameRequiredException(enabled.length);
      return enabled[0];
    }
    if (!emailDomainOf(userCode)) throw new SsoUsernameInvalidException(userCode);
    const domain = await this.ssoDomains.findEnabledForUsername(userCode);
    if (!domain) throw new SsoDomainNotFoundException(userCode);
    return domain;
  }

  /** The token exchange (client secret and PKCE verifier) at the authority's token endpoint. */
  private async redeem(
    domain: SsoDomain,
    code: string,
    state: string,
    codeVerifier: string,
    nonce: string,
  ): Promise<string> {
    const app = this.msal.for(domain);
    let result: AuthenticationResult;
    try {
      result = await app.acquireTokenByCode(
        { code, scopes: SCOPES, redirectUri: this.redirectUri, codeVerifier, state, nonce },
        { code, state },
      );
    } catch (error) {
      const errorCode = (error as { errorCode?: unknown }).errorCode;
      if (errorCode === 'nonce_mismatch') fail(SsoErrorCode.InvalidNonce, messageOf(error));
      fail(SsoErrorCode.TokenExchangeFailed, messageOf(error));
    }
    await this.msal.forget(app, result).catch(() => undefined);
    return result.idToken || fail(SsoErrorCode.InvalidToken, 'the token answer has no id token');
  }

  private async verify(
    idToken: string,
    domain: SsoDomain,
    issuer: string,
    nonce: string,
  ): Promise<IdTokenClaims> {
    const token = parseIdToken(idToken);
    const keys = await this.metadata
      .signingKeys(domain.authority, (known) => selectKey(token, known) !== undefined)
      .catch((error: unknown) => fail(SsoErrorCode.ProviderUnavailable, messageOf(error)));
    const key =
      selectKey(token, keys) ??
      fail(
        SsoErrorCode.InvalidSignature,
        `no published key matches alg ${String(token.header.alg)} kid ${String(token.header.kid)}`,
      );
    checkSignature(token, key);
    checkClaims(token.claims, {
      issuer,
      audience: domain.clientId,
      tenantId: domain.tenantId,
      nonce,
    });
    return token.claims;
  }

  /**
   * The existing, enabled user with the token's e-mail. The e-mail's own domain must be an SSO
   * domain of the same tenant: Entra ID lets a tenant's admin type any address into a user's
   * mail attribute, so a token from tenant A must not sign in someone@b-domain.example.
   */
  private async userFor(claims: IdTokenClaims) {
    const email = emailOf(claims) ?? fail(SsoErrorCode.NoEmail, 'the id token carries no e-mail');
    const emailDomain = await this.ssoDomains.findEnabledForUsername(email);
    if (emailDomain?.tenantId.toLowerCase() !== String(claims.tid).toLowerCase()) {
      fail(
        SsoErrorCode.EmailDomainMismatch,
        `${email} is not in an SSO domain of tenant ${String(claims.tid)}`,
      );
    }
    const user =
      (await this.users.findByEmail(email)) ??
      fail(SsoErrorCode.UnknownUser, `no user has the e-mail ${email}`);
    if (!user.enabled) fail(SsoErrorCode.UserDisabled, `${user.userCode} is disabled`);
    return user;
  }
}
