import { levelUuidOf, TENANT_NODE_UUID } from '@domain/tree-levels';
import { describe, expect, it } from 'vitest';
import { makePermission } from '../test/treeFixtures';
import { nodeActions } from './nodeActions';

const node = {
  nodeUuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  enabled: true,
  levelUuid: levelUuidOf('Production Shop'),
};

describe(nodeActions.name, () => {
  it('offers everything a full permission allows on an enabled node', () => {
    expect(nodeActions(node, makePermission())).toEqual([
      'rename',
      'createChild',
      'createPda',
      'move',
      'disable',
      'nodePdf',
      'bulkPdaReport',
    ]);
  });

  it('offers Enable and Delete instead of Disable on a disabled node', () => {
    expect(nodeActions({ ...node, enabled: false }, makePermission())).toEqual(
      expect.arrayContaining(['enable', 'delete']),
    );
    expect(nodeActions({ ...node, enabled: false }, makePermission())).not.toContain('disable');
  });

  it('offers only reading actions without rights', () => {
    const none = makePermission({
      canWrite: false,
      canRename: false,
      canDelete: false,
      canMove: false,
      canCreateChild: false,
    });
    expect(nodeActions(node, none)).toEqual(['nodePdf', 'bulkPdaReport']);
  });

  it('offers Create Client Site at the tenant only when NAMC is a permitted child level', () => {
    const tenant = { nodeUuid: TENANT_NODE_UUID, enabled: true, levelUuid: levelUuidOf('tenant') };
    const admin = makePermission({
      childLevels: [
        {
          levelUuid: levelUuidOf('NAMC'),
          description: 'NAMC',
          ordinal: 1,
          hiddenInListings: false,
        },
      ],
    });
    expect(nodeActions(tenant, admin)).toEqual(['createClientSite', 'bulkPdaReport']);
    expect(nodeActions(tenant, makePermission({ childLevels: [] }))).toEqual(['bulkPdaReport']);
  });

  it('offers Set Time Zone on a client site, to administrators only', () => {
    const site = { ...node, levelUuid: levelUuidOf('NAMC') };
    expect(nodeActions(site, makePermission(), true)).toContain('setTimeZone');
    expect(nodeActions(site, makePermission(), false)).not.toContain('setTimeZone');
    expect(nodeActions(node, makePermission(), true)).not.toContain('setTimeZone');
  });
});
