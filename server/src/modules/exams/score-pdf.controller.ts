import { Permission } from '@domain/access';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { sendDownload } from '@server/modules/files/file-response';
import { ScorePdfQueryDto } from './dto/score-pdf.dto';
import { ScorePdfService, type ScorePdfKind } from './score-pdf.service';

const pdfResponse = { schema: { type: 'string', format: 'binary' } } as const;

/** The seed's PDF downloads by GET: /pdf/score.pdf, /pdf/tmm-score.pdf, /pdf/ppt.pdf. */
@ApiTags('exams')
@Controller()
export class ScorePdfController {
  constructor(private readonly scores: ScorePdfService) {}

  private async send(
    principal: Principal,
    kind: ScorePdfKind,
    query: ScorePdfQueryDto,
    res: Response,
  ): Promise<StreamableFile> {
    const { name, content } = await this.scores.render(principal, kind, query);
    return sendDownload(
      res,
      { name, body: content, bytes: content.length, mimeType: 'application/pdf' },
      'inline',
    );
  }

  @Access(Permission.RosterRead)
  @Get('pdf/score.pdf')
  @ApiOperation({
    summary: "An exam's score sheet: every section, field and value (?jwt= for links)",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(pdfResponse)
  getScorePdf(
    @Query() query: ScorePdfQueryDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.send(principal, 'score', query, res);
  }

  @Access(Permission.RosterRead)
  @Get('pdf/tmm-score.pdf')
  @ApiOperation({ summary: 'A TMM interview score sheet (400 for another kind of exam)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse(pdfResponse)
  getTmmScorePdf(
    @Query() query: ScorePdfQueryDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.send(principal, 'tmm', query, res);
  }

  @Access(Permission.RosterRead)
  @Get('pdf/ppt.pdf')
  @ApiOperation({
    summary:
      "A PPT's measurements per capability; with node_uuid, the node's active PDA demands beside them",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse(pdfResponse)
  getPptPdf(
    @Query() query: ScorePdfQueryDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.send(principal, 'ppt', query, res);
  }
}
