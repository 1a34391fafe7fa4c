import { Permission } from '@domain/access';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { WhatIfDto, WhatIfRequestDto } from './dto/what-if.dto';
import { WhatIfService } from './what-if.service';

@ApiTags('match')
@Controller()
export class WhatIfController {
  constructor(private readonly whatIf: WhatIfService) {}

  // A POST because the proposal is a body, but nothing is written (decision 0026).
  @Access(Permission.PdaWrite)
  @Post('secure/pda/:id/what-if')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "What-if on a PDA's demands: pool members matching its job now and with the proposed values, and the demand that would then exclude most; nothing is saved",
    description:
      'One what-if of a user is counted at a time and only their newest waits: a waiting one a newer one replaced answers 429 (Retry-After: 1).',
  })
  @ApiOkResponse({ type: WhatIfDto })
  postWhatIf(
    @Param('id', IdPipe) pdaUuid: string,
    @Body() body: WhatIfRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WhatIfDto> {
    return this.whatIf.whatIf(principal, pdaUuid, body.demands);
  }
}
