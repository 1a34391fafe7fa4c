import { Permission } from '@domain/access';
import { Controller, Delete, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { LoggedInDto, SessionDto } from './dto/auth.dto';
import { SessionsService } from './sessions.service';

@ApiTags('sessions')
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Access(Permission.SignedIn)
  @Get('private/sessions')
  @ApiOperation({ summary: 'My open sessions' })
  @ApiOkResponse({ type: [SessionDto] })
  listMySessions(@CurrentPrincipal() principal: Principal): Promise<SessionDto[]> {
    return this.sessions.list(principal, false);
  }

  @Access(Permission.SessionsAdmin)
  @Get('secure/admin/sessions')
  @ApiOperation({ summary: 'Every open session' })
  @ApiOkResponse({ type: [SessionDto] })
  listAllSessions(@CurrentPrincipal() principal: Principal): Promise<SessionDto[]> {
    return this.sessions.list(principal, true);
  }

  @Access(Permission.SignedIn)
  @Delete('private/sessions/:id')
  @ApiOperation({ summary: 'End a session: my own, or anyone’s for an admin' })
  @ApiOkResponse({ type: LoggedInDto })
  endSession(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<LoggedInDto> {
    return this.sessions.end(principal, id);
  }
}
