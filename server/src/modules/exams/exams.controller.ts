import { Permission } from '@domain/access';
import type { ExamAction } from '@domain/exams';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { CachedByVersion } from '@server/common/read-reuse/cached-by-version';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  ExamDto,
  PersonExamDto,
  ExamFieldDto,
  ExamFieldSavedDto,
  ExamFieldValueDto,
  IsScoredDto,
  MatchUrlDto,
} from './dto/exam.dto';
import { ExamsService } from './exams.service';
import { ScheduleService } from './schedule.service';
import { EXAM_FIELD_READ_SOURCES, EXAM_READ_SOURCES } from './read-sources';

const id = new IdPipe();

/** The seed's secure/exams/... paths, the exam's fields, and scheduling. */
@ApiTags('exams')
@Controller()
export class ExamsController {
  constructor(
    private readonly exams: ExamsService,
    private readonly schedule: ScheduleService,
  ) {}

  @Access(Permission.RosterRead)
  @Get('secure/exams/:id')
  @CachedByVersion(EXAM_READ_SOURCES)
  @ApiOperation({ summary: 'An exam with its type, room, ID, person and completion' })
  @ApiOkResponse({ type: ExamDto })
  getExam(@Param('id', id) examUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.exams.get(principal, examUuid);
  }

  @Access(Permission.RosterRead)
  @Get('secure/person/:id/exams')
  @ApiOperation({
    summary: "A person's exams under any of their IDs, the newest first (their candidate page)",
  })
  @ApiOkResponse({ type: [PersonExamDto] })
  listPersonExams(@Param('id', id) personUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.exams.ofPerson(principal, personUuid);
  }

  @Access(Permission.RosterRead)
  @Get('private/exams/:id/exam-fields')
  @CachedByVersion(EXAM_FIELD_READ_SOURCES)
  @ApiOperation({ summary: "An exam's filled fields (an empty field has no row)" })
  @ApiOkResponse({ type: [ExamFieldDto] })
  listExamFields(@Param('id', id) examUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.exams.fields(principal, examUuid);
  }

  @Access(Permission.ExamWrite)
  @Patch('secure/exams/:id/exam-fields/:fieldId')
  @ApiOperation({
    summary:
      'Save one field (fieldId: the exam type field): checked against its type and hard bounds; 409 outside PENDING and INPROGRESS',
  })
  @ApiOkResponse({ type: ExamFieldSavedDto })
  saveExamField(
    @Param('id', id) examUuid: string,
    @Param('fieldId', id) fieldUuid: string,
    @Body() body: ExamFieldValueDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ExamFieldSavedDto> {
    return this.exams.saveField(principal, examUuid, fieldUuid, body.value);
  }

  private act(principal: Principal, examUuid: string, action: ExamAction) {
    return this.exams.transition(principal, examUuid, action);
  }

  @Access(Permission.ExamWrite)
  @Post('secure/exams/:id/finalize')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finalize (every required field filled) to COMPLETE; a PPT exam is then matched',
  })
  @ApiOkResponse({ type: ExamDto })
  finalizeExam(@Param('id', id) examUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.act(principal, examUuid, 'finalize');
  }

  @Access(Permission.ExamWrite)
  @Post('secure/exams/:id/noShow')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a no-show (no required field filled)' })
  @ApiOkResponse({ type: ExamDto })
  noShowExam(@Param('id', id) examUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.act(principal, examUuid, 'noShow');
  }

  @Access(Permission.ExamWrite)
  @Post('secure/exams/:id/withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw (at least one required field filled)' })
  @ApiOkResponse({ type: ExamDto })
  withdrawExam(@Param('id', id) examUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.act(principal, examUuid, 'withdraw');
  }

  @Access(Permission.ExamWrite)
  @Post('secure/exams/:id/unfinalize')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reopen a COMPLETE, NOSHOW or WITHDREW exam (INPROGRESS, or PENDING when empty)',
  })
  @ApiOkResponse({ type: ExamDto })
  unfinalizeExam(@Param('id', id) examUuid: string, @CurrentPrincipal() principal: Principal) {
    return this.act(principal, examUuid, 'unfinalize');
  }

  @Access(Permission.RosterRead)
  @Get('secure/exams/:id/isScored')
  @CachedByVersion(EXAM_READ_SOURCES)
  @ApiOperation({ summary: "True once a COMPLETE exam's match job has run" })
  @ApiOkResponse({ type: IsScoredDto })
  async isExamScored(
    @Param('id', id) examUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<IsScoredDto> {
    return { isScored: await this.exams.isScored(principal, examUuid) };
  }

  @Access(Permission.RosterRead)
  @Get('secure/exam/:id/match-url')
  @ApiOperation({ summary: "Where the exam person's match reasons are shown" })
  @ApiOkResponse({ type: MatchUrlDto })
  async getExamMatchUrl(
    @Param('id', id) examUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MatchUrlDto> {
    return { url: await this.exams.matchUrl(principal, examUuid) };
  }

  @Access(Permission.ExamWrite)
  @Put('secure/ui/exam-for-id/:id/:room/:type/:date/:time')
  @ApiOperation({
    summary:
      'Schedule an exam: ID (a schedulable type), room (with a product description), exam type the room offers, date yyyy-mm-dd, time HH:MM',
  })
  @ApiOkResponse({ type: ExamDto })
  scheduleExam(
    @Param('id', id) idUuid: string,
    @Param('room', id) roomUuid: string,
    @Param('type', id) examTypeUuid: string,
    @Param('date') date: string,
    @Param('time') time: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ExamDto> {
    return this.schedule.schedule(principal, idUuid, roomUuid, examTypeUuid, date, time);
  }
}
