import { hasPermissionOn, Permission } from '@domain/access';
import {
  childLevelsOf,
  isClientLevel,
  isTenantLevel,
  type TreeLevelName,
} from '@domain/tree-levels';
import { isAdmin, type Principal } from '@server/common/auth/principal';

export interface NodeContext {
  level: TreeLevelName;
  /** Node uuid of the node's client site (its NAMC ancestor, or itself); null for the tenant. */
  clientUuid: string | null;
  enabled: boolean;
}

export interface NodeRights {
  canWrite: boolean;
  canRename: boolean;
  canDelete: boolean;
  canMove: boolean;
  canCreateChild: boolean;
  childLevels: TreeLevelName[];
}

/**
 * decision 0007: admins write everywhere, premise:{client} in their client, staffing
 * and recruiters read only. Never rename, move or delete the tenant; never move a client;
 * only admins create or delete client sites.
 */
export function nodeRights(principal: Principal, node: NodeContext): NodeRights {
  const admin = isAdmin(principal);
  const canWrite = hasPermissionOn(principal.groups, Permission.TreeWrite, node.clientUuid);
  const tenant = isTenantLevel(node.level);
  const client = isClientLevel(node.level);
  const childLevels = canWrite && (!tenant || admin) ? childLevelsOf(node.level) : [];
  return {
    canWrite,
    canRename: canWrite && !tenant,
    canDelete: canWrite && !tenant && (!client || admin),
    canMove: canWrite && !tenant && !client,
    canCreateChild: childLevels.length > 0,
    childLevels,
  };
}
