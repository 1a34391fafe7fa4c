import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { writeFileSync } from 'node:fs';
import { AppModule } from '@server/app.module';
import { buildOpenApiDocument } from '@server/bootstrap/openapi';
import { loadConfig } from '@server/config/app-config';
import { readBuildInfo } from '@server/modules/platform/build-info';

/**
 * Writes the OpenAPI document without a database or a port: preview mode builds the module
 * graph and reads the controllers' metadata but instantiates no provider.
 */
async function main(target: string): Promise<void> {
  const config = loadConfig({});
  const app = await NestFactory.create(
    AppModule.forRoot(config, 'postgres://unused/unused'),
    new FastifyAdapter(),
    { preview: true, logger: false },
  );
  const document = buildOpenApiDocument(app, readBuildInfo().version);
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
}

main(process.argv[2]).catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
