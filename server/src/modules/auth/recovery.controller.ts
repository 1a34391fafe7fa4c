import { Permission } from '@domain/access';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { MessageDto, UserCodeDto } from './dto/auth.dto';
import type { Principal } from '@server/common/auth/principal';
import { RateLimitService } from './rate-limit.service';
import { RecoveryService } from './recovery.service';

const FORGOT_PER_EMAIL = { limit: 5, windowSeconds: 600 };
const FORGOT_PER_ADDRESS = { limit: 20, windowSeconds: 600 };

/** Password recovery on the catalogue's paths; they work without a session. */
@ApiTags('auth')
@Controller('secure/admin/users')
export class RecoveryController {
  constructor(
    private readonly recovery: RecoveryService,
    private readonly limits: RateLimitService,
  ) {}

  @Access(Permission.Public)
  @Get('token/:token/lookup')
  @ApiOperation({
    summary: 'The username a reset or invitation link belongs to (404 when invalid)',
  })
  @ApiOkResponse({ type: UserCodeDto })
  async lookupUserByToken(@Param('token') token: string): Promise<UserCodeDto> {
    await this.limits.hit('recovery:lookup', { limit: 600, windowSeconds: 60 });
    return this.recovery.lookup(token);
  }

  @Access(Permission.Public)
  @Get('token/:token/reset/:record')
  @ApiOperation({
    summary: 'Stores a new OPAQUE record under a valid link and ends the user’s sessions',
  })
  @ApiOkResponse({ type: UserCodeDto })
  resetPassword(
    @Param('token') token: string,
    @Param('record') record: string,
  ): Promise<UserCodeDto> {
    return this.recovery.storeRecord(token, record);
  }

  @Access(Permission.Public)
  @Get(':email/forgot/:requestId')
  @ApiOperation({
    summary: 'Mails a reset link to an active account; the answer is the same for any address',
  })
  @ApiOkResponse({ type: MessageDto })
  async forgotPassword(
    @Param('email') email: string,
    @Param('requestId') _requestId: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<MessageDto> {
    // Per address too: one address walking a list of e-mails would fill every inbox.
    await this.limits.hit(`recovery:ip:${req.ip}`, FORGOT_PER_ADDRESS);
    await this.limits.hit(`recovery:email:${email.trim().toLowerCase()}`, FORGOT_PER_EMAIL);
    return { message: await this.recovery.forgotPassword(email, principal?.userUuid ?? null) };
  }
}
