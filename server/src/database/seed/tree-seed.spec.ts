import { clientScope, securityGroupsFor } from './users-seed';
import { clientSiteName } from './tree-seed';

describe(clientSiteName.name, () => {
  it('gives every client of a large seed its own scope', () => {
    const names = Array.from({ length: 99 }, (_, i) => clientSiteName(i));
    expect(new Set(names.map(clientScope)).size).toBe(99);
    const clients = names.map((name, i) => ({
      name,
      nodeUuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    }));
    // premise:admin and system:dev, then premise, staffing, recruiter and employer per client.
    const groups = securityGroupsFor(clients);
    expect(new Set(groups.map((g) => g.securityGroupCode)).size).toBe(2 + 4 * 99);
    expect(groups.map((g) => g.securityGroupCode)).toContain(`staffing:${clients[7].nodeUuid}`);
  });

  it('keeps the demo names as they are', () => {
    expect([0, 1, 2].map(clientSiteName)).toEqual([
      'Riverside Vehicle Assembly',
      'Lakeview Powertrain',
      'Hillcrest Body & Paint',
    ]);
  });
});
