import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { CachedByVersion } from '@server/common/read-reuse/cached-by-version';
import type { Principal } from '@server/common/auth/principal';
import { RosterDto } from './dto/roster.dto';
import { RosterService } from './roster.service';
import { ROSTER_READ_SOURCES } from './read-sources';

@ApiTags('roster')
@Controller()
export class RosterController {
  constructor(private readonly roster: RosterService) {}

  @Access(Permission.RosterRead)
  @Get('secure/rosters/:year/:month/:day')
  @CachedByVersion(ROSTER_READ_SOURCES)
  @ApiOperation({
    summary:
      "A day's roster (the day in each client site's time zone): locations > rooms > time slots > entries, for the client sites the caller sees rosters of",
  })
  @ApiOkResponse({ type: RosterDto })
  getRoster(
    @Param('year') year: string,
    @Param('month') month: string,
    @Param('day') day: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RosterDto> {
    return this.roster.day(principal, year, month, day);
  }
}
