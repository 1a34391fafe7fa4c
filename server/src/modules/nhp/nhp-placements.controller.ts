import { Permission } from '@domain/access';
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  AutoPlaceResultDto,
  DeferResultDto,
  IsMatchDto,
  NhpPlacementDto,
} from './dto/nhp-class.dto';
import { PersonFitDto, PlacementFitDto } from './dto/nhp-fit.dto';
import { NhpAutoPlaceService } from './nhp-auto-place.service';
import { NhpFitService } from './nhp-fit.service';
import { NhpPlacementsService } from './nhp-placements.service';

const id = new IdPipe();

/**
 * Placement slots: secure/nhp_placements/{class}/..., Manual Placement
 * (POST secure/nhp-swimmers/{slot}/{member}) and the match badge.
 */
@ApiTags('nhp')
@Controller()
export class NhpPlacementsController {
  constructor(
    private readonly placements: NhpPlacementsService,
    private readonly autoPlace: NhpAutoPlaceService,
    private readonly fit: NhpFitService,
  ) {}

  @Access(Permission.PoolsRead)
  @Get('private/nhp-classes/:id/fit')
  @ApiOperation({
    summary:
      "Why each filled slot's person fits the slot's job or not: the missed demands in words (values only with the reasons right), not analysed for a job without an active PDA",
  })
  @ApiOkResponse({ type: [PlacementFitDto] })
  getNhpClassFit(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.fit.ofClass(principal, classUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('private/nhp-placements/:id/member-fit')
  @ApiOperation({
    summary:
      "Every member of the class's pool with their verdict for the slot's job (Manual Placement's fit indicator)",
  })
  @ApiOkResponse({ type: [PersonFitDto] })
  getNhpMemberFit(
    @Param('id', id) placementUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.fit.ofMembers(principal, placementUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('private/nhp-placements/:id/is-match')
  @ApiOperation({
    summary: "Whether the slot's person matches every active PDA at its node (badge OK or NG)",
  })
  @ApiOkResponse({ type: IsMatchDto })
  async isNhpPlacementMatch(
    @Param('id', id) placementUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<IsMatchDto> {
    return { isMatch: await this.placements.isMatch(principal, placementUuid) };
  }

  @Access(Permission.ClassesManage)
  @Post('secure/nhp-swimmers/:placementId/:swimmerId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Manual Placement: a member of the class's pool into an empty slot (409 when filled or already placed)",
  })
  @ApiOkResponse({ type: NhpPlacementDto })
  placeSwimmer(
    @Param('placementId', id) placementUuid: string,
    @Param('swimmerId', id) swimmerUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.placements.place(principal, placementUuid, swimmerUuid);
  }

  @Access(Permission.ClassesManage)
  @Post('secure/nhp_placements/:id/autoplace')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Auto-Place: the id names a class (fill its empty slots) or one empty slot (fill that one) with eligible pool members as one optimal assignment (most slots, then preferred shifts, then earliest availability)',
  })
  @ApiOkResponse({ type: AutoPlaceResultDto })
  autoPlaceNhpClass(
    @Param('id', id) classOrSlotUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.autoPlace.run(principal, classOrSlotUuid);
  }

  @Access(Permission.ClassesManage)
  @Post('secure/nhp_placements/:id/defer/:placementId/:targetClassId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Defer: empty the slot and move its person to a later class of the same pool',
  })
  @ApiOkResponse({ type: DeferResultDto })
  deferNhpPlacement(
    @Param('id', id) classUuid: string,
    @Param('placementId', id) placementUuid: string,
    @Param('targetClassId', id) targetClassUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.placements.defer(principal, classUuid, placementUuid, targetClassUuid);
  }

  @Access(Permission.ClassesManage)
  @Post('secure/nhp_placements/:id/reject/:placementId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject: empty the slot and never auto-place the person at this node of the class',
  })
  @ApiOkResponse({ type: NhpPlacementDto })
  rejectNhpPlacement(
    @Param('id', id) classUuid: string,
    @Param('placementId', id) placementUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.placements.reject(principal, classUuid, placementUuid);
  }

  @Access(Permission.ClassesManage)
  @Get('secure/nhp_placements/:id/confirm/:placementId')
  @ApiOperation({ summary: 'Confirm: a filled INITIAL slot becomes FINAL' })
  @ApiOkResponse({ type: NhpPlacementDto })
  confirmNhpPlacement(
    @Param('id', id) classUuid: string,
    @Param('placementId', id) placementUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.placements.confirm(principal, classUuid, placementUuid);
  }

  @Access(Permission.ClassesManage)
  @Get('secure/nhp_placements/:id/unconfirm/:placementId')
  @ApiOperation({ summary: 'Unconfirm: a FINAL slot returns to INITIAL' })
  @ApiOkResponse({ type: NhpPlacementDto })
  unconfirmNhpPlacement(
    @Param('id', id) classUuid: string,
    @Param('placementId', id) placementUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.placements.unconfirm(principal, classUuid, placementUuid);
  }
}
