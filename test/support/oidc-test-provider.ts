import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { rootCertificates } from 'node:tls';
// oidc-provider ships no type declarations; the few members used here are typed below.
// @ts-expect-error TS7016: untyped ES module
import Provider from 'oidc-provider';
import { generate as generateCertificate } from 'selfsigned';

/**
 * A local OpenID provider over real HTTPS for the single sign-on tests: oidc-provider with a
 * certificate generated per run (subjectAltName IP 127.0.0.1), an RS256 signing key, one tenant
 * (the issuer is https://127.0.0.1:<port>/<tenantId>, shaped like Entra ID's authority), id
 * tokens carrying email, preferred_username and tid, and a login step the test drives without
 * a UI. `tamperNextIdToken` rewrites the next id token the token endpoint answers and signs it
 * again, with the provider's own key (wrong audience) or an unpublished one (bad signature).
 */

export interface TlsMaterial {
  cert: string;
  key: string;
}

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

export type ClaimsEdit = (claims: Record<string, unknown>) => Record<string, unknown>;

export interface OidcTestProvider {
  /** Issuer and MSAL authority alike. */
  issuer: string;
  tls: TlsMaterial;
  /** Id tokens the token endpoint answered, in order. */
  issuedIdTokens: string[];
  tamperNextIdToken(edit: ClaimsEdit, options?: { foreignKey?: boolean }): void;
  close(): Promise<void>;
}

interface ProviderContext {
  oidc?: {
    route?: string;
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: { Grant: GrantModel };
  };
  body?: unknown;
}

interface GrantInstance {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

interface GrantModel {
  new (properties: { clientId: string; accountId: string }): GrantInstance;
  find(id: string): Promise<GrantInstance | undefined>;
}

interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): void;
  interactionDetails(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; prompt: { name: string } }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
  ): Promise<void>;
}

type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;

/** A self-signed certificate for 127.0.0.1, the trust anchor of every TLS connection here. */
export async function generateTls(): Promise<TlsMaterial> {
  const pems = await generateCertificate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

function rsaSigningKey(kid: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
}

function resign(idToken: string, edit: ClaimsEdit, key: KeyObject): string {
  const [header, payload] = idToken.split('.');
  const claims = edit(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), key).toString('base64url');
  return `${header}.${body}.${signature}`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
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

  const provider = new (Provider as ProviderConstructor)(issuer, {
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
  const interaction = new RegExp(`^${prefix}/interaction/[\\w-]+(/login)?$`);
  server.on('request', (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const match = interaction.exec(path);
    if (match) {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'POST' && match[1] && details.prompt.name === 'login') {
          const login = (await readForm(req)).get('login') ?? '';
          await provider.interactionFinished(req, res, { login: { accountId: login } });
          return;
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(
          `<form method="post" action="${prefix}/interaction/${details.uid}/login">` +
            `<input name="login"><button>Sign in</button></form>`,
        );
      })().catch((error: unknown) => {
        res.statusCode = 400;
        res.end(String(error));
      });
      return;
    }
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

/** Serves the Nest app's Fastify instance over HTTPS on a port chosen beforehand. */
export async function serveAppOverHttps(
  app: NestFastifyApplication,
  tls: TlsMaterial,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const fastify = app.getHttpAdapter().getInstance();
  const server = createServer({ cert: tls.cert, key: tls.key }, (req, res) =>
    fastify.routing(req, res),
  );
  await listen(server, port);
  return { url: `https://127.0.0.1:${port}`, close: () => closeServer(server) };
}

export interface BrowserResponse {
  status: number;
  location?: string;
  setCookie: string[];
  body: string;
}

/**
 * The browser's part: HTTPS with the test certificate trusted, a cookie jar (cookies are per
 * host, not per port, as in browsers) and no automatic redirects, so each step can be checked.
 */
export class TestBrowser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();

  constructor(private readonly tls: TlsMaterial) {}

  cookie(name: string): string | undefined {
    return [...this.jar.values()].find((cookie) => cookie.name === name)?.value;
  }

  get(url: string): Promise<BrowserResponse> {
    return this.send('GET', new URL(url));
  }

  postForm(url: string, fields: Record<string, string>): Promise<BrowserResponse> {
    return this.send('POST', new URL(url), new URLSearchParams(fields).toString());
  }

  /** Follows redirects (resolved against the current page) while the answer is one. */
  async follow(url: string, maxHops = 10): Promise<BrowserResponse & { url: string }> {
    let current = url;
    for (let hop = 0; hop < maxHops; hop++) {
      const response = await this.get(current);
      if (!response.location) return { ...response, url: current };
      current = new URL(response.location, current).href;
    }
    throw new Error(`More than ${maxHops} redirects from ${url}`);
  }

  private send(method: string, url: URL, form?: string): Promise<BrowserResponse> {
    const cookies = [...this.jar.values()]
      .filter((cookie) => url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`);
    const headers: Record<string, string> = { 'user-agent': 'sso-e2e-test-browser' };
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(form));
    }
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        { method, headers, ca: [...rootCertificates, this.tls.cert] },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) this.store(line);
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              setCookie: res.headers['set-cookie'] ?? [],
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(form);
    });
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || '/';
    const expired = attributes.some(
      (a) =>
        /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
    );
    if (expired || value === '') this.jar.delete(`${name};${path}`);
    else this.jar.set(`${name};${path}`, { name, value, path });
  }
}

/** The hidden fields and target of a form_post answer. */
export function parseFormPost(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form post in:\n${html}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    fields[match[1]] = unescape(match[2]);
  }
  return { action: unescape(action), fields };
}
