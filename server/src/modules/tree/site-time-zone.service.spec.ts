import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuditService } from '@server/modules/audit/audit.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import { ClientsService } from './clients.service';
import { NodeAccessService } from './node-access.service';
import { NodesRepository } from './nodes.repository';
import { SiteTimeZoneService } from './site-time-zone.service';
import { admin, NORTH, northWriter, SHOP, TreeWorld } from './testing/tree-world';
import { TreeErrorCode } from './tree.exceptions';

/**
 * A client site's zone moves every day, slot and schedule of the site (decision 0041): only
 * administrators change it, and only on a client site. Over the in-memory tree, through the
 * real NodeAccessService.
 */

let world: TreeWorld;
let zones: Map<string, string>;
let service: SiteTimeZoneService;

beforeEach(async () => {
  world = new TreeWorld();
  zones = new Map([[NORTH, 'UTC']]);
  service = await serviceOver(
    SiteTimeZoneService,
    fake(DataSource, inMemoryDataSource()),
    fake(NodesRepository, {
      update: async (uuid: string, changes: { timeZone: string }) =>
        void zones.set(uuid, changes.timeZone),
    }),
    fake(NodeAccessService, await world.nodeAccess()),
    fake(ClientsService, { all: async () => [{ nodeUuid: NORTH, timeZone: zones.get(NORTH) }] }),
    fake(AuditService, { record: async () => undefined }),
  );
});

describe(SiteTimeZoneService.name, () => {
  it('lets an administrator move a client site to another zone', async () => {
    expect(await service.set(admin, NORTH, 'Asia/Tokyo')).toMatchObject({
      nodeUuid: NORTH,
      timeZone: 'Asia/Tokyo',
    });
    expect(zones.get(NORTH)).toBe('Asia/Tokyo');
  });

  it('refuses the site’s own premise staff, and any node below a site', async () => {
    expect(await refusalOf(service.set(northWriter, NORTH, 'Asia/Tokyo'))).toBe(
      `${TreeErrorCode.NodeActionForbidden}: Only administrators may change a client site's time zone`,
    );
    expect(await refusalOf(service.set(admin, SHOP, 'Asia/Tokyo'))).toBe(
      `${TreeErrorCode.NotAClientSite}: Only client sites have a time zone`,
    );
    expect(zones.get(NORTH)).toBe('UTC');
  });
});
