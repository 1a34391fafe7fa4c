import { DataSource } from 'typeorm';
import { findFreePort } from '@server/bootstrap/ports';
import { SsoDomain } from '@server/modules/sso/entities/sso-domain.entity';
import { SsoHttpClient } from '@server/modules/sso/sso-http-client';
import { antiForgery, createUser } from '../support/auth-helpers';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider';
import { parseFormPost, TestBrowser } from '../support/test-browser';
import { generateTls, serveAppOverHttps, type TlsMaterial } from '../support/test-https';
import { startTestApp, TestApp } from '../support/test-app';

const TENANT = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER_TENANT = '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';
const CLIENT = { clientId: 'portal-e2e', clientSecret: 'portal-e2e-client-secret-0123456789' };

describe('Microsoft single sign-on against a local OpenID provider over https', () => {
  let t: TestApp;
  let tls: TlsMaterial;
  let provider: OidcTestProvider;
  let app: { url: string; close(): Promise<void> };

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.app.get(DataSource).query(sql, params))[0].count);

  beforeAll(async () => {
    tls = await generateTls();
    const appPort = await findFreePort();
    provider = await startOidcTestProvider(
      {
        tenantId: TENANT,
        clients: [CLIENT],
        redirectUris: [`https://127.0.0.1:${appPort}/api/v1/sso/response-oidc`],
        accountTenants: { 'guest@corp.example': OTHER_TENANT },
      },
      tls,
    );
    t = await startTestApp({ PUBLIC_URL: `https://127.0.0.1:${appPort}` });
    // The app talks to the provider with Node's trust store plus the generated certificate.
    t.app.get(SsoHttpClient).trust([tls.cert]);
    app = await serveAppOverHttps(t.app, tls, appPort);
    const domain = { ...CLIENT, authority: provider.issuer, enabled: true, description: '' };
    await t.app
      .get(DataSource)
      .getRepository(SsoDomain)
      .insert([
        { ...domain, domain: 'corp.example', tenantId: TENANT },
        // Another customer's tenant (same test provider, so only the tenant differs).
        { ...domain, domain: 'other.example', tenantId: OTHER_TENANT },
        // A tenant whose authority does not answer.
        {
          ...domain,
          domain: 'down.example',
          tenantId: TENANT,
          authority: `https://127.0.0.1:${await findFreePort()}/${TENANT}`,
        },
      ]);
    await createUser(t, { userCode: 'alice', email: 'Alice@corp.example' });
    await createUser(t, { userCode: 'guest', email: 'guest@corp.example' });
    await createUser(t, { userCode: 'dora', email: 'dora@corp.example', enabled: false });
    await createUser(t, { userCode: 'boss', email: 'boss@other.example' });
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await t?.close();
  });

  /** Start at the portal, sign in at the provider as `login`, stop at the form post. */
  async function untilFormPost(browser: TestBrowser, userCode: string, login = userCode) {
    const start = await browser.get(
      `${app.url}/api/v1/sso/msal-redirect/${encodeURIComponent(userCode)}`,
    );
    expect(start.status).toBe(302);
    const loginPage = await browser.follow(start.location!);
    expect(loginPage.status).toBe(200);
    const loginUrl = new URL(/action="([^"]+)"/.exec(loginPage.body)![1], loginPage.url).href;
    const loggedIn = await browser.postForm(loginUrl, { login });
    expect(loggedIn.status).toBe(303);
    const answer = await browser.follow(new URL(loggedIn.location!, loginUrl).href);
    return { start, ...parseFormPost(answer.body) };
  }

  function ssoErrorOf(location: string | undefined): string | null {
    expect(location).toMatch(/^\/app\/login\?/);
    return new URL(location!, app.url).searchParams.get('sso_error');
  }

  async function refusedWith(expected: string, userCode: string, login = userCode) {
    const browser = new TestBrowser(tls);
    const sessionsBefore = await count(`SELECT count(*) FROM sessions`);
    const { action, fields } = await untilFormPost(browser, userCode, login);
    const answer = await browser.postForm(action, fields);
    expect(answer.status).toBe(302);
    expect(ssoErrorOf(answer.location)).toBe(expected);
    expect(await count(`SELECT count(*) FROM sessions`)).toBe(sessionsBefore);
  }

  it('signs in round trip: PKCE, state and nonce out; form post back; a working session', async () => {
    const browser = new TestBrowser(tls);
    const { start, action, fields } = await untilFormPost(browser, 'alice@corp.example');

    const authorize = new URL(start.location!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: `${app.url}/api/v1/sso/response-oidc`,
      response_mode: 'form_post',
      code_challenge_method: 'S256',
      login_hint: 'alice@corp.example',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{32}$/),
      state: expect.stringMatching(/^v1\.[\w-]+$/),
    });
    expect(authorize.searchParams.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email']),
    );
    // The verifier and nonce are sealed: neither appears in the state in clear.
    expect(
      Buffer.from(authorize.searchParams.get('state')!.slice(3), 'base64url').toString(),
    ).not.toContain(authorize.searchParams.get('nonce'));
    // The browser binding must survive the provider's cross-site POST: SameSite=None; Secure.
    expect(browser.cookie('portal_sso_binding')).toMatch(/^[\w-]{43}$/);
    const bindingCookie = start.setCookie.find((line) => line.startsWith('portal_sso_binding='));
    expect(bindingCookie).toMatch(/; Path=\/api\/v1\/sso(;|$)/);
    expect(bindingCookie).toMatch(/; HttpOnly(;|$)/);
    expect(bindingCookie).toMatch(/; Secure(;|$)/);
    expect(bindingCookie).toMatch(/; SameSite=None(;|$)/);

    expect(action).toBe(`${app.url}/api/v1/sso/response-oidc`);
    expect(Object.keys(fields).sort()).toEqual(['code', 'iss', 'state']);
    expect(fields.state).toBe(authorize.searchParams.get('state'));

    const landed = await browser.postForm(action, fields);
    expect(landed.status).toBe(302);
    const target = new URL(landed.location!, app.url);
    expect(target.pathname).toBe('/app/login');
    const uuid = target.searchParams.get('uuid')!;
    const jwt = target.searchParams.get('jwt')!;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(jwt.split('.')).toHaveLength(3);

    const me = await t
      .http()
      .get('/api/v1/public/me')
      .set('Authorization', `Bearer ${jwt}`)
      .set('X-Session-Id', uuid)
      .set('X-Anti-Forgery', antiForgery())
      .expect(200);
    expect(me.body).toMatchObject({ user: { userCode: 'alice' }, sessionId: uuid });
    const [session] = await t.app
      .get(DataSource)
      .query(`SELECT user_agent FROM sessions WHERE session_id = $1`, [uuid]);
    expect(session.user_agent).toBe('sso-e2e-test-browser');
    // The provider really signed what the portal accepted (RS256 with its published key).
    const header = JSON.parse(
      Buffer.from(provider.issuedIdTokens.at(-1)!.split('.')[0], 'base64url').toString(),
    );
    expect(header).toMatchObject({ alg: 'RS256', kid: 'test-key-1' });
  });

  it('refuses a forged state and a tampered one, and opens no session', async () => {
    const browser = new TestBrowser(tls);
    const { action, fields } = await untilFormPost(browser, 'alice@corp.example');
    const sessionsBefore = await count(`SELECT count(*) FROM sessions`);

    const madeUp = await browser.postForm(action, {
      ...fields,
      state: `v1.${Buffer.alloc(120, 7).toString('base64url')}`,
    });
    expect(ssoErrorOf(madeUp.location)).toBe('invalid_state');

    const flipped =
      fields.state.slice(0, 40) + (fields.state[40] === 'A' ? 'B' : 'A') + fields.state.slice(41);
    const tampered = await browser.postForm(action, { ...fields, state: flipped });
    expect(ssoErrorOf(tampered.location)).toBe('invalid_state');

    const garbage = await browser.postForm(action, { ...fields, state: 'not-a-state' });
    expect(ssoErrorOf(garbage.location)).toBe('invalid_state');
    expect(await count(`SELECT count(*) FROM sessions`)).toBe(sessionsBefore);

    // The untouched answer still works once; its code cannot be replayed.
    expect((await browser.postForm(action, fields)).location).toMatch(/^\/app\/login\?uuid=/);
    const replay = await browser.postForm(action, fields);
    expect(ssoErrorOf(replay.location)).toBe('token_exchange_failed');
  });

  it('refuses an answer posted by another browser than the one that started (login CSRF)', async () => {
    const attacker = new TestBrowser(tls);
    const { action, fields } = await untilFormPost(attacker, 'alice@corp.example');
    const victim = new TestBrowser(tls);
    const answer = await victim.postForm(action, fields);
    expect(ssoErrorOf(answer.location)).toBe('browser_mismatch');
  });

  it('refuses an id token for another audience, even when properly signed', async () => {
    provider.tamperNextIdToken((claims) => ({ ...claims, aud: 'someone-elses-app' }));
    await refusedWith('wrong_audience', 'alice@corp.example');
  });

  it('refuses an id token whose signature does not verify with the published keys', async () => {
    provider.tamperNextIdToken((claims) => claims, { foreignKey: true });
    await refusedWith('invalid_signature', 'alice@corp.example');
  });

  it('refuses an id token from a foreign tenant', async () => {
    await refusedWith('wrong_tenant', 'guest@corp.example');
  });

  it("refuses an e-mail of another tenant's SSO domain in this tenant's token", async () => {
    await refusedWith('email_domain_mismatch', 'alice@corp.example', 'boss@other.example');
  });

  it('never creates users: an unknown e-mail is refused', async () => {
    const usersBefore = await count(`SELECT count(*) FROM users`);
    await refusedWith('unknown_user', 'nobody@corp.example');
    expect(await count(`SELECT count(*) FROM users`)).toBe(usersBefore);
    expect(
      await count(`SELECT count(*) FROM users WHERE email_address = $1`, ['nobody@corp.example']),
    ).toBe(0);
  });

  it('refuses a disabled user', async () => {
    await refusedWith('user_disabled', 'dora@corp.example');
  });

  it("passes the provider's error on to the sign-in page", async () => {
    const browser = new TestBrowser(tls);
    const { action, fields } = await untilFormPost(browser, 'alice@corp.example');
    const answer = await browser.postForm(action, {
      state: fields.state,
      error: 'access_denied',
      error_description: 'The user cancelled',
    });
    expect(ssoErrorOf(answer.location)).toBe('provider_error');
  });

  it('sends the browser back to sign-in when the authority cannot be reached', async () => {
    const res = await new TestBrowser(tls).get(
      `${app.url}/api/v1/sso/msal-redirect/eve%40down.example`,
    );
    expect(res.status).toBe(302);
    expect(ssoErrorOf(res.location)).toBe('provider_unavailable');
  });

  it('answers clear 4xx for usernames without single sign-on and for malformed posts', async () => {
    const plain = await t
      .http()
      .get('/api/v1/sso/msal-redirect/someone%40plain.example')
      .expect(404);
    expect(plain.body).toMatchObject({
      statusCode: 404,
      details: { code: 'SSO_DOMAIN_NOT_FOUND' },
    });
    expect(plain.body.message).toContain('someone@plain.example');
    const notEmail = await t.http().get('/api/v1/sso/msal-redirect/alice').expect(400);
    expect(notEmail.body.details.code).toBe('SSO_USERNAME_INVALID');
    // Two tenants are set up, so the start without a username cannot choose.
    const noName = await t.http().get('/api/v1/sso/msal-redirect').expect(400);
    expect(noName.body.details.code).toBe('SSO_USERNAME_REQUIRED');

    const noState = await t
      .http()
      .post('/api/v1/sso/response-oidc')
      .type('form')
      .send({ code: 'abc' })
      .expect(400);
    expect(noState.body.details.code).toBe('SSO_CALLBACK_MALFORMED');
    expect(noState.body.message).toMatch(/^state:/);
  });

  it('answers doSSOLogin (sso/login/{username}/{password}) with 410 and the navigation to use', async () => {
    const res = await t.http().get('/api/v1/sso/login/alice%40corp.example/secret').expect(410);
    expect(res.body.details).toEqual({
      code: 'SSO_PASSWORD_LOGIN_GONE',
      info: { redirect: '/api/v1/sso/msal-redirect/alice%40corp.example' },
    });
  });
});
