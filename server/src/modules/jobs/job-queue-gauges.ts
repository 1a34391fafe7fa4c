import type { MetricsService } from '@server/modules/metrics/metrics.service';
import type { JobRunsRepository } from './job-runs.repository';

/**
 * The queue's depth and its oldest waiting run per job, read at each scrape: every registered
 * job shows (0 when nothing waits), and so does a job only older runs still name.
 */
export function registerQueueGauges(
  metrics: MetricsService,
  runs: JobRunsRepository,
  registered: () => Iterable<string>,
): void {
  const queued = async () => {
    const rows = await runs.queued();
    const byName = new Map(rows.map((row) => [row.jobName, row]));
    return [...new Set([...registered(), ...byName.keys()])].map((kind) => ({
      kind,
      depth: byName.get(kind)?.depth ?? 0,
      oldestSeconds: byName.get(kind)?.oldestSeconds ?? 0,
    }));
  };
  metrics.gauge('job_queue_depth', 'Job runs waiting to start, by job name', ['kind'], async () =>
    (await queued()).map(({ kind, depth }) => ({ labels: { kind }, value: depth })),
  );
  metrics.gauge(
    'job_queue_oldest_seconds',
    'How long the oldest waiting run of each job has waited',
    ['kind'],
    async () =>
      (await queued()).map(({ kind, oldestSeconds }) => ({
        labels: { kind },
        value: oldestSeconds,
      })),
  );
}
