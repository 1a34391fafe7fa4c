import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger as PinoLogger } from 'pino';
import request from 'supertest';
import { createHttpApp } from '@server/bootstrap/http-app';
import { createRootLogger } from '@server/common/logger';
import { loadConfig } from '@server/config/app-config';
import { createTestDatabase, TestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  database: TestDatabase;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * The real app (every module, global pipes and filters) on its own fresh database (a clone of
 * `from.template` when given), or on `from.database` to run a second instance beside the first;
 * its log lines go to `from.logger` when given (a test reading them), else nowhere.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  from: { database?: TestDatabase; template?: string; logger?: PinoLogger } = {},
): Promise<TestApp> {
  const shared = from.database;
  const database = shared ?? (await createTestDatabase(from.template));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await createHttpApp(config, database.url, from.logger ?? createRootLogger('silent'));
  return {
    app,
    database,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      if (!shared) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free loopback port (for WebSocket clients) and returns the base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}
