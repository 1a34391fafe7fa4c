import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { CachedByVersion } from '@server/common/read-reuse/cached-by-version';
import type { Principal } from '@server/common/auth/principal';
import { AggPdaDto, PdaSumDto } from './dto/pda.dto';

import { PdaSumsService } from './pda-sums.service';
import { PDA_SUM_READ_SOURCES } from './read-sources';

const id = new IdPipe();

/** Highest demands under a node or beside a PDA. */
@ApiTags('pda')
@Controller()
export class PdaSumsController {
  constructor(private readonly sums: PdaSumsService) {}

  @Access(Permission.PdaRead)
  @Get('secure/pdasum/byNode/:id')
  @CachedByVersion(PDA_SUM_READ_SOURCES)
  @ApiOperation({ summary: 'Highest demand per capability among the active PDAs under a node' })
  @ApiOkResponse({ type: [PdaSumDto] })
  getPdaSumByNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaSumDto[]> {
    return this.sums.sumByNode(principal, nodeUuid);
  }

  @Access(Permission.PdaRead)
  @Get('secure/pdasum/byPDA/:id')
  @CachedByVersion(PDA_SUM_READ_SOURCES)
  @ApiOperation({ summary: "A PDA's demands as sums (sourcePDA is the PDA itself)" })
  @ApiOkResponse({ type: [PdaSumDto] })
  getPdaSumByPda(
    @Param('id', id) pdaUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PdaSumDto[]> {
    return this.sums.sumByPda(principal, pdaUuid);
  }

  @Access(Permission.PdaRead)
  @Get('secure/node/:id/agg-pda')
  @CachedByVersion(PDA_SUM_READ_SOURCES)
  @ApiOperation({ summary: 'PDA counts and highest demands under a node' })
  @ApiOkResponse({ type: AggPdaDto })
  getAggregatePda(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AggPdaDto> {
    return this.sums.aggregate(principal, nodeUuid);
  }
}
