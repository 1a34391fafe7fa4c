import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { levelNameOf, parentLevelsOf, levelUuidOf } from '@domain/tree-levels';
import { DEFAULT_TIME_ZONE } from '@domain/time-zones';
import { DomainEvents } from '@server/common/events/domain-events';
import { AuditService } from '@server/modules/audit/audit.service';
import type { Principal } from '@server/common/auth/principal';
import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import type {
  NodeDto,
  NodePermissionDto,
  NodeSummaryDto,
  NodeWrittenDto,
  TreeLevelDto,
} from './dto/node.dto';
import { levelDto, nodeDto, summary, treeLevels, written } from './dto/node-map';
import { NodeContents } from './node-contents';
import { enableRefusal, moveCandidates, moveRefusal, trashRefusal } from './node-moves';
import { NodeRow, NodesRepository } from './nodes.repository';
import { TreeErrorCode, TreeException } from './tree.exceptions';
import { NodeAccessService, requireRight } from './node-access.service';
import { NODE_READ_SOURCES } from './read-sources';

/** The organisation tree: reads scoped to the caller's client sites, permission-checked writes. */
@Injectable()
export class NodesService {
  /** The unfiltered answer made from each shared contents read, with the node row it used. */
  private readonly answers = new WeakMap<object, { node: NodeRow; dto: NodeDto }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nodes: NodesRepository,
    private readonly audit: AuditService,
    private readonly nodeAccess: NodeAccessService,
    private readonly contents: NodeContents,
    private readonly shared: SharedAnswers,
    private readonly events: DomainEvents,
  ) {}

  levels(): TreeLevelDto[] {
    return treeLevels();
  }

  async list(principal: Principal): Promise<NodeSummaryDto[]> {
    return (await this.nodes.findAllLive(this.nodeAccess.readableClientIds(principal))).map(
      summary,
    );
  }

  async get(principal: Principal, nodeUuid: string): Promise<NodeDto> {
    const { node, ancestors, level } = await this.nodeAccess.resolveShared(principal, nodeUuid);
    const visible = level === 'tenant' ? this.nodeAccess.readableClientIds(principal) : null;
    // What lies under a node is the same for every caller who may see the node (the tenant's
    // children are filtered below): one read while its sources stand still (issue 20).
    const contents = await this.shared.get(
      `node-contents:${node.nodeUuid}`,
      NODE_READ_SOURCES,
      principal.userUuid,
      () => this.nodes.findContents(node.nodeUuid),
    );
    const { children: all, pdas, files } = contents;
    if (!visible) {
      // Unfiltered, the answer is the shared reads' own: made once for all its callers, so
      // it is also serialised once (SerialisedAnswers keeps the text by object).
      const held = this.answers.get(contents);
      if (held?.node === node) return held.dto;
      const dto = nodeDto(node, ancestors, all, pdas, files);
      this.answers.set(contents, { node, dto });
      return dto;
    }
    // The tenant holds no rows of its own for a scoped caller (decision 0031): its children
    // are the sites they may read, and the PDAs and files filed on it belong to no site.
    const children = all.filter((child) => visible.includes(child.nodeUuid));
    return nodeDto(node, ancestors, children, [], []);
  }

  async permission(principal: Principal, nodeUuid: string): Promise<NodePermissionDto> {
    const { node, level, client, rights } = await this.nodeAccess.resolve(principal, nodeUuid);
    const parentLevels = parentLevelsOf(level).map(levelUuidOf);
    const possibleParents =
      rights.canMove && client
        ? moveCandidates(
            node,
            await this.nodes.findInClientAtLevels(client.nodeUuid, parentLevels),
          ).map(({ nodeUuid: id, path }) => ({ nodeUuid: id, path }))
        : [];
    const choices = rights.canWrite
      ? await this.contents.pdaChoices()
      : { pdaTypes: [], variations: [] };
    return {
      ...rights,
      childLevels: rights.childLevels.map(levelDto),
      ...choices,
      possibleParents,
    };
  }

  /** Runs a node write with its audit entry in one transaction; answers what the work answers. */
  private async write<T>(
    principal: Principal,
    node: NodeRow,
    action: string,
    changes: object,
    work: (m: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const result = await work(manager);
      await this.audit.record(
        {
          entityType: 'node',
          entityId: node.nodeUuid,
          action,
          actorUserUuid: principal.userUuid,
          before: summary(node),
          after: changes,
        },
        manager,
      );
      return result;
    });
  }

  async rename(principal: Principal, nodeUuid: string, name: string): Promise<NodeWrittenDto> {
    const { node, rights, ancestors } = await this.nodeAccess.resolve(principal, nodeUuid);
    requireRight(rights.canRename, 'rename');
    if (name === node.description)
      throw new TreeException(
        TreeErrorCode.NameUnchanged,
        'The new name must differ from the current name',
      );
    const version = await this.write(principal, node, 'rename', { description: name }, (m) =>
      this.nodes.update(nodeUuid, { description: name }, m),
    );
    return written({ ...node, description: name }, ancestors, version);
  }

  async createChild(
    principal: Principal,
    parentUuid: string,
    levelUuid: string,
    name: string,
    timeZone?: string,
  ): Promise<NodeWrittenDto> {
    const {
      node: parent,
      rights,
      ancestors,
    } = await this.nodeAccess.resolve(principal, parentUuid);
    const level = levelNameOf(levelUuid);
    if (!level) throw new TreeException(TreeErrorCode.UnknownLevel, `Unknown level ${levelUuid}`);
    requireRight(rights.canCreateChild, 'create children under');
    if (!rights.childLevels.includes(level)) {
      throw new TreeException(
        TreeErrorCode.LevelNotAllowedHere,
        `A ${level} cannot sit under this node; allowed: ${rights.childLevels.join(', ') || 'none'}`,
      );
    }
    const nodeUuid = randomUUID();
    const record = {
      nodeUuid,
      description: name,
      parentNodeUuid: parentUuid,
      levelUuid,
      ancestors: [...parent.ancestors, parent.nodeUuid],
      enabled: true,
      // Only client sites have a zone (decision 0041); one created without a zone takes UTC.
      timeZone: level === 'NAMC' ? (timeZone ?? DEFAULT_TIME_ZONE) : null,
    };
    await this.dataSource.transaction(async (manager) => {
      await this.nodes.insert(record, manager);
      // Two entries: the new node's creation, and the parent's history naming its child.
      for (const entry of [
        { entityId: nodeUuid, action: 'create', after: record },
        { entityId: parentUuid, action: 'child-created', after: { child: nodeUuid } },
      ])
        await this.audit.record(
          { entityType: 'node', actorUserUuid: principal.userUuid, ...entry },
          manager,
        );
    });
    return written(
      { ...record, ancestors: record.ancestors, version: 1 },
      [...ancestors, parent],
      1,
    );
  }

  async move(
    principal: Principal,
    nodeUuid: string,
    newParentUuid: string,
  ): Promise<NodeWrittenDto> {
    const { node, rights, level, client } = await this.nodeAccess.resolve(principal, nodeUuid);
    requireRight(rights.canMove, 'move');
    const target = await this.nodeAccess.resolve(principal, newParentUuid);
    const targetClient = target.level === 'NAMC' ? target.node : target.client;
    const refusal = moveRefusal(
      { ...node, level, clientUuid: client?.nodeUuid ?? null },
      { ...target.node, level: target.level, clientUuid: targetClient?.nodeUuid ?? null },
    );
    if (refusal) throw new TreeException(refusal.code, refusal.message);
    const version = await this.write(
      principal,
      node,
      'move',
      { parentNodeUuid: newParentUuid },
      (m) => this.nodes.move(node, target.node, m),
    );
    const moved = { ...node, parentNodeUuid: newParentUuid };
    return written(moved, [...target.ancestors, target.node], version);
  }

  async setEnabled(
    principal: Principal,
    nodeUuid: string,
    enabled: boolean,
  ): Promise<NodeWrittenDto> {
    const { node, rights, ancestors } = await this.nodeAccess.resolve(principal, nodeUuid);
    requireRight(rights.canDelete, enabled ? 'enable' : 'disable');
    const stateRefusal = enableRefusal(node.enabled, enabled);
    if (stateRefusal) throw new TreeException(stateRefusal.code, stateRefusal.message);
    const action = enabled ? 'enable' : 'disable';
    const version = await this.write(principal, node, action, { enabled }, (m) =>
      this.nodes.update(nodeUuid, { enabled }, m),
    );
    return written({ ...node, enabled }, ancestors, version);
  }

  /** Soft delete of a disabled node; the answer names the parent to go to. */
  async trash(principal: Principal, nodeUuid: string): Promise<NodeSummaryDto> {
    const { node, rights, ancestors } = await this.nodeAccess.resolve(principal, nodeUuid);
    requireRight(rights.canDelete, 'delete');
    const stateRefusal = trashRefusal(node.enabled);
    if (stateRefusal) throw new TreeException(stateRefusal.code, stateRefusal.message);
    await this.write(principal, node, 'trash', { trashed: true }, async (m) => {
      await this.nodes.trashSubtree(nodeUuid, new Date(), m);
      // Matching listens: the subtree's PDAs no longer demand anything of anyone.
      await this.events.emit('node.trashed', { nodeUuid, actorUserUuid: principal.userUuid }, m);
    });
    return summary(ancestors[ancestors.length - 1]);
  }

  async createClient(
    principal: Principal,
    tenantUuid: string,
    name: string,
    timeZone?: string,
  ): Promise<NodeWrittenDto> {
    const { level } = await this.nodeAccess.resolve(principal, tenantUuid);
    if (level !== 'tenant')
      throw new TreeException(
        TreeErrorCode.ClientOutsideTenant,
        'Client sites are created under the tenant',
      );
    return this.createChild(principal, tenantUuid, levelUuidOf('NAMC'), name, timeZone);
  }
}
