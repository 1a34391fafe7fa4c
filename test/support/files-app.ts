import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { DataSource } from 'typeorm';
import { TENANT_NODE_UUID } from '@domain/tree-levels';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { as, signInOrFail, SignedIn } from './auth-helpers';
import { startSeededApp } from './demo-app';
import type { TestApp } from './test-app';

/** A stored file as the upload answers it. */
export interface StoredFile {
  fileUuid: string;
  name: string;
  bytes: number;
  fileTypeUuid: string | null;
  zeroBytes: boolean;
  mimeType: string;
  created: string;
}

export const UPLOAD_MAX_BYTES = 64 * 1024;
export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Every file under a folder, recursively (the content store and the temp folder). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The raw response body, whatever its type. */
export function bytesOf(
  request: Test,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return request
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .then((res) => ({ status: res.status, headers: res.headers, body: res.body as Buffer }));
}

/**
 * The demo app of the node-files suites, with UPLOAD_MAX_BYTES at 64 KiB, every demo user
 * signed in and a shop of two client sites. Call inside a describe: it starts the app before
 * the suite, closes it after, and checks after each test that no upload left a temp file.
 */
export function filesApp() {
  const app = {
    t: undefined as unknown as TestApp,
    dataSource: undefined as unknown as DataSource,
    s: {} as Record<string, SignedIn>,
    /** A Riverside shop and a Lakeview one (another client site). */
    shop: '',
    lakeviewShop: '',
    dataDir: '',
    upload: (who: string, nodeUuid: string) =>
      as(app.s[who], app.t.http().post(`/api/upload/v1/${nodeUuid}`)),
    get: (who: string, path: string) => as(app.s[who], app.t.http().get(`/api/v1/${path}`)),
    withJwt: (who: string, path: string) =>
      app.t.http().get(`/api/v1/${path}?jwt=${encodeURIComponent(app.s[who].jwt)}`),
    rowsNamed: async (...names: string[]): Promise<number> =>
      (
        await app.dataSource.query(
          `SELECT count(*)::int AS n FROM tree_files WHERE name = ANY($1)`,
          [names],
        )
      )[0].n,
    /** Whether the content is in the database's store (decision 0043). */
    stored: async (content: Buffer) =>
      (
        await app.dataSource.query(`SELECT 1 FROM stored_objects WHERE key = $1`, [
          `files/${sha256(content)}`,
        ])
      ).length > 0,
    storedFiles: async (): Promise<number> =>
      (
        await app.dataSource.query(
          `SELECT count(*)::int AS n FROM stored_objects WHERE starts_with(key, 'files/')`,
        )
      )[0].n,
  };

  beforeAll(async () => {
    const { t, credentials } = await startSeededApp({
      UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
    });
    app.t = t;
    app.dataSource = t.app.get(DataSource);
    app.dataDir = t.app.get<AppConfig>(APP_CONFIG).dataDir;
    for (const c of credentials) app.s[c.userCode] = await signInOrFail(t, c.userCode, c.password);
    const tenant = (await app.get('admin', `secure/nodes/${TENANT_NODE_UUID}`).expect(200)).body;
    const firstShopOf = async (prefix: string) => {
      const client = tenant.collTreeNodes.find((n: { description: string }) =>
        n.description.startsWith(prefix),
      );
      return (await app.get('admin', `secure/nodes/${client.nodeUuid}`).expect(200)).body
        .collTreeNodes[0].nodeUuid as string;
    };
    app.shop = await firstShopOf('Riverside');
    app.lakeviewShop = await firstShopOf('Lakeview');
  });

  afterAll(async () => {
    await app.t?.close();
  });

  afterEach(() => {
    // Whatever a test did, no upload may leave a temp file behind.
    expect(filesUnder(join(app.dataDir, 'tmp'))).toEqual([]);
  });

  return app;
}
