import { Permission } from '@domain/access';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import {
  mapSecurityGroup,
  mapUser,
  SaveUserDto,
  SecurityGroupDto,
  UserDto,
  UserNameDto,
} from './dto/user.dto';
import { PreferenceDto, SavePreferenceDto } from './dto/preference.dto';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { UsersErrorCode, UsersException } from './users.exceptions';

const uuid = new ParseUUIDPipe({ version: undefined, errorHttpStatusCode: 400 });

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly service: UsersService,
    private readonly users: UsersRepository,
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
  @ApiOperation({ summary: "A user's full name" })
  @ApiOkResponse({ type: UserNameDto })
  async getUserName(@Param('id', uuid) id: string): Promise<UserNameDto> {
    return { userUuid: id, fullName: await this.service.fullName(id) };
  }

  @Access(Permission.SignedIn)
  @Get('private/user')
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  async privateUser(@CurrentPrincipal() principal: Principal): Promise<UserDto> {
    return mapUser(await this.service.get(principal.userUuid));
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
  async getUser(@Param('id', uuid) id: string): Promise<UserDto> {
    return mapUser(await this.service.get(id));
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
    if (enabled !== 'true' && enabled !== 'false')
      throw new UsersException(UsersErrorCode.BadEnabled, 'enabled must be true or false');
    if (id === principal.userUuid && enabled === 'false')
      throw new UsersException(UsersErrorCode.DisableSelf, 'You cannot disable yourself');
    return this.service.setEnabled(id, enabled === 'true', principal.userUuid);
  }

  @Access(Permission.UsersAdmin)
  @Get('secure/admin/security-groups')
  @ApiOperation({ summary: 'Every security group' })
  @ApiOkResponse({ type: [SecurityGroupDto] })
  async listSecurityGroups(): Promise<SecurityGroupDto[]> {
    return (await this.users.findSecurityGroups()).map(mapSecurityGroup);
  }

  private checkSelfOrAdmin(id: string, principal: Principal): void {
    if (id !== principal.userUuid && !isAdmin(principal))
      throw new UsersException(
        UsersErrorCode.OthersPreferences,
        'You may only see your own preferences',
      );
  }

  @Access(Permission.SignedIn)
  @Get('private/users/:id/preferences')
  @ApiOperation({ summary: "A user's saved preferences (self, or an admin)" })
  @ApiOkResponse({ type: [PreferenceDto] })
  async listPreferences(
    @Param('id', uuid) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PreferenceDto[]> {
    this.checkSelfOrAdmin(id, principal);
    return (await this.users.findPreferences(id)).map(({ key, value }) => ({ key, value }));
  }

  @Access(Permission.SignedIn)
  @Get('private/users/:id/preferences/:key')
  @ApiOperation({ summary: 'One saved preference; value is null when never saved' })
  @ApiOkResponse({ type: PreferenceDto })
  async getPreference(
    @Param('id', uuid) id: string,
    @Param('key') key: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PreferenceDto> {
    this.checkSelfOrAdmin(id, principal);
    const found = await this.users.findPreference(id, key);
    return { key, value: found?.value ?? null };
  }

  @Access(Permission.SignedIn)
  @Put('private/users/:id/preferences/:key')
  @ApiOperation({ summary: 'Save a preference (only your own)' })
  @ApiOkResponse({ type: PreferenceDto })
  async savePreference(
    @Param('id', uuid) id: string,
    @Param('key') key: string,
    @Body() body: SavePreferenceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PreferenceDto> {
    if (id !== principal.userUuid)
      throw new UsersException(
        UsersErrorCode.OthersPreferences,
        'You may only change your own preferences',
      );
    if (key.length > 200)
      throw new UsersException(
        UsersErrorCode.PreferenceKeyTooLong,
        'key must be at most 200 characters',
      );
    await this.service.get(id);
    await this.users.savePreference(id, key, body.value);
    return { key, value: body.value };
  }
}
