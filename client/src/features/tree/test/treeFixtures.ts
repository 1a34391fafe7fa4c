import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import type { NodeView, PdaDto, PermissionView } from '../api/treeApi';

export const NODE_UUID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PDA_UUID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
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

export function makePda(overrides: Partial<PdaDto> = {}): PdaDto {
  return {
    pdaUuid: PDA_UUID,
    nodeUuid: NODE_UUID,
    description: 'Fit door (LHD)',
    pdaTypeUuid: 'type-1',
    pdaStatusEnum: 'INPROGRESS',
    taktTime: 60,
    seatHeight: null,
    created: '2025-09-01T08:00:00.000Z',
    updated: '2025-09-01T08:00:00.000Z',
    createUserUuid: null,
    updateUserUuid: null,
    version: 1,
    aPDAType: {
      pdaTypeUuid: 'type-1',
      description: 'Production process PDA',
      editable: true,
      collPDATypeFields: [
        {
          pdaTypeFieldUuid: 'f-takt',
          pdaTypeFieldCode: 'TAKT_TIME',
          description: 'Takt time (seconds)',
          fieldGroup: 'Cycle',
          fieldGroupOrdinal: 1,
          format: 'number',
        },
        {
          pdaTypeFieldUuid: 'f-weight',
          pdaTypeFieldCode: 'MAX_WEIGHT',
          description: 'Heaviest part',
          fieldGroup: 'Materials',
          fieldGroupOrdinal: 2,
          format: 'pounds',
        },
      ],
    },
    collPDAFields: [
      { pdaTypeFieldUuid: 'f-takt', stringValue: '60', valueType: null, version: 3 },
      { pdaTypeFieldUuid: 'f-weight', stringValue: '10 lbs', valueType: null, version: 5 },
    ],
    collPDAVariations: [],
    collPDAElements: [],
    collPDAObjects: [
      {
        objectUuid: 'o-1',
        description: 'Door panel',
        exertions: { lift: { reps: 2, kg: 10, side: 'BOTH' } },
      },
    ],
    collPDATools: [],
    collPDADemands: [],
    allowedStatuses: ['COMPLETED', 'DELETED'],
    ...overrides,
  };
}
