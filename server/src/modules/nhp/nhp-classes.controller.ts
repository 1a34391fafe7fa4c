import { Permission } from '@domain/access';
import type { NhpClassAction } from '@domain/nhp';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  ClassEmailDto,
  CreateNhpClassDto,
  KanbanTreeNodeDto,
  NhpClassDetailDto,
  NhpClassDto,
  NhpKanbanDto,
  NhpPlacementDto,
} from './dto/nhp-class.dto';
import { NhpClassMailService } from './nhp-class-mail.service';
import { NhpClassPartsService } from './nhp-class-parts.service';
import { NhpClassesService } from './nhp-classes.service';

const id = new IdPipe();

/** The seed's private/nhp-classes/... reads and secure/nhp-classes... class writes. */
@ApiTags('nhp')
@Controller()
export class NhpClassesController {
  constructor(
    private readonly classes: NhpClassesService,
    private readonly parts: NhpClassPartsService,
    private readonly mail: NhpClassMailService,
  ) {}

  @Access(Permission.PoolsRead)
  @Get('private/nhp-classes/:id')
  @ApiOperation({ summary: 'A class with its kanbans (aTreeNode) and their placement slots' })
  @ApiOkResponse({ type: NhpClassDetailDto })
  getNhpClass(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.classes.get(principal, classUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('private/nhp-classes/:id/simple')
  @ApiOperation({ summary: 'A class without its kanbans: status, pool and counts' })
  @ApiOkResponse({ type: NhpClassDto })
  getNhpClassSimple(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.classes.simple(principal, classUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('private/nhp-classes/:id/nhp-kanbans/:k')
  @ApiOperation({ summary: 'One kanban of the class with its slots' })
  @ApiOkResponse({ type: NhpKanbanDto })
  getNhpKanban(
    @Param('id', id) classUuid: string,
    @Param('k', id) kanbanUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.parts.kanban(principal, classUuid, kanbanUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('private/nhp-classes/:id/nhp-placements/:p')
  @ApiOperation({ summary: 'One placement slot of the class' })
  @ApiOkResponse({ type: NhpPlacementDto })
  getNhpPlacement(
    @Param('id', id) classUuid: string,
    @Param('p', id) placementUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.parts.placement(principal, classUuid, placementUuid);
  }

  @Access(Permission.ClassesManage)
  @Post('secure/nhp-classes')
  @ApiOperation({
    summary: 'Create a KANBAN class of a pool the caller may manage (description, date required)',
  })
  @ApiOkResponse({ type: NhpClassDto })
  createNhpClass(@Body() body: CreateNhpClassDto, @CurrentPrincipal() principal: Principal) {
    return this.classes.create(principal, body);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/nhp-classes')
  @ApiOperation({
    summary: 'Every class the caller sees; KANBAN ones only of pools they may manage',
  })
  @ApiOkResponse({ type: [NhpClassDto] })
  listNhpClasses(@CurrentPrincipal() principal: Principal) {
    return this.classes.list(principal);
  }

  @Access(Permission.ClassesManage)
  @Delete('secure/nhp-classes/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete Class: only a KANBAN class (409 otherwise)' })
  deleteNhpClass(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.classes.remove(principal, classUuid);
  }

  @Access(Permission.PoolsRead)
  @Post('secure/nhp-classes/:id/email')
  @HttpCode(200)
  @ApiOperation({ summary: "E-mail the class roster to the caller's address" })
  @ApiOkResponse({ type: ClassEmailDto })
  emailNhpClass(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.mail.send(principal, classUuid);
  }

  private act(principal: Principal, classUuid: string, action: NhpClassAction) {
    return this.classes.transition(principal, classUuid, action);
  }

  @Access(Permission.ClassesManage)
  @Post('secure/nhp-classes/:id/finalize')
  @HttpCode(200)
  @ApiOperation({ summary: 'Finalize Class: PLACEMENT -> FINAL, every filled slot confirmed' })
  @ApiOkResponse({ type: NhpClassDto })
  finalizeNhpClass(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.act(principal, classUuid, 'finalize');
  }

  @Access(Permission.ClassesManage)
  @Post('secure/nhp-classes/:id/unfinalize')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unfinalize Class: FINAL -> PLACEMENT' })
  @ApiOkResponse({ type: NhpClassDto })
  unfinalizeNhpClass(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.act(principal, classUuid, 'unfinalize');
  }

  @Access(Permission.ClassesManage)
  @Patch('secure/nhp-classes/:id/finalizeKanbans')
  @ApiOperation({
    summary: 'Finalize Kanbans: KANBAN -> PLACEMENT, one empty slot per opening (qty1 then qty2)',
  })
  @ApiOkResponse({ type: NhpClassDto })
  finalizeNhpKanbans(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.act(principal, classUuid, 'finalizeKanbans');
  }

  @Access(Permission.ClassesManage)
  @Patch('secure/nhp-classes/:id/unfinalizeKanbans')
  @ApiOperation({
    summary:
      'UN-Finalize Kanbans: PLACEMENT -> KANBAN, removing the slots; 409 while one holds a person',
  })
  @ApiOkResponse({ type: NhpClassDto })
  unfinalizeNhpKanbans(
    @Param('id', id) classUuid: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.act(principal, classUuid, 'unfinalizeKanbans');
  }

  @Access(Permission.ClassesManage)
  @Patch('secure/nhp-classes/:id/status/:status')
  @ApiOperation({
    summary:
      'Set the status (KANBAN, PLACEMENT or FINAL) by the one transition leading there; 409 when none does',
  })
  @ApiOkResponse({ type: NhpClassDto })
  setNhpClassStatus(
    @Param('id', id) classUuid: string,
    @Param('status') status: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.classes.setStatus(principal, classUuid, status);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/nhp-classes/:id/kanban-tree')
  @ApiOperation({
    summary: "Every node of the class's client site in tree order with its quantities",
  })
  @ApiOkResponse({ type: [KanbanTreeNodeDto] })
  getNhpKanbanTree(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.parts.kanbanTree(principal, classUuid);
  }

  @Access(Permission.PoolsRead)
  @Get('secure/nhp-classes/:id/kanbans')
  @ApiOperation({ summary: 'The kanbans with openings or slots, with their slots' })
  @ApiOkResponse({ type: [NhpKanbanDto] })
  listNhpKanbans(@Param('id', id) classUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.parts.kanbans(principal, classUuid);
  }
}
