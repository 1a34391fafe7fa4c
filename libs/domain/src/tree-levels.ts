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

const TENANT: TreeLevelName = 'tenant';
const NAMC: TreeLevelName = 'NAMC';
const COST_CENTER: TreeLevelName = 'Cost Center';

/** Which levels may sit directly below each level (docs/architecture.md, "Tree"). */
const CHILD_LEVELS: Record<TreeLevelName, TreeLevelName[]> = {
  tenant: [NAMC],
  NAMC: ['Production Shop', 'Non-Vehicle'],
  'Production Shop': ['Production Section', COST_CENTER],
  'Non-Vehicle': ['Production Section', COST_CENTER],
  'Production Section': ['Production Group', COST_CENTER],
  'Production Group': ['Production Team', COST_CENTER],
  'Production Team': ['Production Process', COST_CENTER],
  'Production Process': [COST_CENTER],
  'Cost Center': [],
};

export function levelNameOf(levelUuid: string): TreeLevelName | undefined {
  return TREE_LEVELS.find((level) => level.levelUuid === levelUuid)?.description;
}

export function childLevelsOf(name: TreeLevelName): TreeLevelName[] {
  return CHILD_LEVELS[name];
}

/** Levels a node of this level may hang under. */
export function parentLevelsOf(name: TreeLevelName): TreeLevelName[] {
  return (Object.keys(CHILD_LEVELS) as TreeLevelName[]).filter((parent) =>
    CHILD_LEVELS[parent].includes(name),
  );
}

export const isTenantLevel = (name: TreeLevelName) => name === TENANT;
export const isClientLevel = (name: TreeLevelName) => name === NAMC;
