import { Permission } from '@domain/access';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, CurrentPrincipal, DownloadLink } from '@server/common/auth/auth.decorators';
import { callerGone } from '@server/common/client-gone';
import type { Principal } from '@server/common/auth/principal';
import { sendDownload } from '@server/modules/files/file-response';
import { ScorePdfQueryDto } from './dto/score-pdf.dto';
import { ScorePdfService } from './score-pdf.service';

const NO_CHROMIUM =
  'Answers 503 naming CHROME_PATH when the server has no Chromium, and 429 with Retry-After ' +
  'when the caller has PDF_RENDERS_PER_USER PDFs being made or waiting.';

/** The seed's score PDFs by GET (?jwt= for links): /pdf/score.pdf, tmm-score.pdf, ppt.pdf. */
@ApiTags('exams')
@Controller()
export class ScorePdfController {
  constructor(private readonly scores: ScorePdfService) {}

  @Access(Permission.RosterRead)
  @Get('pdf/score.pdf')
  @DownloadLink()
  @ApiOperation({
    summary: "An exam's score sheet: every section, field and value, missing required ones flagged",
    description: `uuid names the exam; person_uuid alone, their newest complete exam. ${NO_CHROMIUM}`,
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async getScorePdf(
    @Query() query: ScorePdfQueryDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendDownload(
      res,
      await this.scores.render(principal, 'score', query, callerGone(res)),
      'inline',
    );
  }

  @Access(Permission.RosterRead)
  @Get('pdf/tmm-score.pdf')
  @DownloadLink()
  @ApiOperation({
    summary: 'A TMM interview: ratings and notes (400 for another kind of exam)',
    description: `uuid names the exam; person_uuid alone, their newest complete TMM. ${NO_CHROMIUM}`,
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async getTmmScorePdf(
    @Query() query: ScorePdfQueryDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendDownload(
      res,
      await this.scores.render(principal, 'tmm', query, callerGone(res)),
      'inline',
    );
  }

  @Access(Permission.RosterRead)
  @Get('pdf/ppt.pdf')
  @DownloadLink()
  @ApiOperation({
    summary: "A PPT's measurements per capability (400 for another kind of exam)",
    description:
      'uuid names the exam; person_uuid alone, their newest complete PPT. With node_uuid, the ' +
      `demands of the node's active PDAs (completed, approved) beside them. ${NO_CHROMIUM}`,
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async getPptPdf(
    @Query() query: ScorePdfQueryDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendDownload(
      res,
      await this.scores.render(principal, 'ppt', query, callerGone(res)),
      'inline',
    );
  }
}
