import { Permission } from '@domain/access';
import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { PdaRowCellDto, PdaRowRefDto, SetPdaRowCellDto } from './dto/pda.dto';
import { parseRowKind, PdaRowsService } from './pda-rows.service';

const id = new IdPipe();

/** A PDA's element, object and tool rows. */
@ApiTags('pda')
@Controller()
export class PdaRowsController {
  constructor(private readonly rows: PdaRowsService) {}

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
}
