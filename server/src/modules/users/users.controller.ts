import { Permission } from '@domain/access';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { SaveUserDto, SecurityGroupDto, UserDto, UserNameDto } from './dto/user.dto';
import { PreferenceDto, SavePreferenceDto } from './dto/preference.dto';
import { UserPreferencesService } from './user-preferences.service';
import { UsersService } from './users.service';
import { UserVisibility } from './user-visibility';
import { UsersErrorCode, UsersException } from './users.exceptions';

const uuid = new ParseUUIDPipe({ version: undefined, errorHttpStatusCode: 400 });
/** The path's `true` or `false`; anything else is refused by name. */
function enabledFlag(text: string): boolean {
  if (text !== 'true' && text !== 'false')
    throw new UsersException(UsersErrorCode.BadEnabled, 'enabled must be true or false');
  return text === 'true';
}

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly service: UsersService,
    private readonly preferences: UserPreferencesService,
    private readonly visibility: UserVisibility,
  ) {}

  @Access(Permission.UsersAdmin)
  @Get('secure/users')
  @ApiOperation({ summary: 'Every user with their security groups' })
  @ApiOkResponse({ type: [UserDto] })
  listUsers(): Promise<UserDto[]> {
    return this.service.list();
  }

  @Access(Permission.SignedIn)
  @Get('secure/users/:id/name')
  @ApiOperation({
    summary:
      "A user's full name: your own, anyone's for user admins, else of users who share a client site with you (404 otherwise)",
  })
  @ApiOkResponse({ type: UserNameDto })
  async getUserName(
    @Param('id', uuid) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserNameDto> {
    return { userUuid: id, fullName: await this.visibility.fullName(principal, id) };
  }

  @Access(Permission.SignedIn)
  @Get('private/user')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  privateUser(@CurrentPrincipal() principal: Principal): Promise<UserDto> {
    return this.service.read(principal.userUuid);
  }

  @Access(Permission.UsersAdmin)
  @Post('secure/admin/users')
  @ApiOperation({ summary: 'Create a user (without a password: send an invitation)' })
  @ApiOkResponse({ type: UserDto })
  createUser(
    @Body() body: SaveUserDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserDto> {
    return this.service.create(body, principal.userUuid);
  }

  @Access(Permission.UsersAdmin)
  @Get('secure/admin/users/:id')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserDto })
  getUser(@Param('id', uuid) id: string): Promise<UserDto> {
    return this.service.read(id);
  }

  @Access(Permission.UsersAdmin)
  @Post('secure/admin/users/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Edit a user (names, e-mail, security groups)' })
  @ApiOkResponse({ type: UserDto })
  updateUser(
    @Param('id', uuid) id: string,
    @Body() body: SaveUserDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserDto> {
    return this.service.update(id, body, principal.userUuid);
  }

  @Access(Permission.UsersAdmin)
  @Get('secure/admin/users/:id/enable/:enabled/:requestToken')
  @ApiOperation({
    summary: 'Enable (true, also unlocks) or disable (false, ends their sessions) a user',
  })
  @ApiOkResponse({ type: UserDto })
  setUserEnabled(
    @Param('id', uuid) id: string,
    @Param('enabled') enabled: string,
    @Param('requestToken') _requestToken: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserDto> {
    return this.service.setEnabled(id, enabledFlag(enabled), principal.userUuid);
  }

  @Access(Permission.UsersAdmin)
  @Get('secure/admin/security-groups')
  @ApiOperation({ summary: 'Every security group' })
  @ApiOkResponse({ type: [SecurityGroupDto] })
  listSecurityGroups(): Promise<SecurityGroupDto[]> {
    return this.service.securityGroups();
  }

  @Access(Permission.SignedIn)
  @Get('private/users/:id/preferences')
  @ApiOperation({ summary: "A user's saved preferences (self, or an admin)" })
  @ApiOkResponse({ type: [PreferenceDto] })
  listPreferences(
    @Param('id', uuid) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PreferenceDto[]> {
    return this.preferences.list(principal, id);
  }

  @Access(Permission.SignedIn)
  @Get('private/users/:id/preferences/:key')
  @ApiOperation({ summary: 'One saved preference; value is null when never saved' })
  @ApiOkResponse({ type: PreferenceDto })
  getPreference(
    @Param('id', uuid) id: string,
    @Param('key') key: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PreferenceDto> {
    return this.preferences.get(principal, id, key);
  }

  @Access(Permission.SignedIn)
  @Put('private/users/:id/preferences/:key')
  @ApiOperation({ summary: 'Save a preference (only your own)' })
  @ApiOkResponse({ type: PreferenceDto })
  savePreference(
    @Param('id', uuid) id: string,
    @Param('key') key: string,
    @Body() body: SavePreferenceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PreferenceDto> {
    return this.preferences.save(principal, id, key, body.value);
  }
}
