import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { levelUuidOf } from '@domain/tree-levels';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { DomainEvents } from '@server/common/events/domain-events';
import { AuditService } from '@server/modules/audit/audit.service';
import { readAtOnce } from '@server/testing/read-at-once';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { NodeAccessService } from './node-access.service';
import { NodeContents } from './node-contents';
import { NodesRepository, type NodeRow } from './nodes.repository';
import { NodesService } from './nodes.service';
import {
  admin,
  node,
  NORTH,
  northReader,
  northWriter,
  SHOP,
  SOUTH,
  TEAM,
  TENANT_NODE_UUID,
  TreeWorld,
} from './testing/tree-world';
import { TreeErrorCode } from './tree.exceptions';

/**
 * The tree's writes and the tenant's read over an in-memory tree, through the real
 * NodeAccessService: what a scoped caller sees at the tenant, which names and levels a write
 * refuses, where a created node sits, and what deleting a subtree tells matching. The move and
 * rights rules have their own specs (node-moves, node-permissions); the SQL is the e2e suite's.
 */

const SHOP_2 = '00000000-0000-0000-0002-000000000005';
const SOUTH_SHOP = '00000000-0000-0000-0002-000000000006';
const SECTION = '00000000-0000-0000-0002-000000000007';

class World extends TreeWorld {
  tenantPdas = [{ pdaUuid: 'p1', nodeUuid: TENANT_NODE_UUID, description: 'Tenant PDA' }];
  inserted: (NodeRow & { timeZone: string | null })[] = [];
  heard: string[] = [];
  audit: string[] = [];

  constructor() {
    super();
    for (const n of [
      node(SHOP_2, 'Production Shop', [TENANT_NODE_UUID, NORTH]),
      node(SOUTH_SHOP, 'Production Shop', [TENANT_NODE_UUID, SOUTH]),
      node(SECTION, 'Production Section', [TENANT_NODE_UUID, NORTH, SHOP]),
    ])
      this.nodes.set(n.nodeUuid, n);
  }

  async service(): Promise<NodesService> {
    const events = new DomainEvents();
    events.on('node.trashed', async ({ nodeUuid }) => void this.heard.push(nodeUuid));
    const liveChildren = (uuid: string) =>
      [...this.nodes.values()].filter((n) => n.parentNodeUuid === uuid && this.live(n.nodeUuid));
    return serviceOver(
      NodesService,
      fake(DataSource, inMemoryDataSource()),
      fake(NodesRepository, {
        ...this.reads(),
        findContents: async (uuid: string) => ({
          children: liveChildren(uuid),
          pdas: uuid === TENANT_NODE_UUID ? this.tenantPdas : [],
          files: [],
        }),
        update: async (uuid: string, changes: Partial<NodeRow>) => {
          const row = this.nodes.get(uuid)!;
          Object.assign(row, changes, { version: row.version + 1 });
          return row.version;
        },
        insert: async (record: NodeRow & { timeZone: string | null }) => {
          this.inserted.push(record);
          this.nodes.set(record.nodeUuid, { ...record, version: 1 });
        },
        move: async (moved: NodeRow, parent: NodeRow) => {
          Object.assign(this.nodes.get(moved.nodeUuid)!, { parentNodeUuid: parent.nodeUuid });
          return 2;
        },
        trashSubtree: async (uuid: string) => {
          for (const n of this.nodes.values())
            if (n.nodeUuid === uuid || n.ancestors.includes(uuid)) this.trashed.add(n.nodeUuid);
        },
      }),
      fake(AuditService, {
        record: async (entry: { action: string }) => void this.audit.push(entry.action),
      }),
      fake(NodeAccessService, await this.nodeAccess()),
      fake(NodeContents, {}),
      readAtOnce(),
      fake(DomainEvents, events),
    );
  }
}

let world: World;
let service: NodesService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('the tenant', () => {
  it('shows a scoped caller only their sites, and none of the tenant’s own rows', async () => {
    const seen = await service.get(northReader, TENANT_NODE_UUID);
    expect(seen.collTreeNodes.map((n) => n.nodeUuid)).toEqual([NORTH]);
    expect(seen.collPDAs).toEqual([]);
    const all = await service.get(admin, TENANT_NODE_UUID);
    expect(all.collTreeNodes.map((n) => n.nodeUuid)).toEqual([NORTH, SOUTH]);
    expect(all.collPDAs).toHaveLength(1);
  });
});

describe('renaming', () => {
  it('needs a new name and the right to write the node', async () => {
    expect(await refusalOf(service.rename(northWriter, SHOP, SHOP))).toBe(
      `${TreeErrorCode.NameUnchanged}: The new name must differ from the current name`,
    );
    expect(await refusalOf(service.rename(northReader, SHOP, 'Paint'))).toBe(
      `${TreeErrorCode.NodeActionForbidden}: You may not rename this node`,
    );
    expect(await service.rename(northWriter, SHOP, 'Paint')).toMatchObject({
      description: 'Paint',
      version: 2,
    });
    expect(world.audit).toEqual(['rename']);
  });
});

describe('creating', () => {
  it('a child of a level allowed under its parent, below the parent’s ancestors, with no zone', async () => {
    expect(
      await refusalOf(service.createChild(northWriter, NORTH, levelUuidOf('Production Team'), 'X')),
    ).toBe(
      `${TreeErrorCode.LevelNotAllowedHere}: A Production Team cannot sit under this node; allowed: Production Shop, Non-Vehicle`,
    );
    expect(await refusalOf(service.createChild(northWriter, NORTH, 'no-such-level', 'X'))).toMatch(
      new RegExp(`^${TreeErrorCode.UnknownLevel}: `),
    );
    const shop = await service.createChild(
      northWriter,
      NORTH,
      levelUuidOf('Production Shop'),
      'Body',
    );
    expect(shop.path).toMatch(/Body$/);
    expect(world.inserted[0]).toMatchObject({
      ancestors: [TENANT_NODE_UUID, NORTH],
      timeZone: null,
    });
    expect(world.audit).toEqual(['create', 'child-created']);
  });

  it('a client site only under the tenant, in the zone given or UTC', async () => {
    expect(await refusalOf(service.createClient(admin, NORTH, 'East'))).toBe(
      `${TreeErrorCode.ClientOutsideTenant}: Client sites are created under the tenant`,
    );
    await service.createClient(admin, TENANT_NODE_UUID, 'East', 'Asia/Tokyo');
    await service.createClient(admin, TENANT_NODE_UUID, 'West');
    expect(world.inserted.map((r) => r.timeZone)).toEqual(['Asia/Tokyo', 'UTC']);
  });
});

describe('moving', () => {
  it('within the node’s own client only', async () => {
    await service.move(northWriter, SECTION, SHOP_2);
    expect(world.nodes.get(SECTION)!.parentNodeUuid).toBe(SHOP_2);
    expect(await refusalOf(service.move(admin, SECTION, SOUTH_SHOP))).toBe(
      `${TreeErrorCode.BadMoveTarget}: The new parent must be a node of the parent level inside the same client`,
    );
    expect(await refusalOf(service.move(northWriter, SECTION, SOUTH_SHOP))).toBe(
      `${AccessErrorCode.NotFound}: Node not found`,
    );
  });
});

describe('deleting', () => {
  it('only a disabled node, taking its subtree and telling matching', async () => {
    expect(await refusalOf(service.trash(northWriter, SHOP))).toBe(
      `${TreeErrorCode.TrashEnabledNode}: Disable the node before deleting it`,
    );
    await service.setEnabled(northWriter, SHOP, false);
    expect(await service.trash(northWriter, SHOP)).toMatchObject({ nodeUuid: NORTH });
    expect([...world.trashed].sort()).toEqual([SECTION, SHOP, TEAM].sort());
    expect(world.heard).toEqual([SHOP]);
    expect(world.audit).toEqual(['disable', 'trash']);
  });
});
