import { NODE_ACTION_LABELS, type NodeAction } from '@domain/labels';
import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import type { NodeView, PermissionView } from '../api/treeApi';

export type MenuAction = NodeAction | 'nodePdf';

// ours
export const NODE_PDF_LABEL = 'Node PDF';

export const MENU_LABELS: Record<MenuAction, string> = {
  ...NODE_ACTION_LABELS,
  nodePdf: NODE_PDF_LABEL,
};

/** The 'Org Chart Actions' the node permission allows, in menu order (seed 000 sections 4, 6). */
export function nodeActions(
  node: Pick<NodeView, 'nodeUuid' | 'enabled' | 'levelUuid'>,
  permission: PermissionView | undefined,
  isAdmin = false,
): MenuAction[] {
  const actions: MenuAction[] = [];
  const isTenant = node.nodeUuid === TENANT_NODE_UUID;
  if (permission) {
    const namc = levelUuidOf('NAMC');
    if (isTenant) {
      if (permission.canCreateChild && permission.childLevels.some((l) => l.levelUuid === namc)) {
        actions.push('createClientSite');
      }
    } else {
      if (permission.canRename) actions.push('rename');
      // A client site's time zone is the administrators' to set (decision 0041).
      if (isAdmin && node.levelUuid === namc) actions.push('setTimeZone');
      if (permission.canCreateChild && permission.childLevels.length > 0) {
        actions.push('createChild');
      }
      if (permission.canWrite && permission.pdaTypes.length > 0) actions.push('createPda');
      if (permission.canMove && permission.possibleParents.length > 0) actions.push('move');
      if (permission.canDelete) {
        actions.push(...(node.enabled ? (['disable'] as const) : (['enable', 'delete'] as const)));
      }
    }
  }
  if (!isTenant) actions.push('nodePdf');
  actions.push('bulkPdaReport');
  return actions;
}
