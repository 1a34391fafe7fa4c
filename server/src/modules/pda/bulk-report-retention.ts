import { Inject, Injectable } from '@nestjs/common';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Housekeeping } from '@server/common/housekeeping';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { BULK_PDA_JOB, reportExpiredMessage, reportsDir } from './pda-report.service';

/** How often each instance deletes the reports past their retention. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Bulk PDA reports (8 MB each at the demo's size) are deleted REPORT_RETENTION_DAYS after they
 * were made, at start and then hourly on every instance: the runs past it forget their file
 * (their status says why), and each instance deletes the files in its own reports folder that
 * are older, whichever instance's sweep cleared their run. Deletes are idempotent, so the
 * instances need no coordination.
 */
@Injectable()
export class BulkReportRetention extends Housekeeping {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {
    super(SWEEP_EVERY_MS, 'delete old bulk reports');
  }

  /** Deletes the reports past their retention; answers how many files went. */
  async sweep(): Promise<number> {
    const days = this.config.reportRetentionDays;
    const cutoff = Date.now() - days * 86_400_000;
    const files = new Set(
      await this.jobs.expireOutputs(BULK_PDA_JOB, days, reportExpiredMessage(days)),
    );
    const dir = reportsDir(this.config.dataDir);
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      // No report was ever made here.
    }
    for (const name of names) {
      const file = join(dir, name);
      const made = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (made !== undefined && made < cutoff) files.add(file);
    }
    let deleted = 0;
    for (const file of files) {
      if (statSync(file, { throwIfNoEntry: false })) deleted++;
      rmSync(file, { force: true });
    }
    return deleted;
  }

  protected async round(): Promise<string | undefined> {
    const deleted = await this.sweep();
    return deleted ? `Deleted ${deleted} bulk report(s) past their retention` : undefined;
  }
}
