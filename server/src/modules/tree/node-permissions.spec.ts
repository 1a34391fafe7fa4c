import type { Principal } from '@server/common/auth/principal';
import { nodeRights } from './node-permissions';

const who = (...groups: string[]): Principal => ({
  userUuid: 'u',
  userCode: 'u',
  sessionId: 's',
  groups,
});
// The Riverside client site, by identity (decision 0031), and the Lakeview one.
const riverside = '0a000000-0000-4000-8000-000000000001';
const lakeview = '0b000000-0000-4000-8000-000000000002';

describe(nodeRights.name, () => {
  it('lets an admin do everything but rename, move or delete the tenant', () => {
    expect(
      nodeRights(who('premise:admin'), { level: 'tenant', clientUuid: null, enabled: true }),
    ).toEqual({
      canWrite: true,
      canRename: false,
      canDelete: false,
      canMove: false,
      canCreateChild: true,
      childLevels: ['NAMC'],
    });
  });

  it('never moves a client site; only admins delete one', () => {
    const asAdmin = nodeRights(who('system:dev'), {
      level: 'NAMC',
      clientUuid: riverside,
      enabled: true,
    });
    expect(asAdmin).toMatchObject({ canMove: false, canDelete: true, canRename: true });
    const asPremise = nodeRights(who(`premise:${riverside}`), {
      level: 'NAMC',
      clientUuid: riverside,
      enabled: true,
    });
    expect(asPremise).toMatchObject({
      canWrite: true,
      canMove: false,
      canDelete: false,
      canRename: true,
    });
  });

  it('gives premise:{client} write rights in its own client only', () => {
    const shop = { level: 'Production Shop' as const, clientUuid: riverside, enabled: true };
    expect(nodeRights(who(`premise:${riverside.toUpperCase()}`), shop)).toMatchObject({
      canWrite: true,
      canMove: true,
      canDelete: true,
    });
    expect(nodeRights(who(`premise:${lakeview}`), shop)).toMatchObject({
      canWrite: false,
      canCreateChild: false,
      childLevels: [],
    });
  });

  it('keeps staffing and recruiters read-only', () => {
    const team = { level: 'Production Team' as const, clientUuid: riverside, enabled: true };
    for (const group of [`staffing:${riverside}`, `recruiter:${riverside}`]) {
      expect(nodeRights(who(group), team)).toEqual({
        canWrite: false,
        canRename: false,
        canDelete: false,
        canMove: false,
        canCreateChild: false,
        childLevels: [],
      });
    }
  });

  it('lets only admins create client sites under the tenant', () => {
    expect(
      nodeRights(who(`premise:${riverside}`), { level: 'tenant', clientUuid: null, enabled: true })
        .canCreateChild,
    ).toBe(false);
  });

  it('offers the levels allowed directly below', () => {
    const section = nodeRights(who('premise:admin'), {
      level: 'Production Section',
      clientUuid: riverside,
      enabled: true,
    });
    expect(section.childLevels).toEqual(['Production Group', 'Cost Center']);
    expect(
      nodeRights(who('premise:admin'), {
        level: 'Cost Center',
        clientUuid: riverside,
        enabled: true,
      }).canCreateChild,
    ).toBe(false);
  });
});
