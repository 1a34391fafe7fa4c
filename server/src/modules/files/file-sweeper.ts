import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { FileStore } from './file-store';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';

/** Stored content no row uses is left alone this long: another instance may be committing it. */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;

/**
 * Removes what a crash left on disk, at start: temp files of uploads cut short, and stored
 * content no row refers to (placed, then the process died before the rows committed). Safe
 * beside other instances on the same DATA_DIR: a temp file younger than the request timeout
 * may still be arriving, and stored content is removed only when older than the grace period
 * and still unreferenced under the content's lock, which every upload holds while it commits.
 */
@Injectable()
export class FileSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(FileSweeper.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: FileStore,
    private readonly files: FilesRepository,
    private readonly service: FilesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep().catch((error: Error) =>
      this.logger.error(`Could not sweep leftover files: ${error.message}`),
    );
  }

  async sweep(now = Date.now()): Promise<{ temp: number; orphans: number }> {
    const temp = await this.store.tempFilesBefore(now - this.config.httpRequestTimeoutMs - 60_000);
    await Promise.all(temp.map((path) => this.store.discardTemp(path)));
    const old = await this.store.storedBefore(now - ORPHAN_GRACE_MS);
    const referenced = await this.files.referencedAmong(old);
    const orphans = await this.service.removeUnreferenced(old.filter((h) => !referenced.has(h)));
    if (temp.length || orphans) {
      this.logger.log(
        `Removed ${temp.length} unfinished upload(s) from DATA_DIR/tmp and ${orphans} stored file(s) no row refers to`,
      );
    }
    return { temp: temp.length, orphans };
  }
}
