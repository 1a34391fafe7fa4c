import { Injectable, OnModuleInit } from '@nestjs/common';
import { HeldEtags } from '@server/common/read-reuse/version-etag.interceptor';
import { MetricsService } from './metrics.service';

/**
 * Read reuse of the polled reads (decisions 0022, 0059; the metric keeps its first name): per
 * read (its route template), the polls answered 304 before the handler ran (hit) and those
 * that ran the read (miss). HeldEtags counts them; this reads the totals at each scrape, so a
 * poll pays one map increment.
 */
@Injectable()
export class ReadReuseMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly held: HeldEtags,
  ) {}

  onModuleInit(): void {
    this.metrics.counter(
      'read_cache_total',
      'Polled reads (@CachedByVersion) answered from the held ETag (hit) or by running (miss)',
      ['route', 'result'],
      () =>
        [...this.held.readCounts()].flatMap(([route, { hit, miss }]) => [
          { labels: { route, result: 'hit' }, value: hit },
          { labels: { route, result: 'miss' }, value: miss },
        ]),
    );
  }
}
