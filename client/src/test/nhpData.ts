import type {
  KanbanTreeNodeDto,
  NhpClassDetailDto,
  NhpClassDto,
  NhpKanbanDto,
  NhpPlacementDto,
  NhpPoolDto,
  NhpSwimmerDto,
} from '../api/generated/nhp';

export const CLASS_ID = 'c0000000-0000-4000-8000-000000000001';
export const POOL_ID = 'p0000000-0000-4000-8000-000000000001';
export const JOB = 'n0000000-0000-4000-8000-000000000003';

export const nhpClass = (overrides: Partial<NhpClassDto> = {}): NhpClassDto => ({
  nhpClassUuid: CLASS_ID,
  description: 'Riverside Day New Hire Class',
  classTimestamp: '2026-12-07T00:00:00.000Z',
  nhpPoolUuid: POOL_ID,
  poolDescription: 'Riverside Day',
  clientNodeUuid: 'n0000000-0000-4000-8000-000000000001',
  clientDescription: 'Riverside',
  nhpClassStatusEnum: 'KANBAN',
  version: 1,
  openings: 0,
  filled: 0,
  confirmed: 0,
  ...overrides,
});

export const classDetail = (overrides: Partial<NhpClassDetailDto> = {}): NhpClassDetailDto => ({
  ...nhpClass(),
  collNHPKanbans: [],
  ...overrides,
});

export const treeNode = (overrides: Partial<KanbanTreeNodeDto> = {}): KanbanTreeNodeDto => ({
  nodeUuid: JOB,
  parentNodeUuid: 'n0000000-0000-4000-8000-000000000002',
  description: 'Press line',
  levelUuid: 'level',
  depth: 2,
  kanbanUuid: null,
  qty1: 0,
  qty2: 0,
  filled1: 0,
  filled2: 0,
  ...overrides,
});

export const KANBAN_TREE: KanbanTreeNodeDto[] = [
  treeNode({
    nodeUuid: 'n0000000-0000-4000-8000-000000000001',
    parentNodeUuid: null,
    description: 'Riverside',
    depth: 0,
  }),
  treeNode({
    nodeUuid: 'n0000000-0000-4000-8000-000000000002',
    parentNodeUuid: 'n0000000-0000-4000-8000-000000000001',
    description: 'Assembly',
    depth: 1,
  }),
  treeNode({ qty1: 2, filled1: 1 }),
  treeNode({
    nodeUuid: 'n0000000-0000-4000-8000-000000000004',
    description: 'Paint preferred line',
  }),
];

export const slot = (overrides: Partial<NhpPlacementDto> = {}): NhpPlacementDto => ({
  placementUuid: 's0000000-0000-4000-8000-000000000001',
  nhpClassUuid: CLASS_ID,
  nodeUuid: JOB,
  ordinal: 1,
  shift: 1,
  personUuid: null,
  placementStatusEnum: 'INITIAL',
  why: null,
  version: 1,
  aPerson: null,
  ...overrides,
});

export const person = (first: string, last: string, uuid: string) => ({
  personUuid: uuid,
  firstName: first,
  lastName: last,
  id: `APP-${first.toUpperCase()}`,
});

export const kanban = (placements: NhpPlacementDto[]): NhpKanbanDto => ({
  kanbanUuid: 'k0000000-0000-4000-8000-000000000001',
  nhpClassUuid: CLASS_ID,
  nodeUuid: JOB,
  qty1: placements.length,
  qty2: 0,
  aTreeNode: {
    nodeUuid: JOB,
    description: 'Press line',
    levelUuid: 'level',
    ancestorDescriptions: ['Riverside', 'Assembly'],
  },
  collNHPPlacements: placements,
});

export const pool = (overrides: Partial<NhpPoolDto> = {}): NhpPoolDto => ({
  nhpPoolUuid: POOL_ID,
  description: 'Riverside Day',
  clientNodeUuid: 'n0000000-0000-4000-8000-000000000001',
  clientDescription: 'Riverside',
  memberCount: 2,
  canManageClasses: true,
  ...overrides,
});

export const swimmer = (overrides: Partial<NhpSwimmerDto> = {}): NhpSwimmerDto => ({
  swimmerUuid: 'w0000000-0000-4000-8000-000000000001',
  nhpPoolUuid: POOL_ID,
  personUuid: 'e0000000-0000-4000-8000-000000000001',
  client: 'Riverside',
  pool: 'Riverside Day',
  id: 'APP-1001',
  idInfoSourceUuid: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  availableDate: '2026-12-01',
  phone: '(555) 123-4567',
  email: 'ada@example.com',
  ...overrides,
});
