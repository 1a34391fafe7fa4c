import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { levelNameOf } from '@domain/tree-levels';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import { retryLater } from '@server/common/client-gone';
import { LimitReached } from '@server/common/limit-reached';
import type { JobContext } from '@server/modules/jobs/job-handler';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { html } from '@server/modules/pdf/html';
import { PdfService } from '@server/modules/pdf/pdf.service';
import { NodeAccessService } from '@server/modules/tree/node-access.service';
import { NodesService } from '@server/modules/tree/nodes.service';
import { CapabilitiesService } from './capabilities.service';
import { pdaReportSection } from './pda-report';
import { PdaService } from './pda.service';
import { PdaErrorCode, PdaException } from './pda.exceptions';

export const BULK_PDA_JOB = 'pda.bulk-report';

/** Where this instance writes the bulk reports' files. */
export const reportsDir = (dataDir: string) => join(dataDir, 'reports');

/** What a report past its retention answers, and its run's status says. */
export const reportExpiredMessage = (days: number) =>
  `This report was deleted ${days} days after it was made (REPORT_RETENTION_DAYS); start a new one`;

interface BulkData {
  nodeUuid: string;
  levelUuid: string;
  principal: Principal;
}

/** PDA PDFs: one PDA, or every PDA at one level under a node as one merged document (a job). */
@Injectable()
export class PdaReportService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pdas: PdaService,
    private readonly capabilities: CapabilitiesService,
    private readonly nodes: NodesService,
    private readonly nodeAccess: NodeAccessService,
    private readonly pdf: PdfService,
    private readonly jobs: JobsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register<BulkData>(BULK_PDA_JOB, (context) => this.runBulk(context));
  }

  async renderOne(
    principal: Principal,
    pdaUuid: string,
    signal?: AbortSignal,
  ): Promise<{ name: string; content: Buffer }> {
    const pda = await this.pdas.get(principal, pdaUuid);
    const path = await this.nodeAccess.pathOf(principal, pda.nodeUuid);
    const body = pdaReportSection(pda, await this.capabilities.list(), path);
    const content = await this.pdf.renderDocument(
      { title: pda.description, subtitle: 'Physical Demand Analysis', bodyHtml: body },
      { key: principal.userUuid, signal },
    );
    return { name: `${pda.description}.pdf`, content };
  }

  /** Checks access now; the job itself runs with the requester's rights as they were. */
  async startBulk(principal: Principal, nodeUuid: string, levelUuid: string): Promise<string> {
    await this.nodeAccess.assertVisible(principal, nodeUuid);
    if (!levelNameOf(levelUuid)) throw new PdaException(PdaErrorCode.UnknownLevel, 'Unknown level');
    return this.jobs
      .enqueue(
        BULK_PDA_JOB,
        { nodeUuid, levelUuid, principal } as unknown as Record<string, unknown>,
        {
          createdByUserUuid: principal.userUuid,
          statusMessage: 'Queued',
          perUserLimit: this.config.bulkReportsPerUser,
        },
      )
      .catch((error: unknown) => {
        if (!(error instanceof LimitReached)) throw error;
        throw retryLater(
          new PdaException(
            PdaErrorCode.TooManyReports,
            `You have ${error.held} bulk PDA reports queued or running, the most one person may ` +
              `have at once (BULK_REPORTS_PER_USER); retry in ${error.retryAfterSeconds} s`,
            { limit: this.config.bulkReportsPerUser },
          ),
          error.retryAfterSeconds,
        );
      });
  }

  /**
   * The finished report's PDF. Past REPORT_RETENTION_DAYS it is gone (410), even before the
   * hourly sweep (BulkReportRetention) has deleted it.
   */
  async reportFile(principal: Principal, runId: string): Promise<Buffer> {
    const run = await this.status(principal, runId);
    const days = this.config.reportRetentionDays;
    const expired =
      run.status === 'COMPLETED' &&
      (!run.outputFile || (run.finishedAt?.getTime() ?? 0) < Date.now() - days * 86_400_000);
    if (expired) {
      if (run.outputFile) rmSync(run.outputFile, { force: true });
      throw new PdaException(PdaErrorCode.ReportExpired, reportExpiredMessage(days));
    }
    if (!run.outputFile)
      throw new PdaException(PdaErrorCode.ReportNotReady, 'The report is not ready yet');
    return readFileSync(run.outputFile);
  }

  private async runBulk(context: JobContext<BulkData>): Promise<void> {
    const { nodeUuid, levelUuid, principal } = context.data;
    // Started at the tenant by a scoped user, the report covers their client sites: the
    // tenant's sums are over what the caller may read (decision 0031).
    const rows: { pdaUuid: string }[] = await this.dataSource.query(
      `SELECT p.pda_uuid AS "pdaUuid" FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
        WHERE n.level_uuid = $2 AND (n.node_uuid = $1 OR n.ancestors @> ARRAY[$1]::uuid[])
          AND n.trashed_at IS NULL AND p.pda_status_enum <> 'DELETED'
          AND ($3::uuid[] IS NULL OR n.node_uuid = ANY($3) OR n.ancestors[2] = ANY($3))
        ORDER BY n.description, p.description`,
      [nodeUuid, levelUuid, this.nodeAccess.readableClientIds(principal)],
    );
    const total = rows.length + 1;
    const capabilities = await this.capabilities.list();
    const sections = [];
    for (const [index, { pdaUuid }] of rows.entries()) {
      const pda = await this.pdas.get(principal, pdaUuid);
      sections.push(
        pdaReportSection(pda, capabilities, await this.nodeAccess.pathOf(principal, pda.nodeUuid)),
      );
      if (index % 5 === 0 || index === rows.length - 1)
        await context.progress(index + 1, total, `Prepared ${index + 1} of ${rows.length} PDAs`);
    }
    await context.progress(rows.length, total, 'Rendering the PDF');
    const root = await this.nodes.get(principal, nodeUuid);
    const body = sections.length
      ? html`${sections.map((section, i) => html`<div style="${i ? 'break-before: page' : ''}">${section}</div>`)}`
      : html`<p class="muted">No PDAs at this level under this node.</p>`;
    // Its own turn in the renderer's round, outside the user's PDF_RENDERS_PER_USER (the bulk
    // reports have their own cap): a queued report never finds its owner's renders full.
    const content = await this.pdf.renderDocument(
      {
        title: `PDA report: ${root.description}`,
        subtitle: `${rows.length} PDAs at level ${levelNameOf(levelUuid)}`,
        bodyHtml: body,
      },
      { key: `job:${context.runId}` },
    );
    const dir = reportsDir(this.config.dataDir);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${context.runId}.pdf`);
    writeFileSync(file, content);
    await context.setOutputFile(file);
    await context.progress(total, total, `Done: ${rows.length} PDAs`);
  }

  async status(principal: Principal, runId: string) {
    const run = await this.jobs.findRun(runId);
    if (!run || run.jobName !== BULK_PDA_JOB)
      throw new PdaException(PdaErrorCode.ReportNotFound, 'Report not found');
    if (run.createdByUserUuid !== principal.userUuid && !isAdmin(principal))
      throw new PdaException(PdaErrorCode.ReportNotYours, 'This report is not yours');
    return run;
  }
}
