import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelUuidOf } from '@domain/tree-levels';
import type { Principal } from '@server/common/auth/principal';
import { LimitReached } from '@server/common/limit-reached';
import { APP_CONFIG } from '@server/config/config.module';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { PdfService } from '@server/modules/pdf/pdf.service';
import { ObjectStore } from '@server/modules/storage/object-store';
import { NodeAccessService } from '@server/modules/tree/node-access.service';
import { NodesService } from '@server/modules/tree/nodes.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { CapabilitiesService } from './capabilities.service';
import { PdaErrorCode } from './pda.exceptions';
import { BULK_PDA_JOB, PdaReportService, reportExpiredMessage } from './pda-report.service';
import { PdaService } from './pda.service';

/**
 * Bulk PDA reports over in-memory runs and files: whose report a caller may fetch, when it is
 * gone (past the retention, even before the sweep: its file removed at once), not ready or
 * lost, and the per-person cap on reports at once. The rendering is PdfService's and the
 * report job's own e2e.
 */

const DAY = 86_400_000;
const ann = { userUuid: 'ann', groups: [] } as unknown as Principal;
const bob = { userUuid: 'bob', groups: [] } as unknown as Principal;
const admin = { userUuid: 'root', groups: ['premise:admin'] } as unknown as Principal;

const run = (over: object = {}) => ({
  quartzJobUuid: 'r1',
  jobName: BULK_PDA_JOB,
  createdByUserUuid: 'ann',
  status: 'COMPLETED',
  outputFile: 'reports/r1.pdf',
  finishedAt: new Date(Date.now() - DAY),
  ...over,
});

let runs: Record<string, object>;
let files: Map<string, string>;
let removed: string[];
let limitReached: boolean;
let service: PdaReportService;

beforeEach(async () => {
  runs = { r1: run() };
  files = new Map([['reports/r1.pdf', 'PDF']]);
  removed = [];
  limitReached = false;
  service = await serviceOver(
    PdaReportService,
    fake(APP_CONFIG, { reportRetentionDays: 7, bulkReportsPerUser: 2 }),
    fake(DataSource, {}),
    fake(PdaService, {}),
    fake(CapabilitiesService, {}),
    fake(NodesService, {}),
    fake(NodeAccessService, { assertVisible: async () => undefined }),
    fake(PdfService, {}),
    fake(JobsService, {
      findRun: async (id: string) => runs[id] ?? null,
      enqueue: async () => {
        if (limitReached) throw new LimitReached(2, 40);
        return 'r2';
      },
    }),
    fake(ObjectStore, {
      open: async (key: string) => files.get(key) ?? null,
      remove: async (keys: string[]) => void removed.push(...keys),
    }),
  );
});

describe('fetching a bulk report', () => {
  it('is for the person who started it, or an administrator', async () => {
    expect(await service.reportFile(ann, 'r1')).toBe('PDF');
    expect(await service.reportFile(admin, 'r1')).toBe('PDF');
    expect(await refusalOf(service.reportFile(bob, 'r1'))).toBe(
      `${PdaErrorCode.ReportNotYours}: This report is not yours`,
    );
  });

  it('finds no run of another job, and no file before it is done', async () => {
    runs.other = run({ jobName: 'scheduler.cache-dispose' });
    expect(await refusalOf(service.reportFile(ann, 'other'))).toBe(
      `${PdaErrorCode.ReportNotFound}: Report not found`,
    );
    runs.r1 = run({ status: 'RUNNING', outputFile: null, finishedAt: null });
    expect(await refusalOf(service.reportFile(ann, 'r1'))).toBe(
      `${PdaErrorCode.ReportNotReady}: The report is not ready yet`,
    );
  });

  it('is gone past the retention, its file removed at once, and when its file was lost', async () => {
    runs.r1 = run({ finishedAt: new Date(Date.now() - 8 * DAY) });
    expect(await refusalOf(service.reportFile(ann, 'r1'))).toBe(
      `${PdaErrorCode.ReportExpired}: ${reportExpiredMessage(7)}`,
    );
    expect(removed).toEqual(['reports/r1.pdf']);
    runs.r1 = run();
    files.clear();
    expect(await refusalOf(service.reportFile(ann, 'r1'))).toBe(
      `${PdaErrorCode.ReportExpired}: The file of this report is not stored any more; start a new one`,
    );
  });
});

describe('starting a bulk report', () => {
  it('needs a known level, and refuses past the per-person cap with the wait', async () => {
    expect(await service.startBulk(ann, 'n1', levelUuidOf('Production Shop'))).toBe('r2');
    expect(await refusalOf(service.startBulk(ann, 'n1', 'no-level'))).toBe(
      `${PdaErrorCode.UnknownLevel}: Unknown level`,
    );
    limitReached = true;
    expect(await refusalOf(service.startBulk(ann, 'n1', levelUuidOf('Production Shop')))).toBe(
      `${PdaErrorCode.TooManyReports}: You have 2 bulk PDA reports queued or running, the most one person may have at once (BULK_REPORTS_PER_USER); retry in 40 s`,
    );
  });
});
