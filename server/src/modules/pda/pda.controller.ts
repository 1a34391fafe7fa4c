import { Permission } from '@domain/access';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { Response } from 'express';
import { readFileSync } from 'node:fs';
import { sendDownload } from '@server/modules/files/file-response';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { NodeNamePipe } from '@server/modules/tree/node-name.pipe';
import {
  AggPdaDto,
  AiSummaryDto,
  CapabilityDto,
  NumberValueDto,
  PdaDto,
  PdaFieldValueDto,
  PdaSumDto,
  PdaTypeDto,
  SetPdaDemandDto,
  SetPdaFieldDto,
  PdaDemandDto,
  PdaRowCellDto,
  PdaRowRefDto,
  SetPdaRowCellDto,
  SubjectiveValueDto,
  SubjectiveValueTypeDto,
  BulkJobDto,
} from './dto/pda.dto';
import { PdaReportService } from './pda-report.service';
import { CapabilitiesService } from './capabilities.service';
import { PdaService } from './pda.service';
import { parseRowKind, PdaRowsService } from './pda-rows.service';
import { PdaErrorCode, PdaException } from './pda.exceptions';

const id = new IdPipe();

@ApiTags('pda')
@Controller()
export class PdaController {
  constructor(
    private readonly pdas: PdaService,
    private readonly capabilities: CapabilitiesService,
    private readonly reports: PdaReportService,
    private readonly rows: PdaRowsService,
  ) {}

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/pdf')
  @ApiOperation({ summary: 'The PDA report as PDF (?jwt= for links)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async getPdaPdf(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { name, content } = await this.reports.renderOne(principal, pdaUuid);
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
  @ApiOperation({ summary: 'The finished bulk report: one merged PDF (?jwt= for links)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async downloadBulkPda(
    @Param('job', id) job: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const run = await this.reports.status(principal, job);
    if (!run.outputFile)
      throw new PdaException(PdaErrorCode.ReportNotReady, 'The report is not ready yet');
    const content = readFileSync(run.outputFile);
    return sendDownload(
      res,
      { name: 'pda-report.pdf', body: content, bytes: content.length, mimeType: 'application/pdf' },
      'attachment',
    );
  }

  @Access(Permission.TreeRead)
  @Get('secure/bulkPDA/:node/:level')
  @ApiOperation({
    summary: 'Start a bulk PDA report of every PDA at a level under a node; answers quartzJobUuid',
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

  @Access(Permission.PdaRead)
  @Get('secure/pda-types')
  @ApiOperation({ summary: 'PDA types with their fields' })
  @ApiOkResponse({ type: [PdaTypeDto] })
  listPdaTypes(): Promise<PdaTypeDto[]> {
    return this.pdas.types();
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda-types/:id')
  @ApiOperation({ summary: 'One PDA type with its fields' })
  @ApiOkResponse({ type: PdaTypeDto })
  getPdaType(@Param('id', id) pdaTypeUuid: string): Promise<PdaTypeDto> {
    return this.pdas.type(pdaTypeUuid);
  }

  @Access(Permission.PdaRead)
  @Get('private/capabilities')
  @ApiOperation({ summary: 'The capability catalogue with subjective value scales' })
  @ApiOkResponse({ type: [CapabilityDto] })
  listCapabilities(): Promise<CapabilityDto[]> {
    return this.capabilities.list();
  }

  @Access(Permission.PdaRead)
  @Get('private/subjective-value-types/:id/subjective-values')
  @ApiOperation({ summary: 'The words of a subjective value scale' })
  @ApiOkResponse({ type: [SubjectiveValueDto] })
  listSubjectiveValues(@Param('id', id) typeUuid: string): Promise<SubjectiveValueDto[]> {
    return this.capabilities.values(typeUuid);
  }

  @Access(Permission.PdaRead)
  @Get('secure/svt/:id')
  @ApiOperation({ summary: 'A subjective value scale with its words' })
  @ApiOkResponse({ type: SubjectiveValueTypeDto })
  getSubjectiveValueType(@Param('id', id) typeUuid: string): Promise<SubjectiveValueTypeDto> {
    return this.capabilities.scale(typeUuid);
  }

  @Access(Permission.PdaWrite)
  @Patch('private/nodes/:id/_actions/create-pda/:type/:name/:variationIds')
  @ApiOperation({ summary: 'Create a PDA of a type with a name and comma-joined variation ids' })
  @ApiOkResponse({ type: PdaDto })
  createPda(
    @Param('id', id) nodeUuid: string,
    @Param('type', id) pdaTypeUuid: string,
    @Param('name', NodeNamePipe) name: string,
    @Param('variationIds') variationIds: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDto> {
    return this.pdas.create(principal, nodeUuid, pdaTypeUuid, name, variationIds);
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id')
  @ApiOperation({
    summary: 'A PDA with its type, fields, variations, elements, objects, tools and demands',
  })
  @ApiOkResponse({ type: PdaDto })
  getPda(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDto> {
    return this.pdas.get(principal, pdaUuid);
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/takt-time')
  @ApiOperation({ summary: 'Takt time in seconds (null until set)' })
  @ApiOkResponse({ type: NumberValueDto })
  async getTaktTime(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NumberValueDto> {
    return { value: (await this.pdas.numbers(principal, pdaUuid)).taktTime };
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/seat-height')
  @ApiOperation({ summary: 'Seat height in inches (null when not seated)' })
  @ApiOkResponse({ type: NumberValueDto })
  async getSeatHeight(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NumberValueDto> {
    return { value: (await this.pdas.numbers(principal, pdaUuid)).seatHeight };
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/ai-summary')
  @ApiOperation({
    summary: "Plain-language summary of the PDA's highest demands (made locally, deterministic)",
  })
  @ApiOkResponse({ type: AiSummaryDto })
  async getAiSummary(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AiSummaryDto> {
    return { summary: await this.pdas.aiSummary(principal, pdaUuid) };
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/pda-field/:f')
  @ApiOperation({ summary: 'One field value with its version' })
  @ApiOkResponse({ type: PdaFieldValueDto })
  getPdaField(
    @Param('id', id) pdaUuid: string,
    @Param('f', id) fieldUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaFieldValueDto> {
    return this.pdas.field(principal, pdaUuid, fieldUuid);
  }

  @Access(Permission.PdaWrite)
  @Post('secure/pda/:id/pda-field/:f')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Save a field value (body {value, version}); checked against the field format',
  })
  @ApiOkResponse({ type: PdaFieldValueDto })
  setPdaField(
    @Param('id', id) pdaUuid: string,
    @Param('f', id) fieldUuid: string,
    @Body() body: SetPdaFieldDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaFieldValueDto> {
    return this.pdas.setField(principal, pdaUuid, fieldUuid, body.value, body.version);
  }

  @Access(Permission.PdaWrite)
  @Post('secure/pda/:id/demand/:capability')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Save one of the PDA's demands (body {value, version}); numbers within the capability's minimum and maximum",
  })
  @ApiOkResponse({ type: PdaDemandDto })
  setPdaDemand(
    @Param('id', id) pdaUuid: string,
    @Param('capability', id) capabilityUuid: string,
    @Body() body: SetPdaDemandDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDemandDto> {
    return this.pdas.setDemand(principal, pdaUuid, capabilityUuid, body.value, body.version);
  }

  @Access(Permission.PdaWrite)
  @Post('secure/pda/:id/rows/:kind')
  @ApiOperation({ summary: 'Add an element, object or tool (kind) at the end of the PDA' })
  @ApiCreatedResponse({ type: PdaRowRefDto })
  addPdaRow(
    @Param('id', id) pdaUuid: string,
    @Param('kind') kind: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaRowRefDto> {
    return this.rows.addRow(principal, pdaUuid, parseRowKind(kind));
  }

  @Access(Permission.PdaWrite)
  @Delete('secure/pda/:id/rows/:kind/:row')
  @ApiOperation({ summary: 'Remove an element, object or tool of the PDA' })
  @ApiOkResponse({ type: PdaRowRefDto })
  deletePdaRow(
    @Param('id', id) pdaUuid: string,
    @Param('kind') kind: string,
    @Param('row', id) rowUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaRowRefDto> {
    return this.rows.deleteRow(principal, pdaUuid, parseRowKind(kind), rowUuid);
  }

  @Access(Permission.PdaWrite)
  @Post('secure/pda/:id/rows/:kind/:row/:column')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Save one cell of an element, object or tool (body {value, previous}); bounded like the form',
  })
  @ApiOkResponse({ type: PdaRowCellDto })
  setPdaRowCell(
    @Param('id', id) pdaUuid: string,
    @Param('kind') kind: string,
    @Param('row', id) rowUuid: string,
    @Param('column') column: string,
    @Body() body: SetPdaRowCellDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaRowCellDto> {
    return this.rows.setCell(
      principal,
      pdaUuid,
      parseRowKind(kind),
      rowUuid,
      column,
      body.value,
      body.previous,
    );
  }

  @Access(Permission.PdaWrite)
  @Patch('secure/pda/:id/pda-field/:f/value-type/:t')
  @ApiOperation({ summary: "Change the format of one of this PDA's fields" })
  @ApiOkResponse({ type: PdaFieldValueDto })
  setPdaFieldValueType(
    @Param('id', id) pdaUuid: string,
    @Param('f', id) fieldUuid: string,
    @Param('t') valueType: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaFieldValueDto> {
    return this.pdas.setFieldValueType(principal, pdaUuid, fieldUuid, valueType);
  }

  @Access(Permission.PdaWrite)
  @Patch('secure/pda/:id/description/:x')
  @ApiOperation({ summary: 'Rename a PDA' })
  @ApiOkResponse({ type: PdaDto })
  setPdaDescription(
    @Param('id', id) pdaUuid: string,
    @Param('x') description: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDto> {
    return this.pdas.setDescription(principal, pdaUuid, description);
  }

  @Access(Permission.PdaWrite)
  @Patch('secure/pda/:id/status/:s')
  @ApiOperation({
    summary: 'Change the status; an illegal transition is 409 naming the allowed ones',
  })
  @ApiOkResponse({ type: PdaDto })
  setPdaStatus(
    @Param('id', id) pdaUuid: string,
    @Param('s') status: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDto> {
    return this.pdas.setStatus(principal, pdaUuid, status);
  }

  @Access(Permission.PdaRead)
  @Get('secure/pdasum/byNode/:id')
  @ApiOperation({ summary: 'Highest demand per capability among the active PDAs under a node' })
  @ApiOkResponse({ type: [PdaSumDto] })
  getPdaSumByNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaSumDto[]> {
    return this.pdas.sumByNode(principal, nodeUuid);
  }

  @Access(Permission.PdaRead)
  @Get('secure/pdasum/byPDA/:id')
  @ApiOperation({ summary: "A PDA's demands as sums (sourcePDA is the PDA itself)" })
  @ApiOkResponse({ type: [PdaSumDto] })
  getPdaSumByPda(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaSumDto[]> {
    return this.pdas.sumByPda(principal, pdaUuid);
  }

  @Access(Permission.PdaRead)
  @Get('secure/node/:id/agg-pda')
  @ApiOperation({ summary: 'PDA counts and highest demands under a node' })
  @ApiOkResponse({ type: AggPdaDto })
  getAggregatePda(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AggPdaDto> {
    return this.pdas.aggregate(principal, nodeUuid);
  }
}
