import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { readdir, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { ObjectStore } from '@server/modules/storage/object-store';
import { BULK_PDA_JOB, reportKey } from './pda-report.service';

/**
 * Moves the bulk reports earlier versions wrote to DATA_DIR/reports/<runId>.pdf into the
 * database (decision 0043), at every start of every instance (each wrote its own). A report is
 * imported when its run still names it (the migration made those names relative keys); one
 * whose run is gone or past retention is only deleted.
 */
@Injectable()
export class LegacyReportsImport implements OnApplicationBootstrap {
  private readonly logger = new Logger(LegacyReportsImport.name);
  private readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly objects: ObjectStore,
  ) {
    this.dir = join(config.dataDir, 'reports');
  }

  async onApplicationBootstrap(): Promise<void> {
    const imported = await this.run();
    if (imported) this.logger.log(`Moved ${imported} bulk report(s) into the database`);
  }

  async run(): Promise<number> {
    let imported = 0;
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const runId = /^([0-9a-f-]{36})\.pdf$/.exec(name)?.[1];
      if (!runId) continue;
      const path = join(this.dir, name);
      const key = reportKey(runId);
      const run = await this.jobs.findRun(runId);
      if (run?.jobName === BULK_PDA_JOB && run.outputFile === key) {
        await this.dataSource.transaction(async (manager) => {
          await this.objects.lock(key, manager);
          if (!(await this.objects.has(key, manager)))
            await this.objects.putFile(key, path, manager);
        });
        imported++;
      }
      await rm(path, { force: true });
    }
    await rmdir(this.dir).catch(() => undefined); // only once empty
    return imported;
  }
}
