/** The fixed levels of every organisation tree, top down; ids are stable across installs. */
export const TENANT_LEVEL_UUID = '00000000-0000-0000-0000-000000000000';
/** The tenant node shares the level's all-zero id: there is exactly one tenant. */
export const TENANT_NODE_UUID = '00000000-0000-0000-0000-000000000000';

export const TREE_LEVELS = [
  { levelUuid: TENANT_LEVEL_UUID, description: 'tenant', ordinal: 0, hiddenInListings: false },
  {
    levelUuid: '00000000-0000-0000-0001-000000000001',
    description: 'NAMC',
    ordinal: 1,
    hiddenInListings: false,
  },
  {
    levelUuid: '00000000-0000-0000-0001-000000000002',
    description: 'Production Shop',
    ordinal: 2,
    hiddenInListings: false,
  },
  {
    levelUuid: '00000000-0000-0000-0001-000000000003',
    description: 'Production Section',
    ordinal: 3,
    hiddenInListings: false,
  },
  {
    levelUuid: '00000000-0000-0000-0001-000000000004',
    description: 'Production Group',
    ordinal: 4,
    hiddenInListings: false,
  },
  {
    levelUuid: '00000000-0000-0000-0001-000000000005',
    description: 'Production Team',
    ordinal: 5,
    hiddenInListings: false,
  },
  {
    levelUuid: '00000000-0000-0000-0001-000000000006',
    description: 'Production Process',
    ordinal: 6,
    hiddenInListings: false,
  },
  // Non-Vehicle sits where a Production Shop may; Cost Center under any level below NAMC.
  {
    levelUuid: '00000000-0000-0000-0001-000000000007',
    description: 'Non-Vehicle',
    ordinal: 2,
    hiddenInListings: false,
  },
  {
    levelUuid: '00000000-0000-0000-0001-000000000008',
    description: 'Cost Center',
    ordinal: 7,
    hiddenInListings: true,
  },
] as const;

export type TreeLevelName = (typeof TREE_LEVELS)[number]['description'];

export function levelUuidOf(name: TreeLevelName): string {
  const level = TREE_LEVELS.find((candidate) => candidate.description === name);
  if (!level) throw new Error(`Unknown tree level ${name}`);
  return level.levelUuid;
}
