import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { statfs } from 'node:fs/promises';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { MetricsService } from './metrics.service';

/**
 * Free and total bytes of the file system under DATA_DIR (the embedded database, uploads,
 * reports, backups), for the disk alert: a full disk stops every write.
 */
@Injectable()
export class DiskMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const read = () => statfs(this.config.dataDir).catch(() => undefined);
    this.metrics.gauge(
      'data_dir_free_bytes',
      'Bytes free to the app under DATA_DIR',
      [],
      async () => {
        const stats = await read();
        return stats ? [{ value: stats.bavail * stats.bsize }] : [];
      },
    );
    this.metrics.gauge(
      'data_dir_size_bytes',
      'Size of the file system under DATA_DIR',
      [],
      async () => {
        const stats = await read();
        return stats ? [{ value: stats.blocks * stats.bsize }] : [];
      },
    );
  }
}
