import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import type { NodeView, PermissionView } from '../api/treeApi';

export const NODE_UUID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PARENT_UUID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const level = (name: Parameters<typeof levelUuidOf>[0]) => ({
  levelUuid: levelUuidOf(name),
  description: name,
});

export function makeNode(overrides: Partial<NodeView> = {}): NodeView {
  return {
    nodeUuid: NODE_UUID,
    description: 'Assembly Team',
    enabled: true,
    parentNodeUuid: PARENT_UUID,
    levelUuid: levelUuidOf('Production Team'),
    aTreeLevel: level('Production Team'),
    ancestors: [
      {
        nodeUuid: TENANT_NODE_UUID,
        description: 'Tenant',
        enabled: true,
        parentNodeUuid: null,
        levelUuid: TENANT_NODE_UUID,
      },
    ],
    collTreeNodes: [],
    collPDAs: [],
    collJFFiles: [],
    path: 'Client / Assembly Team',
    version: 1,
    ...overrides,
  };
}

export function makePermission(overrides: Partial<PermissionView> = {}): PermissionView {
  return {
    canWrite: true,
    canRename: true,
    canDelete: true,
    canMove: true,
    canCreateChild: true,
    childLevels: [{ ...level('Production Process'), ordinal: 6, hiddenInListings: false }],
    pdaTypes: [{ pdaTypeUuid: 'type-1', description: 'Production process PDA' }],
    variations: [
      { variationUuid: 'var-1', description: 'Left hand drive', shortDescription: 'LHD' },
      { variationUuid: 'var-2', description: 'Right hand drive', shortDescription: 'RHD' },
    ],
    possibleParents: [{ nodeUuid: PARENT_UUID, path: 'Client / Other Group' }],
    ...overrides,
  };
}
