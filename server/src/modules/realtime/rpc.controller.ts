import { hasPermission, Permission } from '@domain/access';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { FyiSentDto, RpcEndpointsDto, RpcSessionDto, SendFyiDto } from './dto/rpc.dto';
import { EventBusService } from '@server/common/events/event-bus.service';
import { WS_PATH } from './realtime.gateway';
import { RPC_METHODS } from './rpc-methods';

@ApiTags('realtime')
@Controller()
export class RpcController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventBusService,
  ) {}

  @Access(Permission.Public)
  @Get('public/rpc/endpoints')
  @ApiOperation({ summary: 'The JSON-RPC methods of the real-time channel' })
  @ApiOkResponse({ type: RpcEndpointsDto })
  listRpcEndpoints(): RpcEndpointsDto {
    return { path: WS_PATH, methods: [...RPC_METHODS.keys()], notifications: ['FYI', 'DIRTY'] };
  }

  /**
   * Needs a session despite the public/ path: it names who is signed in and where. Everyone
   * sees their own sessions; session administrators also see the others', without their ids
   * (an id is half of a credential) but with where they are. Nobody else learns another
   * user's sessions or pages (paths name nodes of client sites they may not see).
   */
  @Access(Permission.SignedIn)
  @Get('public/rpc/sessions')
  @ApiOperation({
    summary:
      "Open sessions with where each browser is and whether it is away: the caller's own, and for session administrators everyone's (others without their ids)",
  })
  @ApiOkResponse({ type: [RpcSessionDto] })
  async listRpcSessions(@CurrentPrincipal() principal: Principal): Promise<RpcSessionDto[]> {
    const everyone = hasPermission(principal.groups, Permission.SessionsAdmin);
    const rows: (RpcSessionDto & { userUuid: string })[] = await this.dataSource.query(
      `SELECT s.session_id AS id, s.is_open AS "isOpen", u.user_code AS "userCode",
              s.properties AS "userProperties", s.user_uuid AS "userUuid"
         FROM sessions s JOIN users u ON u.user_uuid = s.user_uuid
        WHERE s.is_open AND s.expires_at > now() AND ($1 OR s.user_uuid = $2)
        ORDER BY u.user_code, s.created`,
      [everyone, principal.userUuid],
    );
    return rows.map(({ userUuid, id, ...row }) => {
      const mine = userUuid === principal.userUuid;
      return { ...row, id: mine ? id : null, mine };
    });
  }

  @Access(Permission.SessionsAdmin)
  @Post('secure/admin/fyi')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an FYI message to one user or to everyone signed in' })
  @ApiOkResponse({ type: FyiSentDto })
  async sendFyi(@Body() body: SendFyiDto): Promise<FyiSentDto> {
    await this.events.publish({
      kind: 'FYI',
      userUuid: body.userUuid ?? null,
      message: body.message,
    });
    return { sent: true };
  }
}
