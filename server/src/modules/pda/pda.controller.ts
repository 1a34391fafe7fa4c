import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { CurrentPrincipal } from '@server/modules/auth/auth.decorators';
import type { Principal } from '@server/modules/auth/principal';
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
  SetPdaFieldDto,
  SubjectiveValueDto,
  SubjectiveValueTypeDto,
} from './dto/pda.dto';
import { CapabilitiesService } from './capabilities.service';
import { PdaService } from './pda.service';

const id = new IdPipe();

@ApiTags('pda')
@Controller()
export class PdaController {
  constructor(
    private readonly pdas: PdaService,
    private readonly capabilities: CapabilitiesService,
  ) {}

  @Get('secure/pda-types')
  @ApiOperation({ summary: 'PDA types with their fields' })
  @ApiOkResponse({ type: [PdaTypeDto] })
  listPdaTypes(): Promise<PdaTypeDto[]> {
    return this.pdas.types();
  }

  @Get('secure/pda-types/:id')
  @ApiOperation({ summary: 'One PDA type with its fields' })
  @ApiOkResponse({ type: PdaTypeDto })
  getPdaType(@Param('id', id) pdaTypeUuid: string): Promise<PdaTypeDto> {
    return this.pdas.type(pdaTypeUuid);
  }

  @Get('private/capabilities')
  @ApiOperation({ summary: 'The capability catalogue with subjective value scales' })
  @ApiOkResponse({ type: [CapabilityDto] })
  listCapabilities(): Promise<CapabilityDto[]> {
    return this.capabilities.list();
  }

  @Get('private/subjective-value-types/:id/subjective-values')
  @ApiOperation({ summary: 'The words of a subjective value scale' })
  @ApiOkResponse({ type: [SubjectiveValueDto] })
  listSubjectiveValues(@Param('id', id) typeUuid: string): Promise<SubjectiveValueDto[]> {
    return this.capabilities.values(typeUuid);
  }

  @Get('secure/svt/:id')
  @ApiOperation({ summary: 'A subjective value scale with its words' })
  @ApiOkResponse({ type: SubjectiveValueTypeDto })
  getSubjectiveValueType(@Param('id', id) typeUuid: string): Promise<SubjectiveValueTypeDto> {
    return this.capabilities.scale(typeUuid);
  }

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

  @Get('secure/pda/:id/takt-time')
  @ApiOperation({ summary: 'Takt time in seconds (null until set)' })
  @ApiOkResponse({ type: NumberValueDto })
  async getTaktTime(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NumberValueDto> {
    return { value: (await this.pdas.numbers(principal, pdaUuid)).taktTime };
  }

  @Get('secure/pda/:id/seat-height')
  @ApiOperation({ summary: 'Seat height in inches (null when not seated)' })
  @ApiOkResponse({ type: NumberValueDto })
  async getSeatHeight(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NumberValueDto> {
    return { value: (await this.pdas.numbers(principal, pdaUuid)).seatHeight };
  }

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

  @Get('secure/pdasum/byNode/:id')
  @ApiOperation({ summary: 'Highest demand per capability among the active PDAs under a node' })
  @ApiOkResponse({ type: [PdaSumDto] })
  getPdaSumByNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaSumDto[]> {
    return this.pdas.sumByNode(principal, nodeUuid);
  }

  @Get('secure/pdasum/byPDA/:id')
  @ApiOperation({ summary: "A PDA's demands as sums (sourcePDA is the PDA itself)" })
  @ApiOkResponse({ type: [PdaSumDto] })
  getPdaSumByPda(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaSumDto[]> {
    return this.pdas.sumByPda(principal, pdaUuid);
  }

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
