import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { ReasonsDto } from './dto/reasons.dto';
import { ReasonsService } from './reasons.service';

@ApiTags('match')
@Controller()
export class ReasonsController {
  constructor(private readonly reasons: ReasonsService) {}

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
