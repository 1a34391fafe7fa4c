import type { Principal } from '@server/common/auth/principal';
import { nodeRights } from './node-permissions';

const who = (...groups: string[]): Principal => ({
  userUuid: 'u',
  userCode: 'u',
  sessionId: 's',
  groups,
});
const riverside = 'Riverside Vehicle Assembly';

describe(nodeRights.name, () => {
  it('lets an admin do everything but rename, move or delete the tenant', () => {
    expect(
      nodeRights(who('premise:admin'), { level: 'tenant', clientName: null, enabled: true }),
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
      clientName: riverside,
      enabled: true,
    });
    expect(asAdmin).toMatchObject({ canMove: false, canDelete: true, canRename: true });
    const asPremise = nodeRights(who('premise:Riverside'), {
      level: 'NAMC',
      clientName: riverside,
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
    const shop = { level: 'Production Shop' as const, clientName: riverside, enabled: true };
    expect(nodeRights(who('premise:riverside'), shop)).toMatchObject({
      canWrite: true,
      canMove: true,
      canDelete: true,
    });
    expect(nodeRights(who('premise:Lakeview'), shop)).toMatchObject({
      canWrite: false,
      canCreateChild: false,
      childLevels: [],
    });
  });

  it('keeps staffing and recruiters read-only', () => {
    const team = { level: 'Production Team' as const, clientName: riverside, enabled: true };
    for (const group of ['staffing:Riverside', 'recruiter:Riverside']) {
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
      nodeRights(who('premise:Riverside'), { level: 'tenant', clientName: null, enabled: true })
        .canCreateChild,
    ).toBe(false);
  });

  it('offers the levels allowed directly below', () => {
    const section = nodeRights(who('premise:admin'), {
      level: 'Production Section',
      clientName: riverside,
      enabled: true,
    });
    expect(section.childLevels).toEqual(['Production Group', 'Cost Center']);
    expect(
      nodeRights(who('premise:admin'), {
        level: 'Cost Center',
        clientName: riverside,
        enabled: true,
      }).canCreateChild,
    ).toBe(false);
  });
});
