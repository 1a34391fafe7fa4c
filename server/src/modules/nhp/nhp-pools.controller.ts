import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  NhpPoolDetailDto,
  NhpPoolDto,
  NhpSwimmerDetailDto,
  NhpSwimmerDto,
} from './dto/nhp-pool.dto';
import { NhpPoolsService } from './nhp-pools.service';

const id = new IdPipe();

/** Pools and their members: secure/nhp-pool*, secure/nhp-swimmers*, secure/swimmer*. */
@ApiTags('nhp')
@Controller()
export class NhpPoolsController {
  constructor(private readonly pools: NhpPoolsService) {}

  @Access(Permission.PoolsRead)
  @Get('secure/nhp-pools')
  @ApiOperation({ summary: 'The pools the caller sees, with their client site and size' })
  @ApiOkResponse({ type: [NhpPoolDto] })
  listNhpPools(@CurrentPrincipal() principal: Principal) {
    return this.pools.list(principal);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/nhp-pool/:id')
  @ApiOperation({ summary: 'One pool with its members' })
  @ApiOkResponse({ type: NhpPoolDetailDto })
  getNhpPool(@Param('id', id) poolUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.pools.get(principal, poolUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/nhp-swimmers')
  @ApiOperation({
    summary: 'Every member of the pools the caller sees, by client then pool: the pool grid',
  })
  @ApiOkResponse({ type: [NhpSwimmerDto] })
  listNhpSwimmers(@CurrentPrincipal() principal: Principal) {
    return this.pools.swimmers(principal);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/nhp-swimmers-v1')
  @ApiOperation({ summary: 'The same members grouped by pool (collSwimmers)' })
  @ApiOkResponse({ type: [NhpPoolDetailDto] })
  listNhpSwimmersByPool(@CurrentPrincipal() principal: Principal) {
    return this.pools.swimmersByPool(principal);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/swimmer/:id')
  @ApiOperation({ summary: 'One pool member with the class slots they hold' })
  @ApiOkResponse({ type: NhpSwimmerDetailDto })
  getSwimmer(@Param('id', id) swimmerUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.pools.swimmer(principal, swimmerUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/swimmer-search/:classId')
  @ApiOperation({ summary: "Members of the class's pool not placed in it (Manual Placement)" })
  @ApiOkResponse({ type: [NhpSwimmerDto] })
  listUnplacedSwimmers(
    @Param('classId', id) classUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.pools.search(principal, classUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/swimmer-search/:classId/:text')
  @ApiOperation({
    summary:
      "Members of the class's pool not placed in it whose name or primary ID contains the text (ignoring case)",
  })
  @ApiOkResponse({ type: [NhpSwimmerDto] })
  searchSwimmers(
    @Param('classId', id) classUuid: string,
    @Param('text') text: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.pools.search(principal, classUuid, text);
  }
}
