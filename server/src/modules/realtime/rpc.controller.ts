import { Permission } from '@domain/access';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { FyiSentDto, RpcEndpointsDto, RpcSessionDto, SendFyiDto } from './dto/rpc.dto';
import { WS_PATH } from './channel-rules';
import { RPC_METHODS } from './rpc-methods';
import { RpcService } from './rpc.service';

@ApiTags('realtime')
@Controller()
export class RpcController {
  constructor(private readonly rpc: RpcService) {}

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
  listRpcSessions(@CurrentPrincipal() principal: Principal): Promise<RpcSessionDto[]> {
    return this.rpc.liveSessions(principal);
  }

  @Access(Permission.SessionsAdmin)
  @Post('secure/admin/fyi')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an FYI message to one user or to everyone signed in' })
  @ApiOkResponse({ type: FyiSentDto })
  sendFyi(@Body() body: SendFyiDto): Promise<FyiSentDto> {
    return this.rpc.sendFyi(body);
  }
}
