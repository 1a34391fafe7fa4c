import { beforeEach, describe, expect, it } from 'vitest';
import { levelUuidOf, TENANT_NODE_UUID, type TreeLevelName } from '@domain/tree-levels';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { NODE_NOT_FOUND, NodeAccessService } from './node-access.service';
import { NodesRepository, type NodeRow } from './nodes.repository';
import { TreeErrorCode } from './tree.exceptions';

/**
 * Who may see and change a node (decision 0031), over an in-memory tree: the real
 * AccessService (it runs in memory) and fakes for the node reads. The SQL that finds a live
 * node and its ancestors is the tree e2e suite's part.
 */

const NORTH = '00000000-0000-0000-0002-000000000001';
const SOUTH = '00000000-0000-0000-0002-000000000002';
const SHOP = '00000000-0000-0000-0002-000000000003';
const TEAM = '00000000-0000-0000-0002-000000000004';
const NOT_FOUND = `${AccessErrorCode.NotFound}: ${NODE_NOT_FOUND}`;

const who = (...groups: string[]) => ({ userUuid: 'u', groups }) as unknown as Principal;
const admin = who('premise:admin');
const northWriter = who(`premise:${NORTH}`);
const northReader = who(`staffing:${NORTH}`);
const southWriter = who(`premise:${SOUTH}`);

function node(nodeUuid: string, level: TreeLevelName, ancestors: string[]): NodeRow {
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

const tree = new Map<string, NodeRow>(
  [
    node(TENANT_NODE_UUID, 'tenant', []),
    node(NORTH, 'NAMC', [TENANT_NODE_UUID]),
    node(SOUTH, 'NAMC', [TENANT_NODE_UUID]),
    node(SHOP, 'Production Shop', [TENANT_NODE_UUID, NORTH]),
    node(TEAM, 'Production Team', [TENANT_NODE_UUID, NORTH, SHOP]),
  ].map((n) => [n.nodeUuid, n]),
);

let trashed: Set<string>;
let access: AccessService;
let service: NodeAccessService;

beforeEach(async () => {
  trashed = new Set();
  access = new AccessService();
  const live = (uuid: string) => (trashed.has(uuid) ? null : (tree.get(uuid) ?? null));
  service = await serviceOver(
    NodeAccessService,
    fake(NodesRepository, {
      findLive: async (uuid: string) => live(uuid),
      findLiveWithAncestors: async (uuid: string) => {
        const found = live(uuid);
        return found && { node: found, ancestors: found.ancestors.map((a) => tree.get(a)!) };
      },
      findClientOf: async (n: NodeRow) => tree.get(n.ancestors[1]) ?? null,
    }),
    fake(AccessService, access),
    fake(SharedAnswers, {
      get: (_key: string, _sources: unknown, _user: string, read: () => unknown) => read(),
    }),
  );
});

describe('seeing a node', () => {
  it('lets the site’s own people see it and everything under it', async () => {
    for (const uuid of [NORTH, SHOP, TEAM]) {
      expect((await service.resolve(northReader, uuid)).client?.nodeUuid).toBe(NORTH);
      await service.assertVisible(admin, uuid);
    }
  });

  it('answers another site’s node as not found, the same as a missing or trashed one', async () => {
    expect(await refusalOf(service.resolve(southWriter, NORTH))).toBe(NOT_FOUND);
    expect(await refusalOf(service.resolve(southWriter, TEAM))).toBe(NOT_FOUND);
    expect(await refusalOf(service.resolve(admin, 'no-such-node'))).toBe(NOT_FOUND);
    trashed.add(SHOP);
    expect(await refusalOf(service.resolve(northWriter, SHOP))).toBe(NOT_FOUND);
  });

  it('shows the tenant to everyone, as no site of its own', async () => {
    const resolved = await service.resolveShared(southWriter, TENANT_NODE_UUID);
    expect(resolved.client).toBeNull();
    expect(resolved.level).toBe('tenant');
  });
});

describe('changing a node', () => {
  it('lets a premise of the site change it; a reader of the site gets 403, not 404', async () => {
    await service.assertCanWrite(northWriter, TEAM);
    expect((await service.rightsOf(northReader, TEAM)).canWrite).toBe(false);
    expect(await refusalOf(service.assertCanWrite(northReader, TEAM))).toBe(
      `${TreeErrorCode.NodeActionForbidden}: You may not change this node`,
    );
    expect(await refusalOf(service.assertCanWrite(southWriter, TEAM))).toBe(NOT_FOUND);
  });
});

describe('sums under a node', () => {
  it('take the caller’s readable sites above a site, and all of it at or below one', async () => {
    expect(await service.readableClientsAt(northReader, TENANT_NODE_UUID)).toEqual([NORTH]);
    expect(await service.readableClientsAt(admin, TENANT_NODE_UUID)).toBeNull();
    expect(await service.readableClientsAt(northReader, SHOP)).toBeNull();
    expect(await refusalOf(service.readableClientsAt(southWriter, SHOP))).toBe(NOT_FOUND);
  });
});

describe('the client of a node, for other modules’ checks', () => {
  it('is the site itself, the site above, null for the tenant, undefined when gone', async () => {
    expect(await access.clientOf('node', NORTH)).toBe(NORTH);
    expect(await access.clientOf('node', TEAM)).toBe(NORTH);
    expect(await access.clientOf('node', TENANT_NODE_UUID)).toBeNull();
    trashed.add(TEAM);
    expect(await access.clientOf('node', TEAM)).toBeUndefined();
  });
});
