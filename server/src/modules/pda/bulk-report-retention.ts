import { Inject, Injectable } from '@nestjs/common';
import { Housekeeping } from '@server/common/housekeeping';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { ObjectStore } from '@server/modules/storage/object-store';
import { BULK_PDA_JOB, reportExpiredMessage } from './pda-report.service';

/** How often each instance deletes the reports past their retention. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Bulk PDA reports (8 MB each at the demo's size) are deleted REPORT_RETENTION_DAYS after they
 * were made, at start and then hourly on every instance: the runs past it forget their file
 * (their status says why) and their stored reports go, with any stored report that is older
 * (decision 0043). Deletes are idempotent, so the instances need no coordination.
 */
@Injectable()
export class BulkReportRetention extends Housekeeping {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly objects: ObjectStore,
  ) {
    super(SWEEP_EVERY_MS, 'delete old bulk reports');
  }

  /** Deletes the reports past their retention; answers how many went. */
  async sweep(): Promise<number> {
    const days = this.config.reportRetentionDays;
    const keys = await this.jobs.expireOutputs(BULK_PDA_JOB, days, reportExpiredMessage(days));
    const cutoff = new Date(Date.now() - days * 86_400_000);
    return (
      (await this.objects.remove(keys)) + (await this.objects.removeOlderThan('reports', cutoff))
    );
  }

  protected async round(): Promise<string | undefined> {
    const deleted = await this.sweep();
    return deleted ? `Deleted ${deleted} bulk report(s) past their retention` : undefined;
  }
}
