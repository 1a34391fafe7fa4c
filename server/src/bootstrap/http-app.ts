import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pinoHttp from 'pino-http';
import type { Logger as PinoLogger } from 'pino';
import { AppModule } from '@server/app.module';
import { AllExceptionsFilter } from '@server/common/all-exceptions.filter';
import { PinoNestLogger } from '@server/common/logger';
import { CORRELATION_HEADER, requestIdFor } from '@server/common/request-id';
import { createValidationPipe } from '@server/common/validation';
import { jsonBodyParserOptions } from '@server/common/json-limits';
import { redactUrl } from '@server/common/redact-url';
import type { AppConfig } from '@server/config/app-config';
import { UPLOAD_PATH } from '@server/modules/files/upload.controller';
import { readBuildInfo } from '@server/modules/platform/build-info';
import { applyConnectionTimeouts, closeUnreadRequests } from './connection-limits';
import { buildOpenApiDocument } from './openapi';
import { securityHeaders } from './security-headers';

export const API_PREFIX = 'api/v1';

/** The built client, if there is one: API-only test runs have none and answer 404 under /app. */
function resolveClientDist(): string | undefined {
  const candidates = [
    join(process.cwd(), 'client', 'dist'),
    join(__dirname, '..', '..', '..', 'client', 'dist'),
    join(__dirname, '..', '..', '..', '..', '..', 'client', 'dist'),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

function serveClient(app: NestExpressApplication): void {
  const dist = resolveClientDist();
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.get('/', (_req, res) => res.redirect('/app/'));
  if (!dist) return;
  server.use('/app', express.static(dist, { index: false, maxAge: '1h' }));
  // Client routes (deep links) all load the single page; assets that do not exist stay 404.
  server.get(/^\/app(\/.*)?$/, (req, res, next) => {
    if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(dist, 'index.html'));
  });
}

/** Everything between "a Nest app exists" and "listen": shared by main and the API tests. */
export async function createHttpApp(
  config: AppConfig,
  databaseUrl: string,
  rootLogger: PinoLogger,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    {
      logger: new PinoNestLogger(rootLogger),
    },
  );
  app.set('trust proxy', 'loopback');
  applyConnectionTimeouts(app.getHttpServer(), config);
  app.use(closeUnreadRequests);
  app.use(
    pinoHttp({
      logger: rootLogger,
      genReqId: (req, res) => {
        const id = requestIdFor(req);
        res.setHeader(CORRELATION_HEADER, id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === `/${API_PREFIX}/public/health` },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(...securityHeaders());
  app.use(compression());
  // Named jsonParser like Nest's own, which Nest then leaves out: the limits of json-limits.ts.
  app.use(express.json(jsonBodyParserOptions()));
  // The seed's upload path sits beside the API, outside the /api/v1 prefix.
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [{ path: `${UPLOAD_PATH}/:nodeUuid`, method: RequestMethod.POST }],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  serveClient(app);
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, readBuildInfo().version), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/docs/openapi.json',
    // Tags start collapsed: with every operation expanded (130 and more) Swagger UI stopped
    // rendering after the first few, leaving most of the API off the page.
    swaggerOptions: { docExpansion: 'none' },
  });
  await app.init();
  return app;
}
