import { Global, Module } from '@nestjs/common';
import { DatabaseMetrics } from './database-metrics';
import { DiskMetrics } from './disk-metrics';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { ReadReuseMetrics } from './read-reuse-metrics';

/**
 * Infrastructure, global like jobs and events (decision 0045): every module records through
 * MetricsService, and this module owns the registry and the scrape route.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, DatabaseMetrics, DiskMetrics, ReadReuseMetrics],
  exports: [MetricsService],
})
export class MetricsModule {}
