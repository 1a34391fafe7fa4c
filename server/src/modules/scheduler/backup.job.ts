import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG, DATABASE_URL } from '@server/config/config.module';
import {
  backupFileName,
  describeBackup,
  listArchives,
  pruneArchives,
} from '@server/common/db/backup/archives';
import { backup } from '@server/common/db/backup/backup';
import { formatByteCount } from '@domain/bytes';
import { JobFailure, type JobContext } from '@server/modules/jobs/job-handler';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import type { SchedulerRunData } from './roster-sync.job';

/** Progress lines written to the run at most this often (each is an UPDATE of job_runs). */
const PROGRESS_EVERY_MS = 1000;

/** This instance's backup runs since it started: what the metrics read (see stats()). */
export interface BackupStats {
  succeeded: number;
  failed: number;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  lastFailure: string | null;
  /** The size of the last archive this instance wrote. */
  lastBytes: number | null;
}

/**
 * The backup job class: the archive `npm run db:backup` writes (the same code,
 * server/src/common/db/backup), made by the app on its own connection (rows and sequences are
 * all a backup reads, which the request role may) into BACKUP_DIR, keeping the newest
 * BACKUP_KEEP archives there. The run's output is the archive and its size, which the
 * scheduler screen shows. A failure fails the run at once (the next fire is the retry: three
 * quick attempts at a full disk would only fill it again), with one structured error line in
 * the log and a count in stats(). Decision 0046.
 */
@Injectable()
export class BackupJob {
  private readonly logger = new Logger(BackupJob.name);
  private readonly counts: BackupStats = {
    succeeded: 0,
    failed: 0,
    lastSuccessAt: null,
    lastFailureAt: null,
    lastFailure: null,
    lastBytes: null,
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    metrics: MetricsService,
  ) {
    // Scraped per instance: an alert sums the failures over the instances (docker/prometheus).
    metrics.counter('backups_total', 'Scheduled backups run by this instance', ['result'], () => [
      { labels: { result: 'completed' }, value: this.counts.succeeded },
      { labels: { result: 'failed' }, value: this.counts.failed },
    ]);
    metrics.gauge('backup_last_bytes', 'Size of the last archive this instance wrote', [], () =>
      this.counts.lastBytes === null ? [] : [{ value: this.counts.lastBytes }],
    );
  }

  /** For the metrics (a counter of failures, the time of the last one): a copy, per instance. */
  stats(): BackupStats {
    return { ...this.counts };
  }

  async run(ctx: JobContext<SchedulerRunData>): Promise<void> {
    const dir = this.config.backupDir;
    const started = Date.now();
    let file: string | undefined;
    try {
      await ctx.progress(0, 1, `Backing up into ${dir}`);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      file = await this.freeName(dir, new Date());
      const progress = throttledProgress(ctx);
      const manifest = await backup({
        databaseUrl: this.databaseUrl,
        dataDir: this.config.dataDir,
        out: file,
        progress: progress.line,
      });
      await progress.settled();
      const bytes = (await stat(file)).size;
      const deleted = await pruneArchives(dir, this.config.backupKeep);
      await ctx.setOutputFile(file, bytes);
      await ctx.progress(
        1,
        1,
        `Backed up ${describeBackup(manifest)} to ${basename(file)} (${formatByteCount(bytes)}); ` +
          `keeping the newest ${this.config.backupKeep}` +
          (deleted.length ? `, deleted ${deleted.length} older` : ''),
      );
      Object.assign(this.counts, {
        succeeded: this.counts.succeeded + 1,
        lastSuccessAt: new Date(),
        lastBytes: bytes,
      });
      this.logger.log({
        msg: `Backup written to ${file}`,
        event: 'backup.completed',
        runId: ctx.runId,
        file,
        bytes,
        ms: Date.now() - started,
        deleted,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      Object.assign(this.counts, {
        failed: this.counts.failed + 1,
        lastFailureAt: new Date(),
        lastFailure: message,
      });
      this.logger.error({
        msg: `Backup failed: ${message}`,
        event: 'backup.failed',
        runId: ctx.runId,
        triggerUuid: ctx.data.triggerUuid,
        backupDir: dir,
        file: file ?? null,
        ms: Date.now() - started,
        error: message,
      });
      throw new JobFailure(message);
    }
  }

  /** The archive's name for now, numbered when another backup took this second's name. */
  private async freeName(dir: string, at: Date): Promise<string> {
    const taken = new Set(await listArchives(dir));
    let nth = 1;
    while (taken.has(backupFileName(at, nth))) nth++;
    return join(dir, backupFileName(at, nth));
  }
}

/**
 * backup()'s progress callback is synchronous and called per batch of rows: at most one line a
 * second reaches the run, and the last write is awaited before the final message replaces it.
 */
function throttledProgress(ctx: JobContext<SchedulerRunData>) {
  let last = 0;
  let pending: Promise<void> = Promise.resolve();
  return {
    line: (line: string) => {
      if (Date.now() - last < PROGRESS_EVERY_MS) return;
      last = Date.now();
      pending = pending.then(() => ctx.progress(0, 1, line)).catch(() => undefined);
    },
    settled: () => pending,
  };
}
