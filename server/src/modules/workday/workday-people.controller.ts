import { Permission } from '@domain/access';
import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  PersonApplicationsDto,
  WorkdayCandidateDto,
  WorkdayPreHireDto,
  WorkdaySelfScheduleDto,
  WorkdayWorkerDto,
} from './dto/workday.dto';
import { UpstreamAnswerInterceptor } from './upstream-answer.interceptor';
import { WorkdayPeopleService } from './workday-people.service';

const id = new IdPipe();

/** The seed's secure/person/{id}/workday* and secure/person-app/{id}: a person's HR records. */
@ApiTags('workday')
@UseInterceptors(UpstreamAnswerInterceptor)
@Controller('secure')
export class WorkdayPeopleController {
  constructor(private readonly people: WorkdayPeopleService) {}

  @Access(Permission.HrSystemRead)
  @Get('person/:id/workdayCandidates')
  @ApiOperation({ summary: "The HR candidates of a person's Workday candidate ids" })
  @ApiOkResponse({ type: [WorkdayCandidateDto] })
  listPersonWorkdayCandidates(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayCandidateDto[]> {
    return this.people.candidates(principal, personUuid);
  }

  @Access(Permission.HrSystemRead)
  @Get('person/:id/workdayPreHires')
  @ApiOperation({ summary: "The HR pre-hires of a person's Workday candidate ids" })
  @ApiOkResponse({ type: [WorkdayPreHireDto] })
  listPersonWorkdayPreHires(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayPreHireDto[]> {
    return this.people.preHires(principal, personUuid);
  }

  @Access(Permission.HrSystemRead)
  @Get('person/:id/workdaySelfSchedules')
  @ApiOperation({
    summary:
      "The self-schedule slots (assessments, interviews) of a person's Workday candidate ids",
  })
  @ApiOkResponse({ type: [WorkdaySelfScheduleDto] })
  listPersonWorkdaySelfSchedules(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdaySelfScheduleDto[]> {
    return this.people.selfSchedules(principal, personUuid);
  }

  @Access(Permission.HrSystemRead)
  @Get('person/:id/workdayWorkers')
  @ApiOperation({ summary: "Workers the HR worker search finds by the person's name" })
  @ApiOkResponse({ type: [WorkdayWorkerDto] })
  listPersonWorkdayWorkers(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayWorkerDto[]> {
    return this.people.workers(principal, personUuid);
  }

  @Access(Permission.HrSystemRead)
  @Get('person-app/:id')
  @ApiOperation({ summary: "The candidate page: a person's candidates and job applications" })
  @ApiOkResponse({ type: PersonApplicationsDto })
  getPersonApplications(
    @Param('id', id) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonApplicationsDto> {
    return this.people.applications(principal, personUuid);
  }
}
