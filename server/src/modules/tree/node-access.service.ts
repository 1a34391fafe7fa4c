import { Injectable } from '@nestjs/common';
import { isTenantLevel, levelNameOf, type TreeLevelName } from '@domain/tree-levels';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import { pathText } from './dto/node-map';
import { nodeRights, type NodeRights } from './node-permissions';
import { NodeRow, NodesRepository } from './nodes.repository';
import { TreeErrorCode, TreeException } from './tree.exceptions';
import { NODE_READ_SOURCES } from './read-sources';

export const NODE_NOT_FOUND = 'Node not found';

/** A live node and its breadcrumbs (tenant first): what a check of the node reads. */
export interface NodePlace {
  node: NodeRow;
  ancestors: NodeRow[];
}

/** A node the caller may see, with its level, client site and what the caller may do there. */
export interface ResolvedNode extends NodePlace {
  level: TreeLevelName;
  client: NodeRow | null;
  rights: NodeRights;
}

/**
 * Who may see and change a node of the tree: the one place every module asks (files, PDAs,
 * reports, sums) and the tree's own service too. Missing, trashed and other clients' nodes
 * all answer the same 404 (decision 0031).
 */
@Injectable()
export class NodeAccessService {
  constructor(
    private readonly nodes: NodesRepository,
    private readonly access: AccessService,
    private readonly shared: SharedAnswers,
  ) {
    access.registerResolver('node', (id) => this.clientIdOf(id));
  }

  /** The client site (node uuid) a live node belongs to (null: the tenant), undefined if none. */
  private async clientIdOf(nodeUuid: string): Promise<string | null | undefined> {
    const node = await this.nodes.findLive(nodeUuid);
    if (!node) return undefined;
    if (levelNameOf(node.levelUuid) === 'NAMC') return node.nodeUuid;
    return (await this.nodes.findClientOf(node))?.nodeUuid ?? null;
  }

  /**
   * The client sites whose rows the caller may read (null: all), for answers that sum over
   * the tree above a site: the tenant and any ancestor spanning sites (decision 0031).
   */
  readableClientIds(principal: Principal): string[] | null {
    return this.access.readableClientIds(principal);
  }

  /** The node checked against a fresh read: what writes use. */
  async resolve(principal: Principal, nodeUuid: string): Promise<ResolvedNode> {
    return this.check(principal, await this.locate(nodeUuid));
  }

  /**
   * As resolve, for polled reads: the node and its ancestors are the same for every caller,
   * read once while the tree stands still (SharedAnswers); each caller's check is their own.
   */
  async resolveShared(principal: Principal, nodeUuid: string): Promise<ResolvedNode> {
    const place = await this.shared.get(
      `node:${nodeUuid}`,
      NODE_READ_SOURCES,
      principal.userUuid,
      () => this.locate(nodeUuid),
    );
    return this.check(principal, place);
  }

  /**
   * For answers shared between callers: where a live node sits (the same for every caller;
   * null when it is missing or trashed). Each caller then checks it with rightsAt, from
   * memory. Its sources are `tree_nodes:shape`.
   */
  locate(nodeUuid: string): Promise<NodePlace | null> {
    return this.nodes.findLiveWithAncestors(nodeUuid);
  }

  /** What the caller may do at a place locate found, as rightsOf (404 when not theirs or null). */
  rightsAt(principal: Principal, place: NodePlace | null): NodeRights {
    return this.check(principal, place).rights;
  }

  private check(principal: Principal, place: NodePlace | null): ResolvedNode {
    if (!place) throw new ObjectNotFoundException(NODE_NOT_FOUND);
    const { node, ancestors } = place;
    const level = levelNameOf(node.levelUuid)!;
    const client = level === 'NAMC' ? node : (ancestors[1] ?? null);
    if (!this.access.canSeeClient(principal, client?.nodeUuid ?? null))
      throw new ObjectNotFoundException(NODE_NOT_FOUND);
    const rights = nodeRights(principal, {
      level,
      clientUuid: client?.nodeUuid ?? null,
      enabled: node.enabled,
    });
    return { node, ancestors, level, client, rights };
  }

  /**
   * For sums under a node (PDA sums, reports): 404 unless the caller may see the node, then
   * the client sites the sum may take rows from: the caller's readable ones above a site (the
   * tenant holds no rows of its own, decision 0031), null (all of it) at or below a site.
   */
  async readableClientsAt(principal: Principal, nodeUuid: string): Promise<string[] | null> {
    const { level } = await this.resolveShared(principal, nodeUuid);
    return isTenantLevel(level) ? this.readableClientIds(principal) : null;
  }

  /** The node is live and the caller may see it, else 404. */
  async assertVisible(principal: Principal, nodeUuid: string): Promise<void> {
    await this.resolve(principal, nodeUuid);
  }

  /** What the caller may do on a visible node (else 404), without the permission's extras. */
  async rightsOf(principal: Principal, nodeUuid: string): Promise<NodeRights> {
    return (await this.resolve(principal, nodeUuid)).rights;
  }

  /** The node's breadcrumb text (tenant left out), if the caller may see it. */
  async pathOf(principal: Principal, nodeUuid: string): Promise<string> {
    const { node, ancestors } = await this.resolve(principal, nodeUuid);
    return pathText(ancestors, node);
  }

  /** The caller may see the node (else 404) and write it (else 403). */
  async assertCanWrite(principal: Principal, nodeUuid: string): Promise<void> {
    const { rights } = await this.resolve(principal, nodeUuid);
    requireRight(rights.canWrite, 'change');
  }
}

/** 403 naming the action when the caller lacks the right. */
export function requireRight(allowed: boolean, what: string): void {
  if (!allowed)
    throw new TreeException(TreeErrorCode.NodeActionForbidden, `You may not ${what} this node`);
}
