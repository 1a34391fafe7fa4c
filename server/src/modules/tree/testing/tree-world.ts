import { levelUuidOf, TENANT_NODE_UUID, type TreeLevelName } from '@domain/tree-levels';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { readAtOnce } from '@server/testing/read-at-once';
import { fake, serviceOver } from '@server/testing/service-over';
import { NodeAccessService } from '../node-access.service';
import { NodesRepository, type NodeRow } from '../nodes.repository';

/**
 * A small organisation tree held in memory for the tree module's service specs: the tenant,
 * two client sites and a shop and team under the first, with callers of each kind. Its
 * repository fake answers the reads as the SQL would (live nodes, ancestors tenant first).
 */

export const NORTH = '00000000-0000-0000-0002-000000000001';
export const SOUTH = '00000000-0000-0000-0002-000000000002';
export const SHOP = '00000000-0000-0000-0002-000000000003';
export const TEAM = '00000000-0000-0000-0002-000000000004';
export { TENANT_NODE_UUID };

const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;
export const admin = who('premise:admin');
export const northWriter = who(`premise:${NORTH}`);
export const northReader = who(`staffing:${NORTH}`);
export const southWriter = who(`premise:${SOUTH}`);

export function node(nodeUuid: string, level: TreeLevelName, ancestors: string[]): NodeRow {
  return {
    nodeUuid,
    description: nodeUuid,
    enabled: true,
    parentNodeUuid: ancestors.at(-1) ?? null,
    levelUuid: levelUuidOf(level),
    ancestors,
    version: 1,
  };
}

export class TreeWorld {
  nodes = new Map<string, NodeRow>(
    [
      node(TENANT_NODE_UUID, 'tenant', []),
      node(NORTH, 'NAMC', [TENANT_NODE_UUID]),
      node(SOUTH, 'NAMC', [TENANT_NODE_UUID]),
      node(SHOP, 'Production Shop', [TENANT_NODE_UUID, NORTH]),
      node(TEAM, 'Production Team', [TENANT_NODE_UUID, NORTH, SHOP]),
    ].map((n) => [n.nodeUuid, n]),
  );
  trashed = new Set<string>();
  readonly access = new AccessService();

  live(uuid: string): NodeRow | null {
    return this.trashed.has(uuid) ? null : (this.nodes.get(uuid) ?? null);
  }

  /** The node reads every tree service makes; a spec adds the writes it needs. */
  reads() {
    return {
      findLive: async (uuid: string) => this.live(uuid),
      findLiveWithAncestors: async (uuid: string) => {
        const found = this.live(uuid);
        return found && { node: found, ancestors: found.ancestors.map((a) => this.nodes.get(a)!) };
      },
      findClientOf: async (n: NodeRow) => this.nodes.get(n.ancestors[1]) ?? null,
    };
  }

  /** The real NodeAccessService over this tree and the real AccessService. */
  nodeAccess(): Promise<NodeAccessService> {
    return serviceOver(
      NodeAccessService,
      fake(NodesRepository, this.reads()),
      fake(AccessService, this.access),
      readAtOnce(),
    );
  }
}
