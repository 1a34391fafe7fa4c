import { parentLevelsOf, type TreeLevelName } from '@domain/tree-levels';
import { TreeErrorCode } from './tree.exceptions';

/**
 * The tree's move and state rules, pure so that each has its own spec: where a node may move
 * (a parent level inside its own client site, never under itself, never where it already
 * sits), which nodes the move dialog offers, and when enabling, disabling or trashing is
 * refused for the node's state (the caller's rights are node-permissions.ts).
 */

export interface NodeRefusal {
  code: TreeErrorCode;
  message: string;
}

export interface MoveEnd {
  nodeUuid: string;
  parentNodeUuid: string | null;
  /** Uuids of the node's ancestors, tenant first. */
  ancestors: string[];
  level: TreeLevelName;
  /** The client site the node belongs to (itself for a client site); null for the tenant. */
  clientUuid: string | null;
}

export function moveRefusal(node: MoveEnd, target: MoveEnd): NodeRefusal | null {
  if (!parentLevelsOf(node.level).includes(target.level) || target.clientUuid !== node.clientUuid)
    return {
      code: TreeErrorCode.BadMoveTarget,
      message: 'The new parent must be a node of the parent level inside the same client',
    };
  if (target.nodeUuid === node.nodeUuid || target.ancestors.includes(node.nodeUuid))
    return { code: TreeErrorCode.MoveUnderItself, message: 'A node cannot move under itself' };
  if (target.nodeUuid === node.parentNodeUuid)
    return { code: TreeErrorCode.AlreadyThere, message: 'The node already sits there' };
  return null;
}

/** The move dialog's choices: parent-level nodes of the client, less the current parent and
 * the node's own subtree. */
export function moveCandidates<T extends { nodeUuid: string; ancestors: string[] }>(
  node: { nodeUuid: string; parentNodeUuid: string | null },
  candidates: T[],
): T[] {
  return candidates.filter(
    (candidate) =>
      candidate.nodeUuid !== node.parentNodeUuid && !candidate.ancestors.includes(node.nodeUuid),
  );
}

export function enableRefusal(current: boolean, wanted: boolean): NodeRefusal | null {
  return current === wanted
    ? {
        code: TreeErrorCode.AlreadyInState,
        message: `The node is already ${wanted ? 'enabled' : 'disabled'}`,
      }
    : null;
}

/** Only a disabled node goes to the trash (with its subtree). */
export function trashRefusal(enabled: boolean): NodeRefusal | null {
  return enabled
    ? { code: TreeErrorCode.TrashEnabledNode, message: 'Disable the node before deleting it' }
    : null;
}
