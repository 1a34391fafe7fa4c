import { Permission } from '@domain/access';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { ClientDto } from '@server/modules/tree/dto/client.dto';
import { EmployerJobDto, EmployerJobPeopleDto, EmployerPeopleQueryDto } from './dto/employer.dto';
import { EmployerService } from './employer.service';

const id = new IdPipe();

/** The employer privacy view: fit or not per open job, never a measurement (decision 0023). */
@ApiTags('employer')
@Controller()
export class EmployerController {
  constructor(private readonly employer: EmployerService) {}

  @Access(Permission.EmployerView)
  @Get('secure/employer/clients')
  @ApiOperation({ summary: 'The client sites whose employer view the caller may see' })
  @ApiOkResponse({ type: [ClientDto] })
  listEmployerClients(@CurrentPrincipal() principal: Principal): Promise<ClientDto[]> {
    return this.employer.listClients(principal);
  }

  @Access(Permission.EmployerView)
  @Get('secure/employer/clients/:id/jobs')
  @ApiOperation({
    summary:
      "A client site's open jobs (openings in open new-hire classes) with how many of its people are fit, not fit and not assessed",
  })
  @ApiOkResponse({ type: [EmployerJobDto] })
  listEmployerJobs(
    @Param('id', id) clientUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EmployerJobDto[]> {
    return this.employer.listJobs(principal, clientUuid);
  }

  @Access(Permission.EmployerView)
  @Get('secure/employer/jobs/:id/people')
  @ApiOperation({
    summary:
      "An open job's people: fit / not fit / not assessed, the assessment's day and the missed demands in words (no values), paged",
  })
  @ApiOkResponse({ type: EmployerJobPeopleDto })
  listEmployerJobPeople(
    @Param('id', id) nodeUuid: string,
    @Query() query: EmployerPeopleQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EmployerJobPeopleDto> {
    return this.employer.listPeople(principal, nodeUuid, query);
  }
}
