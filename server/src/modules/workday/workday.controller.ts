import { Permission } from '@domain/access';
import { BACKGROUND_CHECK_FIELDS } from '@domain/workday';
import { Controller, Get, Param, Patch, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import {
  WorkdayBearerDto,
  WorkdayCandidateDto,
  WorkdayCandidateLinkDto,
  WorkdayEndpointDto,
  WorkdayReferenceDto,
  WorkdayRosterSyncDto,
  WorkdayServerTimestampDto,
  WorkdayUpdateResultDto,
  WorkdayWorkerDto,
} from './dto/workday.dto';
import { fieldChange, jsonChanges } from './background-check-values';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { UpstreamAnswerInterceptor } from './upstream-answer.interceptor';
import { WorkdayPeopleService } from './workday-people.service';
import { WorkdayRosterService } from './workday-roster.service';
import { WorkdayService } from './workday.service';

const id = new IdPipe();

/** The seed's secure/workday/... paths: endpoints, tokens and the HR system's objects. */
@ApiTags('workday')
@UseInterceptors(UpstreamAnswerInterceptor)
@Controller('secure/workday')
export class WorkdayController {
  constructor(
    private readonly endpoints: WorkdayEndpointsService,
    private readonly workday: WorkdayService,
    private readonly people: WorkdayPeopleService,
    private readonly rosters: WorkdayRosterService,
  ) {}

  @Access(Permission.HrSystemRead)
  @Get('endpoints')
  @ApiOperation({ summary: 'The HR endpoints (never their secrets) with their token state' })
  @ApiOkResponse({ type: [WorkdayEndpointDto] })
  listWorkdayEndpoints(): Promise<WorkdayEndpointDto[]> {
    return this.endpoints.list();
  }

  @Access(Permission.HrSystemWrite)
  @Patch('rosters/:date/sync')
  @ApiOperation({
    summary:
      "Take the HR candidates' name, e-mail and phone into the people on the caller's roster of a day (yyyy-mm-dd)",
  })
  @ApiOkResponse({ type: WorkdayRosterSyncDto })
  syncWorkdayRoster(
    @Param('date') date: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayRosterSyncDto> {
    return this.rosters.sync(principal, date);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/bearer')
  @ApiOperation({ summary: "The endpoint's access token state (fetched when none is cached)" })
  @ApiOkResponse({ type: WorkdayBearerDto })
  getWorkdayBearer(@Param('e', id) e: string): Promise<WorkdayBearerDto> {
    return this.workday.bearer(e, false);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/bearer/force')
  @ApiOperation({ summary: 'Fetch a new access token (needs an endpoint with read and write)' })
  @ApiOkResponse({ type: WorkdayBearerDto })
  forceWorkdayBearer(@Param('e', id) e: string): Promise<WorkdayBearerDto> {
    return this.workday.bearer(e, true);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/candidate/:a/:b')
  @ApiOperation({ summary: 'A candidate by Candidate_ID (CAND- and 6 or 7 digits) or WID' })
  @ApiParam({ name: 'a', enum: ['Candidate_ID', 'WID'] })
  @ApiOkResponse({ type: WorkdayCandidateDto })
  getWorkdayCandidate(
    @Param('e', id) e: string,
    @Param('a') type: string,
    @Param('b') value: string,
  ): Promise<WorkdayCandidateDto> {
    return this.workday.candidate(e, type, value);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/candidate/:a/:b/om')
  @ApiOperation({ summary: 'The person in the portal holding the candidate id' })
  @ApiParam({ name: 'a', enum: ['Candidate_ID', 'WID'] })
  @ApiOkResponse({ type: WorkdayCandidateLinkDto })
  getWorkdayCandidatePerson(
    @Param('e', id) e: string,
    @Param('a') type: string,
    @Param('b') value: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayCandidateLinkDto> {
    return this.people.link(principal, e, type, value);
  }

  @Access(Permission.HrSystemWrite)
  @Patch(':e/candidate/:a/:b/om')
  @ApiOperation({
    summary: "Take the candidate's name, e-mail and phone into the person holding its id",
  })
  @ApiParam({ name: 'a', enum: ['Candidate_ID', 'WID'] })
  @ApiOkResponse({ type: WorkdayCandidateLinkDto })
  syncWorkdayCandidate(
    @Param('e', id) e: string,
    @Param('a') type: string,
    @Param('b') value: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayCandidateLinkDto> {
    return this.people.sync(principal, e, type, value);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/candidates-by-email/:x')
  @ApiOperation({ summary: 'Candidates with this e-mail address' })
  @ApiOkResponse({ type: [WorkdayCandidateDto] })
  listWorkdayCandidatesByEmail(
    @Param('e', id) e: string,
    @Param('x') email: string,
  ): Promise<WorkdayCandidateDto[]> {
    return this.workday.candidatesByEmail(e, email);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/references/:x')
  @ApiOperation({ summary: 'The reference IDs of a type (e.g. Recruiting_Stage_ID)' })
  @ApiOkResponse({ type: [WorkdayReferenceDto] })
  listWorkdayReferences(
    @Param('e', id) e: string,
    @Param('x') type: string,
  ): Promise<WorkdayReferenceDto[]> {
    return this.workday.references(e, type);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/references/:x/by-wid/:w')
  @ApiOperation({ summary: 'One reference ID of a type by its Workday ID' })
  @ApiOkResponse({ type: WorkdayReferenceDto })
  getWorkdayReference(
    @Param('e', id) e: string,
    @Param('x') type: string,
    @Param('w') wid: string,
  ): Promise<WorkdayReferenceDto> {
    return this.workday.reference(e, type, wid);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/server-timestamp')
  @ApiOperation({ summary: "The HR system's clock (a cheap reachability check)" })
  @ApiOkResponse({ type: WorkdayServerTimestampDto })
  getWorkdayServerTimestamp(@Param('e', id) e: string): Promise<WorkdayServerTimestampDto> {
    return this.workday.serverTimestamp(e);
  }

  @Access(Permission.HrSystemRead)
  @Get(':e/workers/:a/:b')
  @ApiOperation({ summary: 'Worker search: a = at most how many (1-100), b = base64 text' })
  @ApiOkResponse({ type: [WorkdayWorkerDto] })
  searchWorkdayWorkers(
    @Param('e', id) e: string,
    @Param('a') limit: string,
    @Param('b') search: string,
  ): Promise<WorkdayWorkerDto[]> {
    return this.workday.workers(e, limit, search);
  }

  @Access(Permission.HrSystemWrite)
  @Patch(':e/backgroundCheck/:id/:field/:v')
  @ApiOperation({
    summary:
      'Set one background check field (resultsURL base64-encoded, statusDate yyyy-mm-dd); non-production endpoints with write access only',
  })
  @ApiParam({ name: 'field', enum: BACKGROUND_CHECK_FIELDS })
  @ApiOkResponse({ type: WorkdayUpdateResultDto })
  setWorkdayBackgroundCheckField(
    @Param('e', id) e: string,
    @Param('id') backgroundCheckId: string,
    @Param('field') field: string,
    @Param('v') value: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayUpdateResultDto> {
    return this.workday.updateBackgroundCheck(principal, e, backgroundCheckId, () =>
      fieldChange(field, value),
    );
  }

  @Access(Permission.HrSystemWrite)
  @Patch(':e/backgroundCheck/:id/:v')
  @ApiOperation({
    summary:
      'Set several background check fields at once: v = base64 of a JSON object of field names and values',
  })
  @ApiOkResponse({ type: WorkdayUpdateResultDto })
  setWorkdayBackgroundCheck(
    @Param('e', id) e: string,
    @Param('id') backgroundCheckId: string,
    @Param('v') value: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkdayUpdateResultDto> {
    return this.workday.updateBackgroundCheck(principal, e, backgroundCheckId, () =>
      jsonChanges(value),
    );
  }
}
