import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { ObjectStore } from '@server/modules/storage/object-store';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The stored object of a content hash: a relative key, the same on every instance. */
export function contentKey(contentHash: string): string {
  if (!SHA256_HEX.test(contentHash)) throw new Error(`Not a sha256 hex digest: ${contentHash}`);
  return `files/${contentHash}`;
}

async function olderThan(path: string, before: number): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && info.isFile() && info.mtimeMs < before;
}

/**
 * File content, one copy per sha256, in the database (decision 0043) so every instance serves
 * it. Uploads stream into this instance's DATA_DIR/tmp first (hashed on the way), and are
 * copied into the database in the transaction that inserts their rows. Which rows use a copy
 * is the database's business (FilesService); this only moves bytes.
 */
@Injectable()
export class FileStore implements OnModuleInit {
  private readonly tmp: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly objects: ObjectStore,
  ) {
    this.tmp = join(config.dataDir, 'tmp');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.tmp, { recursive: true });
  }

  newTempPath(): string {
    return join(this.tmp, `upload-${randomUUID()}`);
  }

  /**
   * Copies an upload's temp file into the database in the caller's transaction, unless the same
   * content is there already. Callers hold the content's lock, so "has" and "put" cannot
   * interleave with another upload of the same bytes.
   */
  async place(tempPath: string, contentHash: string, manager: EntityManager): Promise<void> {
    const key = contentKey(contentHash);
    if (!(await this.objects.has(key, manager))) await this.objects.putFile(key, tempPath, manager);
  }

  async discardTemp(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  /** Temp files last written before `before` (ms since the epoch): uploads a crash cut short. */
  async tempFilesBefore(before: number): Promise<string[]> {
    const names = await readdir(this.tmp).catch(() => [] as string[]);
    const paths = names.map((name) => join(this.tmp, name));
    return (await Promise.all(paths.map((path) => olderThan(path, before)))).flatMap((old, i) =>
      old ? [paths[i]] : [],
    );
  }

  /** The stored bytes; a missing copy is a server fault (500), not a 404 for the caller. */
  async open(contentHash: string): Promise<Readable> {
    const content = await this.objects.open(contentKey(contentHash));
    if (!content) throw new Error(`The stored content ${contentHash} is missing`);
    return content.body;
  }
}
