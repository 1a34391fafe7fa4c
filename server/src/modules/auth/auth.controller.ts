import { Permission } from '@domain/access';
import { Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { mapUser, UserDto } from '@server/modules/users/dto/user.dto';
import { UserAccountsService } from '@server/modules/users/user-accounts.service';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { clientInfoOf } from './client-info';
import {
  CredentialsResponseDto,
  LoggedInDto,
  LoginResultDto,
  MeDto,
  MessageDto,
  RegistrationResponseDto,
  RenewResultDto,
  UserCodeDto,
} from './dto/auth.dto';
import { OpaqueLoginService } from './opaque-login.service';
import type { Principal } from '@server/common/auth/principal';
import { RateLimitService } from './rate-limit.service';
import { RecoveryService } from './recovery.service';
import { SessionsService } from './sessions.service';
import { AuthErrorCode, AuthException } from './auth.exceptions';

const OPAQUE_ONLY =
  'This sign-in method sent passwords to the server and is retired. Use the OPAQUE flow: ' +
  'public/request-credentials-v2/{username}/{request}, then public/authorize-v2/{username}/{proof}.';

@ApiTags('auth')
@Controller('public')
export class AuthController {
  constructor(
    private readonly login: OpaqueLoginService,
    private readonly sessions: SessionsService,
    private readonly recovery: RecoveryService,
    private readonly users: UserAccountsService,
    private readonly limits: RateLimitService,
  ) {}

  /**
   * Per address only: a limit per username would let anyone hold any account's sign-in shut
   * (failed proofs are throttled per username and address by the login service instead).
   */
  private limit(request: FastifyRequest): Promise<void> {
    return this.limits.hitSignInFromAddress(request.ip);
  }

  @Access(Permission.Public)
  @Get('request-credentials-v2/:username/:request')
  @ApiOperation({
    summary: 'OPAQUE sign-in, step 1: answers the login response for a start request',
  })
  @ApiOkResponse({ type: CredentialsResponseDto })
  async requestCredentialsV2(
    @Param('username') username: string,
    @Param('request') request: string,
    @Req() req: FastifyRequest,
  ): Promise<CredentialsResponseDto> {
    await this.limit(req);
    return this.login.start(username, request, clientInfoOf(req).address);
  }

  @Access(Permission.Public)
  @Get('authorize-v2/:username/:proof')
  @ApiOperation({ summary: 'OPAQUE sign-in, step 2: checks the proof and opens a session' })
  @ApiOkResponse({ type: LoginResultDto })
  async authorizeV2(
    @Param('username') username: string,
    @Param('proof') proof: string,
    @Req() req: FastifyRequest,
  ): Promise<LoginResultDto> {
    await this.limit(req);
    const user = await this.login.finish(username, proof, clientInfoOf(req).address);
    const token = await this.sessions.open(user, clientInfoOf(req));
    const fresh = await this.users.findByUuid(user.userUuid);
    return { ...token, user: mapUser(fresh ?? user) };
  }

  @Access(Permission.Public)
  @Delete('authorize')
  @ApiOperation({ summary: 'Sign out: ends the session of the calling token' })
  @ApiOkResponse({ type: LoggedInDto })
  async logout(@CurrentPrincipal() principal?: Principal): Promise<LoggedInDto> {
    if (!principal) throw new AuthException(AuthErrorCode.SignInRequired, 'Sign-in required');
    await this.sessions.close(principal.sessionId, 'logout');
    return { loggedIn: false };
  }

  @Access(Permission.Public)
  @Get('authorize/renew')
  @ApiOperation({
    summary: 'A new JWT for the open session (also accepts a JWT that just expired)',
  })
  @ApiOkResponse({ type: RenewResultDto })
  async renewToken(@Req() req: FastifyRequest): Promise<RenewResultDto> {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw new AuthException(AuthErrorCode.SignInRequired, 'Sign-in required');
    const sessionId =
      typeof req.headers['x-session-id'] === 'string' ? req.headers['x-session-id'] : undefined;
    if (!sessionId)
      throw new AuthException(
        AuthErrorCode.SessionIdRequired,
        'The X-Session-Id header is required',
      );
    const principal = await this.sessions.authenticate(token, sessionId, {
      allowExpiredJwt: true,
    });
    return this.sessions.renew(principal);
  }

  @Access(Permission.Public)
  @Get('is-logged-in')
  @ApiOperation({ summary: 'Whether the calling token belongs to an open session' })
  @ApiOkResponse({ type: LoggedInDto })
  isLoggedIn(@CurrentPrincipal() principal?: Principal): LoggedInDto {
    return { loggedIn: principal !== undefined };
  }

  @Access(Permission.Public)
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user and session (401 when not signed in)' })
  @ApiOkResponse({ type: MeDto })
  async me(@CurrentPrincipal() principal?: Principal): Promise<MeDto> {
    if (!principal) throw new AuthException(AuthErrorCode.SignInRequired, 'Sign-in required');
    const user = await this.users.findByUuid(principal.userUuid);
    if (!user) throw new AuthException(AuthErrorCode.SignInRequired, 'Sign-in required');
    return { user: mapUser(user), sessionId: principal.sessionId };
  }

  @Access(Permission.Public)
  @Get('user')
  @ApiOperation({ summary: 'The signed-in user (401 when not signed in)' })
  @ApiOkResponse({ type: UserDto })
  async publicUser(@CurrentPrincipal() principal?: Principal): Promise<UserDto> {
    return (await this.me(principal)).user;
  }

  @Access(Permission.Public)
  @Get('register-without-password-v2/:username/:request')
  @ApiOperation({
    summary: 'OPAQUE registration, step 1: answers {ctx, response}; nothing is stored',
  })
  @ApiOkResponse({ type: RegistrationResponseDto })
  async registerWithoutPasswordV2(
    @Param('username') username: string,
    @Param('request') request: string,
    @Req() req: FastifyRequest,
  ): Promise<RegistrationResponseDto> {
    await this.limit(req);
    return this.recovery.registrationResponse(username, request);
  }

  @Access(Permission.Public)
  @Post('store-v2/:username/:record/:token')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'OPAQUE registration, step 2: stores the record under a valid reset or invitation token',
    description:
      'The third segment is the token from the e-mailed link; the export key never leaves the browser.',
  })
  @ApiOkResponse({ type: UserCodeDto })
  async storeV2(
    @Param('username') username: string,
    @Param('record') record: string,
    @Param('token') token: string,
    @Req() req: FastifyRequest,
  ): Promise<UserCodeDto> {
    await this.limit(req);
    return this.recovery.storeRecord(token, record, username);
  }

  @Access(Permission.Public)
  @Get([
    'try-login/:a/:b',
    'try-login-v2/:a/:b',
    'use-opaque/:x',
    'request-credentials',
    'register-without-password',
  ])
  // Kept out of the API document: nothing should call them, and they all answer 410.
  @ApiExcludeEndpoint()
  retiredGet(): MessageDto {
    throw new AuthException(AuthErrorCode.Retired, OPAQUE_ONLY);
  }

  @Access(Permission.Public)
  @Post([
    'authorize',
    'register-with-password',
    'store-user-record',
    'request-credentials',
    'register-without-password',
  ])
  @ApiExcludeEndpoint()
  retiredPost(): MessageDto {
    throw new AuthException(AuthErrorCode.Retired, OPAQUE_ONLY);
  }
}
