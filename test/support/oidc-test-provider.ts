import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { loginInteraction } from './oidc-login-interaction';
import { OidcProvider, type ProviderContext } from './oidc-provider-types';
import { resign, rsaSigningKey, type ClaimsEdit } from './oidc-signing';
import { closeServer, generateTls, listen, type TlsMaterial } from './test-https';

/**
 * A local OpenID provider over real HTTPS for the single sign-on tests: oidc-provider with a
 * certificate generated per run (subjectAltName IP 127.0.0.1), an RS256 signing key, one tenant
 * (the issuer is https://127.0.0.1:<port>/<tenantId>, shaped like Entra ID's authority), id
 * tokens carrying email, preferred_username and tid, and a login step the test drives without
 * a UI. `tamperNextIdToken` rewrites the next id token the token endpoint answers and signs it
 * again, with the provider's own key (wrong audience) or an unpublished one (bad signature).
 */

export interface TestClient {
  clientId: string;
  clientSecret: string;
}

export interface OidcTestProviderOptions {
  tenantId: string;
  clients: TestClient[];
  redirectUris: string[];
  /** Accounts whose id tokens carry another tid than the provider's tenant. */
  accountTenants?: Record<string, string>;
}

export interface OidcTestProvider {
  /** Issuer and MSAL authority alike. */
  issuer: string;
  tls: TlsMaterial;
  /** Id tokens the token endpoint answered, in order. */
  issuedIdTokens: string[];
  tamperNextIdToken(edit: ClaimsEdit, options?: { foreignKey?: boolean }): void;
  close(): Promise<void>;
}

export async function startOidcTestProvider(
  options: OidcTestProviderOptions,
  tls?: TlsMaterial,
): Promise<OidcTestProvider> {
  const material = tls ?? (await generateTls());
  const server = createServer({ cert: material.cert, key: material.key });
  const port = await listen(server);
  const prefix = `/${options.tenantId}`;
  const issuer = `https://127.0.0.1:${port}${prefix}`;
  const signingJwk = rsaSigningKey('test-key-1');
  const signingKey = createPrivateKey({ key: signingJwk, format: 'jwk' });
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const issuedIdTokens: string[] = [];
  let pendingTamper: { edit: ClaimsEdit; key: KeyObject } | undefined;

  const provider = new OidcProvider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: options.redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      // MSAL sends the secret in the form body.
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // Entra ID puts the user's names in the id token of the code flow, so this provider does too.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub', 'tid'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${prefix}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({
        sub,
        email: sub,
        email_verified: true,
        preferred_username: sub,
        name: sub.split('@')[0],
        tid: options.accountTenants?.[sub] ?? options.tenantId,
      }),
    }),
    // A first-party app: the user is not asked to consent.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const oidc = ctx.oidc!;
      const clientId = oidc.client!.clientId;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.oidc?.route !== 'token' || typeof body?.id_token !== 'string') return;
    if (pendingTamper) {
      const { edit, key } = pendingTamper;
      pendingTamper = undefined;
      ctx.body = { ...body, id_token: resign(body.id_token, edit, key) };
    }
    issuedIdTokens.push((ctx.body as { id_token: string }).id_token);
  });

  const handle = provider.callback();
  const signIn = loginInteraction(provider, prefix);
  server.on('request', (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (signIn(path, req, res)) return;
    if (path !== prefix && !path.startsWith(`${prefix}/`)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    // Mounted below the tenant path, as Express would: the provider reads originalUrl.
    req.originalUrl = req.url;
    req.url = (req.url ?? '/').slice(prefix.length) || '/';
    handle(req, res);
  });

  return {
    issuer,
    tls: material,
    issuedIdTokens,
    tamperNextIdToken(edit, { foreignKey: useForeignKey = false } = {}) {
      pendingTamper = { edit, key: useForeignKey ? foreignKey : signingKey };
    },
    close: () => closeServer(server),
  };
}
