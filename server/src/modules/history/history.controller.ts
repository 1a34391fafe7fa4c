import { Permission } from '@domain/access';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { HistoryPageDto, HistoryQueryDto } from '@server/modules/audit/dto/history.dto';
import { HistoryService } from './history.service';

const id = new IdPipe();

/** Who changed what and when, newest first: the History tabs of the PDA, exam, class and person. */
@ApiTags('history')
@Controller()
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Access(Permission.PdaRead)
  @Get('secure/pda/:id/history')
  @ApiOperation({ summary: "A PDA's audit trail, newest first, paged" })
  @ApiOkResponse({ type: HistoryPageDto })
  getPdaHistory(
    @Param('id', id) uuid: string,
    @Query() query: HistoryQueryDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.history.ofPda(principal, uuid, query);
  }

  @Access(Permission.RosterRead)
  @Get('secure/exams/:id/history')
  @ApiOperation({
    summary: "An exam's audit trail (status, fields, schedule), newest first, paged",
  })
  @ApiOkResponse({ type: HistoryPageDto })
  getExamHistory(
    @Param('id', id) uuid: string,
    @Query() query: HistoryQueryDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.history.ofExam(principal, uuid, query);
  }

  @Access(Permission.PeopleRead)
  @Get('secure/person/:id/history')
  @ApiOperation({ summary: "A person's audit trail, newest first, paged" })
  @ApiOkResponse({ type: HistoryPageDto })
  getPersonHistory(
    @Param('id', id) uuid: string,
    @Query() query: HistoryQueryDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.history.ofPerson(principal, uuid, query);
  }

  @Access(Permission.PoolsRead)
  @Get('private/nhp-classes/:id/history')
  @ApiOperation({ summary: "A class's audit trail with its placement slots', newest first, paged" })
  @ApiOkResponse({ type: HistoryPageDto })
  getNhpClassHistory(
    @Param('id', id) uuid: string,
    @Query() query: HistoryQueryDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.history.ofClass(principal, uuid, query);
  }
}
