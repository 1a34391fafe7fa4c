import { Permission } from '@domain/access';
import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '@server/modules/files/file-response';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal, DownloadLink } from '@server/common/auth/auth.decorators';
import { callerGone } from '@server/common/client-gone';
import type { Principal } from '@server/common/auth/principal';
import { BulkJobDto } from './dto/pda.dto';
import { PdaReportService } from './pda-report.service';

const id = new IdPipe();

/** PDF reports of one PDA and bulk reports of a node. */
@ApiTags('pda')
@Controller()
export class PdaReportsController {
  constructor(private readonly reports: PdaReportService) {}

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/pdf')
  @DownloadLink()
  @ApiOperation({
    summary: 'The PDA report as PDF (?jwt= for links)',
    description:
      'Answers 429 with Retry-After when the caller has PDF_RENDERS_PER_USER PDFs being made or waiting.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async getPdaPdf(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const { name, content } = await this.reports.renderOne(principal, pdaUuid, callerGone(res));
    return sendDownload(
      res,
      { name, body: content, bytes: content.length, mimeType: 'application/pdf' },
      'inline',
    );
  }

  @Access(Permission.TreeRead)
  @Get('secure/bulkPDA/:job/status')
  @ApiOperation({
    summary: 'Progress of a bulk PDA report; collQuartzJobMetas carries outputFile when done',
  })
  @ApiOkResponse({ type: BulkJobDto })
  async getBulkPdaStatus(
    @Param('job', id) job: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<BulkJobDto> {
    const run = await this.reports.status(principal, job);
    return {
      quartzJobUuid: run.quartzJobUuid,
      status: run.status,
      currentStep: run.currentStep,
      totalSteps: run.totalSteps,
      statusMessage: run.statusMessage,
      collQuartzJobMetas: run.outputFile
        ? [{ outputFile: `/api/v1/secure/bulkPDA/${run.quartzJobUuid}/download` }]
        : [],
    };
  }

  @Access(Permission.TreeRead)
  @Get('secure/bulkPDA/:job/download')
  @DownloadLink()
  @ApiOperation({
    summary: 'The finished bulk report: one merged PDF (?jwt= for links)',
    description: 'Answers 410 once the report is older than REPORT_RETENTION_DAYS (deleted).',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async downloadBulkPda(
    @Param('job', id) job: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const { body, bytes } = await this.reports.reportFile(principal, job);
    return sendDownload(
      res,
      { name: 'pda-report.pdf', body, bytes, mimeType: 'application/pdf' },
      'attachment',
    );
  }

  @Access(Permission.TreeRead)
  @Get('secure/bulkPDA/:node/:level')
  @ApiOperation({
    summary: 'Start a bulk PDA report of every PDA at a level under a node; answers quartzJobUuid',
    description:
      'Answers 429 with Retry-After when the caller has BULK_REPORTS_PER_USER reports queued or running.',
  })
  @ApiOkResponse({ type: BulkJobDto })
  async startBulkPda(
    @Param('node', id) nodeUuid: string,
    @Param('level', id) levelUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<BulkJobDto> {
    const quartzJobUuid = await this.reports.startBulk(principal, nodeUuid, levelUuid);
    return {
      quartzJobUuid,
      status: 'QUEUED',
      currentStep: 0,
      totalSteps: 0,
      statusMessage: 'Queued',
      collQuartzJobMetas: [],
    };
  }
}
