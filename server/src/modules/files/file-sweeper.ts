import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { FileStore } from './file-store';

/**
 * Removes what a crash left in this instance's DATA_DIR/tmp at start: uploads cut short. A
 * temp file younger than the request timeout may still be arriving, so it stays. (Stored
 * content needs no sweep: it commits with the rows that use it, or not at all.)
 */
@Injectable()
export class FileSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(FileSweeper.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: FileStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep().catch((error: Error) =>
      this.logger.error(`Could not sweep leftover uploads: ${error.message}`),
    );
  }

  async sweep(now = Date.now()): Promise<{ temp: number }> {
    const temp = await this.store.tempFilesBefore(now - this.config.httpRequestTimeoutMs - 60_000);
    await Promise.all(temp.map((path) => this.store.discardTemp(path)));
    if (temp.length)
      this.logger.log(`Removed ${temp.length} unfinished upload(s) from DATA_DIR/tmp`);
    return { temp: temp.length };
  }
}
