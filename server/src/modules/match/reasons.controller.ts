import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { PersonJobsDto } from './dto/person-jobs.dto';
import { ReasonsDto } from './dto/reasons.dto';
import { PersonJobsService } from './person-jobs.service';
import { ReasonsService } from './reasons.service';

@ApiTags('match')
/** What the match engine says of one person: their reasons report and the jobs they fit. */
@Controller()
export class ReasonsController {
  constructor(
    private readonly reasons: ReasonsService,
    private readonly personJobs: PersonJobsService,
  ) {}

  @Access(Permission.PeopleRead)
  @Get('secure/person/:id/fitting-jobs')
  @ApiOperation({
    summary:
      "The jobs of a person's client site they fit, as the placement badges judge them; no values",
  })
  @ApiOkResponse({ type: PersonJobsDto })
  getPersonFittingJobs(
    @Param('id', IdPipe) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PersonJobsDto> {
    return this.personJobs.of(principal, personUuid);
  }

  @Access(Permission.Reasons)
  @Get('secure/reasons/byPerson/:id')
  @ApiOperation({
    summary:
      "A person's match reasons: each active PDA of their site with every demand judged (satisfied, person value, PDA value, details)",
  })
  @ApiOkResponse({ type: ReasonsDto })
  getReasonsByPerson(
    @Param('id', IdPipe) personUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReasonsDto> {
    return this.reasons.byPerson(principal, personUuid);
  }
}
