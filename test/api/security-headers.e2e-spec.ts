import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { ROOT } from '../support/processes';
import { startTestApp, TestApp } from '../support/test-app';

const TENANT = '00000000-0000-0000-0000-000000000000';

/** The policy's directives by name, each with its list of sources. */
function cspDirectives(res: Response): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toEqual(expect.any(String));
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Every header the portal promises on every answer over plain http. */
function expectSecurityHeaders(res: Response) {
  const csp = cspDirectives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // Only the same origin: no ws:/wss: to any host (the realtime channel is same-origin).
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  for (const [name, sources] of csp) {
    expect(sources, name).not.toContain("'unsafe-eval'");
    if (name.startsWith('script-src') || name === 'default-src') {
      expect(sources, name).not.toContain("'unsafe-inline'");
    }
  }
  // Plants use plain http inside their network: nothing may upgrade or pin https there.
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  let sut: TestApp;

  beforeAll(async () => {
    // The app serves /app from client/dist, found from the working directory (the repository).
    if (!existsSync(join(ROOT, 'client/dist/index.html'))) {
      throw new Error('client/dist is missing: run npm run build -w client before this suite');
    }
    sut = await startTestApp({ TRUST_PROXY: 'loopback' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('are on the client page', async () => {
    const res = await sut.http().get('/app/').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
    expectSecurityHeaders(res);
  });

  it('are on a deep link answered with the client page', async () => {
    const res = await sut.http().get(`/app/tree/${TENANT}`).expect(200);
    expect(res.text).toContain('<div id="root">');
    expectSecurityHeaders(res);
  });

  it('are on the client page loaded without a trailing slash and on a static file', async () => {
    expectSecurityHeaders(await sut.http().get('/app/favicon.svg').expect(200));
    expectSecurityHeaders(await sut.http().get('/app/login').expect(200));
  });

  it('are on a JSON answer of the API', async () => {
    const res = await sut.http().get('/api/v1/public/now').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.body.epochMs).toBe('number');
    expectSecurityHeaders(res);
  });

  it('are on error answers of the API', async () => {
    const missing = await sut.http().get('/api/v1/no/such/thing').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expectSecurityHeaders(missing);
    const signedOut = await sut
      .http()
      .get(`/api/v1/secure/nodes/${TENANT}`)
      .set('X-Anti-Forgery', 'a1b2c3d4e5f60718293a4b5c6d7e8f90')
      .expect(401);
    expect(signedOut.body).toMatchObject({ statusCode: 401 });
    expectSecurityHeaders(signedOut);
  });

  it('are on Swagger UI with the same policy (it needs no relaxation)', async () => {
    const res = await sut.http().get('/api/docs/').expect(200);
    expect(res.text).toContain('swagger-ui-bundle.js');
    expectSecurityHeaders(res);
  });

  it('add HSTS only when the loopback proxy says the request came over https', async () => {
    const overHttps = await sut
      .http()
      .get('/api/v1/public/now')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    const page = await sut.http().get('/app/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');

    const overHttp = await sut
      .http()
      .get('/api/v1/public/now')
      .set('X-Forwarded-Proto', 'http')
      .expect(200);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const direct = await sut.http().get('/api/v1/public/now').expect(200);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
