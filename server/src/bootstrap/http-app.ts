import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { parse as parseForm } from 'node:querystring';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from '@server/app.module';
import { AllExceptionsFilter } from '@server/common/all-exceptions.filter';
import type { Principal } from '@server/common/auth/principal';
import { ClusterSync, WRITE_POSITION_HEADER } from '@server/common/events/cluster-sync';
import { answerNotModified, tagAnswer } from '@server/common/read-reuse/not-modified';
import { COMPRESS_THRESHOLD } from '@server/common/read-reuse/serialised-answers';
import { mayWrite, TableVersions } from '@server/common/read-reuse/table-versions';
import { PinoNestLogger } from '@server/common/logger';
import { CORRELATION_HEADER, requestIdFor } from '@server/common/request-id';
import { createValidationPipe } from '@server/common/validation';
import { JSON_LIMITS, parseJsonBody } from '@server/common/json-limits';
import { redactUrl } from '@server/common/redact-url';
import type { AppConfig } from '@server/config/app-config';
import { UPLOAD_PATH } from '@server/modules/files/upload.controller';
import { METRICS_PATH } from '@server/modules/metrics/metrics.controller';
import { MetricsService, UNMATCHED_ROUTE } from '@server/modules/metrics/metrics.service';
import { readBuildInfo } from '@server/modules/platform/build-info';
import { applyConnectionTimeouts, closeUnreadRequests } from './connection-limits';
import { buildOpenApiDocument } from './openapi';
import { securityHeaders } from './security-headers';

export const API_PREFIX = 'api/v1';

const HEALTH_URL = `/${API_PREFIX}/public/health`;

function isSmall(payload: unknown): boolean {
  return (
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    Buffer.byteLength(payload) < COMPRESS_THRESHOLD
  );
}

/** The built client, if there is one: API-only test runs have none and answer 404 under /app. */
function resolveClientDist(): string | undefined {
  const candidates = [
    join(process.cwd(), 'client', 'dist'),
    join(__dirname, '..', '..', '..', 'client', 'dist'),
    join(__dirname, '..', '..', '..', '..', '..', 'client', 'dist'),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

async function serveClient(app: NestFastifyApplication, fastify: FastifyInstance): Promise<void> {
  fastify.get('/', (_request, reply) => reply.redirect('/app/'));
  const dist = resolveClientDist();
  if (!dist) return;
  // One route per built file (wildcard: false), so the single-page fallback below keeps the
  // rest of /app.
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/app/',
    index: false,
    wildcard: false,
    maxAge: 60 * 60 * 1000,
    decorateReply: false,
  });
  const indexHtml = readFileSync(join(dist, 'index.html'));
  // Client routes (deep links) all load the single page; assets that do not exist stay 404.
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=UTF-8')
      .send(indexHtml);
  };
  fastify.get('/app', page);
  fastify.get('/app/*', page);
}

/**
 * The request bodies the portal reads, as before the Fastify adapter: JSON (json-limits.ts:
 * size, depth, NUL), HTML forms (the identity provider's form post), and multipart uploads
 * (@fastify/multipart, registered after these, only marks them: the upload receiver reads
 * their parts with its limits once the caller may write). Other types (text) are left unread,
 * as Express left them, rather than refused with 415 or parsed as text.
 */
function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: JSON_LIMITS.httpBodyBytes },
    (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: JSON_LIMITS.httpBodyBytes },
    (_request, body, done) => done(null, { ...parseForm(body as string) }),
  );
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}

/**
 * One onResponse hook for every answered request (decision 0022: each hook costs every
 * request): its metrics, by route template (decision 0045), and one log line (method, path
 * with secrets redacted, status, milliseconds, correlation id) without a child logger per
 * request. Health probes are left out of the log; answers of 500 and more are logged as errors.
 */
function observeRequests(
  fastify: FastifyInstance,
  logger: PinoLogger,
  metrics: MetricsService,
): void {
  const logs = logger.isLevelEnabled('info') || logger.isLevelEnabled('error');
  fastify.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, statusCode, reply.elapsedTime / 1000);
    if (logs && request.url !== HEALTH_URL) {
      const level = statusCode >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level))
        logger[level](
          {
            req: { id: request.id, method: request.method, url: redactUrl(request.url) },
            res: { statusCode },
            responseTime: Math.round(reply.elapsedTime),
          },
          statusCode >= 500 ? 'request errored' : 'request completed',
        );
    }
    done();
  });
}

/** Everything between "a Nest app exists" and "listen": shared by main and the API tests. */
export async function createHttpApp(
  config: AppConfig,
  databaseUrl: string,
  rootLogger: PinoLogger,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // X-Forwarded-For and -Proto count only from the proxies TRUST_PROXY names (none by
    // default): request.ip, which the sign-in limits key on, is otherwise the peer's address.
    trustProxy: config.trustProxy,
    bodyLimit: JSON_LIMITS.httpBodyBytes,
    // Path parameters have their own length checks (the input-safety guard) with clear 400s;
    // Fastify's default (100 characters) would answer 414 first. Headers are 16 KiB at most.
    routerOptions: { maxParamLength: 64 * 1024, ignoreTrailingSlash: true },
    genReqId: (request: IncomingMessage) => requestIdFor(request),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, databaseUrl),
    adapter,
    { logger: new PinoNestLogger(rootLogger), bodyParser: false },
  );
  const fastify = app.getHttpAdapter().getInstance();
  applyConnectionTimeouts(app.getHttpServer(), config);
  // One onRequest and one onSend hook of the app's own: Fastify's hook runner costs every
  // request something per hook (decision 0022, "Per-request pipeline").
  const setSecurityHeaders = securityHeaders(
    config.sentryDsn ? new URL(config.sentryDsn).origin : undefined,
  );
  fastify.addHook('onRequest', (request, reply, done) => {
    closeUnreadRequests(request, reply);
    void reply.header(CORRELATION_HEADER, request.id);
    setSecurityHeaders(request, reply);
    done();
  });
  observeRequests(fastify, rootLogger, app.get(MetricsService));
  const versions = app.get(TableVersions);
  const sync = app.get(ClusterSync);
  /** Compression marks, ETags and 304s: what every answer gets as it goes out. */
  const finish = (request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown => {
    // Downloads say `no-transform` (file-response.ts): their bytes and length go out as stored.
    // Answers under the threshold go out as they are anyway: marking them spares them the
    // compressor's negotiation (content type and Accept-Encoding parsing) on every request.
    if (String(reply.getHeader('cache-control') ?? '').includes('no-transform'))
      request.headers['x-no-compression'] = 'no-transform';
    else if (isSmall(payload)) request.headers['x-no-compression'] = 'small';
    tagAnswer(request, reply, payload);
    return answerNotModified(request, reply, payload);
  };
  fastify.addHook(
    'onSend',
    (request: FastifyRequest & { principal?: Principal }, reply, payload, done) => {
      if (!mayWrite(request.method)) return done(null, finish(request, reply, payload));
      // Read your writes: the caller's write is done once its answer goes out (the AuthGuard
      // marked its start) ...
      if (request.principal) versions.userWrote(request.principal.userUuid);
      if (reply.statusCode >= 400) return done(null, finish(request, reply, payload));
      // ... and any instance asked with this position hears it before answering (decision 0044).
      sync.position().then(
        (position) => {
          void reply.header(WRITE_POSITION_HEADER, position);
          done(null, finish(request, reply, payload));
        },
        () => done(null, finish(request, reply, payload)),
      );
    },
  );
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['gzip', 'deflate'],
  });
  registerBodyParsers(fastify);
  await app.register(fastifyMultipart);
  // The seed's upload path and Prometheus' scrape sit beside the API, outside the /api/v1 prefix.
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: `${UPLOAD_PATH}/:nodeUuid`, method: RequestMethod.POST },
      { path: METRICS_PATH, method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  await serveClient(app, fastify);
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, readBuildInfo().version), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/docs/openapi.json',
    // Tags start collapsed: with every operation expanded (130 and more) Swagger UI stopped
    // rendering after the first few, leaving most of the API off the page.
    swaggerOptions: { docExpansion: 'none' },
  });
  await app.init();
  await fastify.ready();
  return app;
}
