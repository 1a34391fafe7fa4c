import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { NodeMatchStatDto, TreeRuleDto, TreeSwimmerDto } from './dto/match-stats.dto';
import { MatchStatsService } from './match-stats.service';

@ApiTags('match')
@Controller()
export class MatchStatsController {
  constructor(private readonly stats: MatchStatsService) {}

  @Access(Permission.MatchStats)
  @Get('secure/client/:id/node-match-stats')
  @ApiOperation({
    summary:
      "Per node of a client site: n people in the client's pools, m of them matching the node, the percent",
  })
  @ApiOkResponse({ type: [NodeMatchStatDto] })
  getNodeMatchStats(
    @Param('id', IdPipe) clientUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeMatchStatDto[]> {
    return this.stats.nodeMatchStats(principal, clientUuid);
  }

  @Access(Permission.MatchRules)
  @Get('secure/nodes/:id/tree-rules')
  @ApiOperation({
    summary:
      'Each demand of the active PDAs at and below a node: pool members failing it (count) and their average value',
  })
  @ApiOkResponse({ type: [TreeRuleDto] })
  getTreeRules(
    @Param('id', IdPipe) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TreeRuleDto[]> {
    return this.stats.treeRules(principal, nodeUuid);
  }

  @Access(Permission.MatchPeople)
  @Get('secure/nodes/:id/:x/tree-swimmers')
  @ApiOperation({ summary: 'The pool members of client site x who match the node' })
  @ApiOkResponse({ type: [TreeSwimmerDto] })
  getTreeSwimmers(
    @Param('id', IdPipe) nodeUuid: string,
    @Param('x', IdPipe) clientUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TreeSwimmerDto[]> {
    return this.stats.treeSwimmers(principal, nodeUuid, clientUuid);
  }
}
