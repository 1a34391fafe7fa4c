import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import { ClientsService } from './clients.service';
import type { ClientDto } from './dto/client.dto';
import { NodeAccessService } from './node-access.service';
import { NodesRepository } from './nodes.repository';
import { TreeErrorCode, TreeException } from './tree.exceptions';

/**
 * A client site's time zone (decision 0041): set at creation, changed by administrators only,
 * since it moves every day, slot and schedule of the site.
 */
@Injectable()
export class SiteTimeZoneService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nodes: NodesRepository,
    private readonly nodeAccess: NodeAccessService,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
  ) {}

  async set(principal: Principal, nodeUuid: string, timeZone: string): Promise<ClientDto> {
    const { node, level } = await this.nodeAccess.resolve(principal, nodeUuid);
    if (!isAdmin(principal))
      throw new TreeException(
        TreeErrorCode.NodeActionForbidden,
        "Only administrators may change a client site's time zone",
      );
    if (level !== 'NAMC')
      throw new TreeException(TreeErrorCode.NotAClientSite, 'Only client sites have a time zone');
    const before = (await this.clients.all()).find((c) => c.nodeUuid === nodeUuid);
    await this.dataSource.transaction(async (manager) => {
      await this.nodes.update(nodeUuid, { timeZone }, manager);
      await this.audit.record(
        {
          entityType: 'node',
          entityId: nodeUuid,
          action: 'time-zone',
          actorUserUuid: principal.userUuid,
          before: { timeZone: before?.timeZone ?? null },
          after: { timeZone },
        },
        manager,
      );
    });
    return { nodeUuid, description: node.description, timeZone };
  }
}
