import { Permission } from '@domain/access';
import { Controller, Delete, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { LoggedInDto, SessionDto } from './dto/auth.dto';
import type { Session } from './entities/session.entity';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import { SessionsService } from './sessions.service';
import { AuthErrorCode, AuthException } from './auth.exceptions';

@ApiTags('sessions')
@Controller()
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private async map(rows: Session[], principal: Principal): Promise<SessionDto[]> {
    const codes = new Map<string, string>(
      (
        await this.dataSource.query(
          `SELECT user_uuid AS "userUuid", user_code AS "userCode" FROM users WHERE user_uuid = ANY($1)`,
          [[...new Set(rows.map((row) => row.userUuid))]],
        )
      ).map((row: { userUuid: string; userCode: string }) => [row.userUuid, row.userCode]),
    );
    return rows.map((row) => ({
      id: row.sessionId,
      isOpen: row.isOpen,
      userCode: codes.get(row.userUuid) ?? '',
      userUuid: row.userUuid,
      created: row.created.toISOString(),
      lastSeen: row.lastSeen.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      address: row.address,
      userProperties: row.properties,
      current: row.sessionId === principal.sessionId,
    }));
  }

  @Access(Permission.SignedIn)
  @Get('private/sessions')
  @ApiOperation({ summary: 'My open sessions' })
  @ApiOkResponse({ type: [SessionDto] })
  async listMySessions(@CurrentPrincipal() principal: Principal): Promise<SessionDto[]> {
    return this.map(await this.sessions.findOpen(principal.userUuid), principal);
  }

  @Access(Permission.SessionsAdmin)
  @Get('secure/admin/sessions')
  @ApiOperation({ summary: 'Every open session' })
  @ApiOkResponse({ type: [SessionDto] })
  async listAllSessions(@CurrentPrincipal() principal: Principal): Promise<SessionDto[]> {
    return this.map(await this.sessions.findOpen(), principal);
  }

  @Access(Permission.SignedIn)
  @Delete('private/sessions/:id')
  @ApiOperation({ summary: 'End a session: my own, or anyone’s for an admin' })
  @ApiOkResponse({ type: LoggedInDto })
  async endSession(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<LoggedInDto> {
    const session = await this.sessions.findById(id);
    if (!session || !session.isOpen)
      throw new AuthException(AuthErrorCode.SessionNotFound, 'Session not found');
    if (session.userUuid !== principal.userUuid && !isAdmin(principal)) {
      throw new AuthException(AuthErrorCode.OthersSession, 'You may only end your own sessions');
    }
    await this.sessions.close(
      id,
      session.userUuid === principal.userUuid ? 'ended-by-user' : 'ended-by-admin',
    );
    return { loggedIn: false };
  }
}
