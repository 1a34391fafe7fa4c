import { hasPermission, Permission } from '@domain/access';
import { Injectable } from '@nestjs/common';
import type { Principal } from '@server/common/auth/principal';
import { EventBusService } from '@server/common/events/event-bus.service';
import { SessionsService } from '@server/modules/auth/sessions.service';
import type { FyiSentDto, RpcSessionDto, SendFyiDto } from './dto/rpc.dto';

/** Who is on the real-time channel, and the administrators' FYI messages to them. */
@Injectable()
export class RpcService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly events: EventBusService,
  ) {}

  /**
   * Everyone sees their own live sessions; session administrators also see the others',
   * without their ids (an id is half of a credential) but with where they are. By user, then
   * oldest first.
   */
  async liveSessions(principal: Principal): Promise<RpcSessionDto[]> {
    const everyone = hasPermission(principal.groups, Permission.SessionsAdmin);
    const rows = await this.sessions.findLive(everyone ? null : principal.userUuid);
    return rows
      .sort(
        (a, b) => a.userCode.localeCompare(b.userCode) || a.created.getTime() - b.created.getTime(),
      )
      .map((row) => {
        const mine = row.userUuid === principal.userUuid;
        return {
          id: mine ? row.sessionId : null,
          mine,
          isOpen: row.isOpen,
          userCode: row.userCode,
          userProperties: row.properties,
        };
      });
  }

  async sendFyi(body: SendFyiDto): Promise<FyiSentDto> {
    await this.events.publish({
      kind: 'FYI',
      userUuid: body.userUuid ?? null,
      message: body.message,
    });
    return { sent: true };
  }
}
