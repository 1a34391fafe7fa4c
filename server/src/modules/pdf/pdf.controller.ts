import { Permission } from '@domain/access';
import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal, DownloadLink } from '@server/common/auth/auth.decorators';
import { callerGone } from '@server/common/client-gone';
import type { Principal } from '@server/common/auth/principal';
import { sendDownload } from '@server/modules/files/file-response';
import { NodeReportService } from './node-report.service';

@ApiTags('pdf')
@Controller()
export class PdfController {
  constructor(private readonly nodeReports: NodeReportService) {}

  @Access(Permission.TreeRead)
  @Get('secure/nodes/:id/pdf')
  @DownloadLink()
  @ApiOperation({
    summary: 'A PDF report of a node: level, breadcrumbs, children by level, counts, files',
    description:
      'Answers 503 naming CHROME_PATH when the server has no Chromium, and 429 with Retry-After ' +
      'when the caller has PDF_RENDERS_PER_USER PDFs being made or waiting.',
  })
  @ApiQuery({
    name: 'jwt',
    required: false,
    description: 'The session JWT, for links that cannot send headers',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async getNodePdf(
    @Param('id', IdPipe) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendDownload(
      res,
      await this.nodeReports.render(principal, nodeUuid, callerGone(res)),
      'inline',
    );
  }
}
