import { PRODUCT_NAME } from '@domain/rules';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { METRICS_PATH } from '@server/modules/metrics/metrics.controller';

/** operationIds are the controller method names, so generated hooks read naturally. */
export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${PRODUCT_NAME} API`)
    .setDescription(
      'Organisation tree, PDAs, exams, new-hire classes. Requests other than public GETs carry ' +
        'X-Anti-Forgery; signed-in calls carry Authorization: Bearer <jwt> and X-Session-Id.',
    )
    .setVersion(version)
    .addServer('/api/v1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    ignoreGlobalPrefix: true,
  });
  // Served beside the API, not under /api/v1 (http-app.ts): the path names its own server.
  const metrics = document.paths[`/${METRICS_PATH}`];
  if (metrics) metrics.servers = [{ url: '/' }];
  assertUniqueOperationIds(document);
  return document;
}

function assertUniqueOperationIds(document: OpenAPIObject): void {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const id = (operation as { operationId?: string }).operationId;
      if (!id) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (seen.has(id))
        throw new Error(`operationId ${id} is used by ${seen.get(id)} and ${where}`);
      seen.set(id, where);
      if (!(operation as { tags?: string[] }).tags?.length) throw new Error(`${where} has no tag`);
    }
  }
}
