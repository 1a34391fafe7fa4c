import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';

const SHA256_HEX = /^[0-9a-f]{64}$/;

async function olderThan(path: string, before: number): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && info.isFile() && info.mtimeMs < before;
}

/**
 * File content on local disk, one copy per sha256: DATA_DIR/files/<first two hex>/<hash>.
 * Uploads stream into DATA_DIR/tmp first (same file system, so placing is a rename).
 * Which rows use a copy is the database's business (FilesService); this only moves bytes.
 */
@Injectable()
export class FileStore implements OnModuleInit {
  private readonly root: string;
  private readonly tmp: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'files');
    this.tmp = join(config.dataDir, 'tmp');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await mkdir(this.tmp, { recursive: true });
  }

  newTempPath(): string {
    return join(this.tmp, `upload-${randomUUID()}`);
  }

  pathOf(contentHash: string): string {
    if (!SHA256_HEX.test(contentHash)) throw new Error(`Not a sha256 hex digest: ${contentHash}`);
    return join(this.root, contentHash.slice(0, 2), contentHash);
  }

  async exists(contentHash: string): Promise<boolean> {
    return stat(this.pathOf(contentHash)).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
  }

  /**
   * Moves an upload's temp file into place; true when this call created the stored copy,
   * false when the same content was already there (the temp file is then dropped). Callers
   * hold the content's lock, so "exists" and "rename" cannot interleave with a removal.
   */
  async place(tempPath: string, contentHash: string): Promise<boolean> {
    if (await this.exists(contentHash)) {
      await this.discardTemp(tempPath);
      return false;
    }
    const target = this.pathOf(contentHash);
    await mkdir(join(target, '..'), { recursive: true });
    await rename(tempPath, target);
    return true;
  }

  async remove(contentHash: string): Promise<void> {
    await rm(this.pathOf(contentHash), { force: true });
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

  /** Hashes of the stored copies last written before `before` (ms since the epoch). */
  async storedBefore(before: number): Promise<string[]> {
    const found: string[] = [];
    for (const prefix of await readdir(this.root).catch(() => [] as string[])) {
      const names = await readdir(join(this.root, prefix)).catch(() => [] as string[]);
      for (const hash of names) {
        if (!SHA256_HEX.test(hash) || hash.slice(0, 2) !== prefix) continue;
        if (await olderThan(this.pathOf(hash), before)) found.push(hash);
      }
    }
    return found;
  }

  /** The stored bytes; a missing copy is a server fault (500), not a 404 for the caller. */
  async open(contentHash: string): Promise<ReadStream> {
    const path = this.pathOf(contentHash);
    await stat(path).catch((error: NodeJS.ErrnoException) => {
      throw new Error(`The stored content ${contentHash} is missing (${error.code}) at ${path}`);
    });
    return createReadStream(path);
  }
}
