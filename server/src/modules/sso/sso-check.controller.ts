import { Permission } from '@domain/access';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '@server/common/auth/auth.decorators';
import { RateLimitService } from '@server/modules/auth/rate-limit.service';
import { SsoCheckDto } from './dto/sso-check.dto';
import { SsoDomainsRepository } from './sso-domains.repository';

/** The sign-in page asks this before offering a password field; tagged with the sign-in steps. */
@ApiTags('auth')
@Controller('public')
export class SsoCheckController {
  constructor(
    private readonly ssoDomains: SsoDomainsRepository,
    private readonly limits: RateLimitService,
  ) {}

  @Access(Permission.Public)
  @Get('sso/:username')
  @ApiOperation({
    summary: 'Whether a username (an e-mail) belongs to a Microsoft single sign-on domain',
  })
  @ApiOkResponse({ type: SsoCheckDto })
  async checkSso(@Param('username') username: string, @Req() req: Request): Promise<SsoCheckDto> {
    await this.limits.hitSignInFromAddress(req.ip);
    return { sso: await this.ssoDomains.isSsoUsername(username) };
  }
}
