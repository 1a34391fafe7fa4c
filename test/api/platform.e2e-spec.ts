import { hostname } from 'node:os';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { environmentFromHostname } from '@server/modules/platform/environment';
import { startTestApp, TestApp } from '../support/test-app';

describe('platform endpoints', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut.close();
  });

  it('reports the database and the job engine up', async () => {
    const res = await sut.http().get('/api/v1/public/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      jobs: { status: 'up' },
    });
    expect(typeof res.body.database.latencyMs).toBe('number');
  });

  it('answers HEAD on public GETs, as uptime monitors send it', async () => {
    const res = await sut.http().head('/api/v1/public/health').expect(200);
    expect(res.headers['content-type']).toContain('application/json');
    await sut.http().head('/api/v1/public/now').expect(200);
  });

  it('answers the product version, the environment and the build time', async () => {
    const res = await sut.http().get('/api/v1/public/env').expect(200);
    expect(res.body.version).toBe('2025.36.1');
    expect(['production', 'staging', 'test', 'development']).toContain(res.body.environment);
    expect(Number.isNaN(Date.parse(res.body.buildTime))).toBe(false);
  });

  it('says development only when told (npm run dev); otherwise it goes by the host name', async () => {
    const dev = await startTestApp({ PORTAL_ENVIRONMENT: 'development' }, sut);
    try {
      const res = await dev.http().get('/api/v1/public/env').expect(200);
      expect(res.body.environment).toBe('development');
    } finally {
      await dev.close();
    }
    // Unset, as under npm start: a host name saying nothing (this one is e.g. "vm") is production.
    const res = await sut.http().get('/api/v1/public/env').expect(200);
    expect(res.body.environment).toBe(environmentFromHostname(hostname()));
    expect(environmentFromHostname('localhost')).toBe('production');
  });

  it('answers the server time', async () => {
    const before = Date.now();
    const res = await sut.http().get('/api/v1/public/now').expect(200);
    expect(res.body.epochMs).toBeGreaterThanOrEqual(before);
    expect(Date.parse(res.body.now)).toBe(res.body.epochMs);
  });

  it('echoes a URL-decoded path segment', async () => {
    const res = await sut.http().get('/api/v1/public/echo/h%C3%A9llo%20world').expect(200);
    expect(res.body).toEqual({ echo: 'héllo world' });
  });

  it('answers an unknown API path with the JSON error shape and a correlation id', async () => {
    const res = await sut.http().get('/api/v1/no/such/thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/v1/no/such/thing',
      correlationId: res.headers['x-correlation-id'],
    });
  });

  it('keeps a caller-supplied correlation id', async () => {
    const res = await sut
      .http()
      .get('/api/v1/nothing-here')
      .set('X-Correlation-Id', 'caller-id-1234')
      .expect(404);
    expect(res.headers['x-correlation-id']).toBe('caller-id-1234');
    expect(res.body.correlationId).toBe('caller-id-1234');
  });

  it('puts a weak ETag on a GET and answers 304 while it still matches', async () => {
    const first = await sut.http().get('/api/v1/public/echo/etag').expect(200);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    const again = await sut.http().get('/api/v1/public/echo/etag').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    const other = await sut.http().get('/api/v1/public/echo/other').set('If-None-Match', etag);
    expect(other.status).toBe(200);
  });

  it('keeps the server time out of every cache: no-store and no ETag', async () => {
    const res = await sut.http().get('/api/v1/public/now').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['etag']).toBeUndefined();
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const res = await sut
      .http()
      .post('/api/v1/public/echo/x')
      .set('Content-Type', 'application/json')
      .send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await sut.http().get('/api/docs/openapi.json').expect(200);
    expect(doc.body.info.title).toBe('Placement Portal API');
    expect(doc.body.paths['/public/health'].get.operationId).toBe('getHealth');
    const ui = await sut.http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('sends security headers and compresses large answers', async () => {
    const res = await sut.http().get('/api/docs/openapi.json').set('Accept-Encoding', 'gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('reports 503 when the job engine is down', async () => {
    await sut.app.get(JobsService).onApplicationShutdown();
    const res = await sut.http().get('/api/v1/public/health').expect(503);
    expect(res.body).toMatchObject({
      status: 'down',
      database: { status: 'up' },
      jobs: { status: 'down' },
    });
  });
});
