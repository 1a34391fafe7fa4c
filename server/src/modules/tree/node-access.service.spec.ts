import { beforeEach, describe, expect, it } from 'vitest';
import { AccessErrorCode } from '@server/common/auth/access.exceptions';
import { refusalOf } from '@server/testing/refusal';
import { NODE_NOT_FOUND, NodeAccessService } from './node-access.service';
import {
  admin,
  NORTH,
  northReader,
  northWriter,
  SHOP,
  southWriter,
  TEAM,
  TENANT_NODE_UUID,
  TreeWorld,
} from './testing/tree-world';
import { TreeErrorCode } from './tree.exceptions';

/**
 * Who may see and change a node (decision 0031), over an in-memory tree: the real
 * AccessService (it runs in memory) and fakes for the node reads. The SQL that finds a live
 * node and its ancestors is the tree e2e suite's part.
 */

const NOT_FOUND = `${AccessErrorCode.NotFound}: ${NODE_NOT_FOUND}`;

let world: TreeWorld;
let service: NodeAccessService;

beforeEach(async () => {
  world = new TreeWorld();
  service = await world.nodeAccess();
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
    world.trashed.add(SHOP);
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
    expect(await world.access.clientOf('node', NORTH)).toBe(NORTH);
    expect(await world.access.clientOf('node', TEAM)).toBe(NORTH);
    expect(await world.access.clientOf('node', TENANT_NODE_UUID)).toBeNull();
    world.trashed.add(TEAM);
    expect(await world.access.clientOf('node', TEAM)).toBeUndefined();
  });
});
