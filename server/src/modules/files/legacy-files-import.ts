import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { ObjectStore } from '@server/modules/storage/object-store';
import { contentKey } from './file-store';
import { FilesRepository } from './files.repository';

/** Disk content no row uses is left this long: an older instance may still be committing it. */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Moves the file content earlier versions kept in DATA_DIR/files/<aa>/<sha256> into the
 * database (decision 0043), at every start of every instance, since each instance's disk held
 * its own uploads. A copy is imported only when its bytes hash to its name and a row uses it,
 * and deleted from disk only after its import committed (or when no row has used it for the
 * grace period); a copy whose bytes do not match is left in place and logged.
 */
@Injectable()
export class LegacyFilesImport implements OnApplicationBootstrap {
  private readonly logger = new Logger(LegacyFilesImport.name);
  private readonly root: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly objects: ObjectStore,
    private readonly files: FilesRepository,
  ) {
    this.root = join(config.dataDir, 'files');
  }

  async onApplicationBootstrap(): Promise<void> {
    const { imported, kept } = await this.run();
    if (imported || kept)
      this.logger.log(
        `Moved ${imported} stored file(s) from DATA_DIR/files into the database` +
          (kept ? `; ${kept} left there (see the errors above)` : ''),
      );
  }

  async run(now = Date.now()): Promise<{ imported: number; kept: number }> {
    let imported = 0;
    let kept = 0;
    for (const prefix of await readdir(this.root).catch(() => [] as string[])) {
      const dir = join(this.root, prefix);
      for (const hash of await readdir(dir).catch(() => [] as string[])) {
        const path = join(dir, hash);
        if (!/^[0-9a-f]{64}$/.test(hash) || hash.slice(0, 2) !== prefix) continue;
        const outcome = await this.importOne(hash, path, now);
        if (outcome === 'imported') imported++;
        if (outcome === 'kept') kept++;
      }
      await rmdir(dir).catch(() => undefined); // only once empty
    }
    await rmdir(this.root).catch(() => undefined);
    return { imported, kept };
  }

  private async importOne(hash: string, path: string, now: number) {
    if (!(await this.files.referencedAmong([hash])).has(hash)) {
      const info = await stat(path);
      if (info.mtimeMs >= now - ORPHAN_GRACE_MS) return 'later';
      await rm(path, { force: true });
      return 'orphan';
    }
    if ((await sha256Of(path)) !== hash) {
      this.logger.error(`${path} does not hold the content its name says; left in place`);
      return 'kept';
    }
    await this.dataSource.transaction(async (manager) => {
      await this.files.lockContent([hash], manager);
      const key = contentKey(hash);
      if (!(await this.objects.has(key, manager))) await this.objects.putFile(key, path, manager);
    });
    await rm(path, { force: true });
    return 'imported';
  }
}
