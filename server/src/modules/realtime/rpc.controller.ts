import { Permission } from '@domain/access';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Access } from '@server/common/auth/auth.decorators';
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

  /** Needs a session despite the public/ path: it names who is signed in and where. */
  @Access(Permission.SignedIn)
  @Get('public/rpc/sessions')
  @ApiOperation({ summary: 'Open sessions with where each browser is and whether it is away' })
  @ApiOkResponse({ type: [RpcSessionDto] })
  listRpcSessions(): Promise<RpcSessionDto[]> {
    return this.dataSource.query(
      `SELECT s.session_id AS id, s.is_open AS "isOpen", u.user_code AS "userCode", s.properties AS "userProperties"
         FROM sessions s JOIN users u ON u.user_uuid = s.user_uuid
        WHERE s.is_open AND s.expires_at > now()
        ORDER BY u.user_code, s.created`,
    );
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
