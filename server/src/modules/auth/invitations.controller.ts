import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { type Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { UserAccountsService } from '@server/modules/users/user-accounts.service';
import { MessageDto } from './dto/auth.dto';
import { RecoveryService } from './recovery.service';
import { AuthErrorCode, AuthException } from './auth.exceptions';

/**
 * Invitations live with password recovery (same tokens and mail); the path and the OpenAPI
 * tag stay those of user administration, where the screen uses it.
 */
@ApiTags('users')
@Controller('secure/admin/users/invite')
export class InvitationsController {
  constructor(
    private readonly recovery: RecoveryService,
    private readonly accounts: UserAccountsService,
  ) {}

  @Access(Permission.UsersAdmin)
  @Get(':userUuid/:requestId')
  @ApiOperation({
    summary: 'E-mail the user an invitation link to choose a password (valid 7 days)',
  })
  @ApiOkResponse({ type: MessageDto })
  async inviteUser(
    @Param('userUuid', IdPipe) userUuid: string,
    @Param('requestId') _requestId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MessageDto> {
    const user = await this.accounts.findByUuid(userUuid);
    if (!user) throw new AuthException(AuthErrorCode.UserNotFound, 'User not found');
    if (!user.enabled)
      throw new AuthException(
        AuthErrorCode.InviteDisabledUser,
        'Enable the user before inviting them',
      );
    await this.recovery.invite(user, principal.userUuid);
    return { message: `Invitation sent to ${user.emailAddress}` };
  }
}
