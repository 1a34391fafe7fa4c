import { Permission } from '@domain/access';
import { Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { CachedByVersion } from '@server/common/read-reuse/cached-by-version';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { NodeNamePipe } from '@server/modules/tree/node-name.pipe';
import { AiSummaryDto, NumberValueDto, PdaDto } from './dto/pda.dto';
import { PdaService } from './pda.service';
import { PdaWritesService } from './pda-writes.service';
import { ParamMaxLength } from '@server/common/input-safety.guard';
import { PDA_READ_SOURCES } from './read-sources';

const id = new IdPipe();

/** A PDA itself: create, read, description and status. */
@ApiTags('pda')
@Controller()
export class PdaController {
  constructor(
    private readonly pdas: PdaService,
    private readonly writes: PdaWritesService,
  ) {}

  @Access(Permission.PdaWrite)
  @Patch('private/nodes/:id/_actions/create-pda/:type/:name/:variationIds')
  // Comma-joined uuids: room for 200 variations.
  @ParamMaxLength({ variationIds: 200 * 37 })
  @ApiOperation({ summary: 'Create a PDA of a type with a name and comma-joined variation ids' })
  @ApiOkResponse({ type: PdaDto })
  createPda(
    @Param('id', id) nodeUuid: string,
    @Param('type', id) pdaTypeUuid: string,
    @Param('name', NodeNamePipe) name: string,
    @Param('variationIds') variationIds: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDto> {
    return this.writes.create(principal, nodeUuid, pdaTypeUuid, name, variationIds);
  }

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id')
  @CachedByVersion(PDA_READ_SOURCES)
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

  @Access(Permission.PdaWrite)
  @Patch('secure/pda/:id/description/:x')
  @ApiOperation({ summary: 'Rename a PDA' })
  @ApiOkResponse({ type: PdaDto })
  setPdaDescription(
    @Param('id', id) pdaUuid: string,
    @Param('x') description: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaDto> {
    return this.writes.setDescription(principal, pdaUuid, description);
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
    return this.writes.setStatus(principal, pdaUuid, status);
  }
}
