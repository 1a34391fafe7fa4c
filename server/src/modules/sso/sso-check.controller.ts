import { Permission } from '@domain/access';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access } from '@server/common/auth/auth.decorators';
import { SsoCheckDto } from './dto/sso-check.dto';
import { SsoCheckService } from './sso-check.service';

/** The sign-in page asks this before offering a password field; tagged with the sign-in steps. */
@ApiTags('auth')
@Controller('public')
export class SsoCheckController {
  constructor(private readonly ssoCheck: SsoCheckService) {}

  @Access(Permission.Public)
  @Get('sso/:username')
  @ApiOperation({
    summary: 'Whether a username (an e-mail) belongs to a Microsoft single sign-on domain',
  })
  @ApiOkResponse({ type: SsoCheckDto })
  checkSso(@Param('username') username: string, @Req() req: FastifyRequest): Promise<SsoCheckDto> {
    return this.ssoCheck.check(username, req.ip);
  }
}
