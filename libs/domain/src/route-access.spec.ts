import { describe, expect, it } from 'vitest';
import { Permission } from './access';
import { mayOpenPath, ROUTE_ACCESS, routePermission } from './route-access';

const ROLES: Record<string, string[]> = {
  admin: ['premise:admin'],
  dev: ['system:dev'],
  premise: ['premise:Riverside'],
  staffing: ['staffing:Riverside'],
  recruiter: ['recruiter:Riverside'],
  none: [],
};

const SCREENS = [...new Set(ROUTE_ACCESS.map((r) => r.path))];

/** The screens each kind of person may open (decision 0007). */
const OPENS: Record<string, string[]> = {
  admin: SCREENS,
  dev: SCREENS,
  premise: [
    '/',
    '/tree',
    '/realtime',
    '/rosters',
    '/person',
    '/match-stats',
    '/nhp-pool',
    '/nhp-list',
    '/historical-nhp-list',
    '/nhp-class',
  ],
  staffing: [
    '/',
    '/tree',
    '/person',
    '/match-stats',
    '/nhp-pool',
    '/nhp-list',
    '/historical-nhp-list',
    '/nhp-class',
    '/integrations/workday',
  ],
  recruiter: [
    '/',
    '/tree',
    '/realtime',
    '/rosters',
    '/person',
    '/match-stats',
    '/integrations/workday',
  ],
  none: ['/'],
};

describe(routePermission.name, () => {
  it('finds the screen of a path with parameters, query or hash', () => {
    expect(routePermission('/tree/4f2c#pda-1')).toBe(Permission.TreeRead);
    expect(routePermission('/realtime/2026/11/25')).toBe(Permission.RosterRead);
    expect(routePermission('/integrations/workday/api-1/Candidate/C-1?x=1')).toBe(
      Permission.HrSystemRead,
    );
    expect(routePermission('/users/')).toBe(Permission.UsersAdmin);
    expect(routePermission('/')).toBe(Permission.SignedIn);
  });

  it('knows no screen for an unknown path or a look-alike prefix', () => {
    expect(routePermission('/usersx')).toBeNull();
    expect(routePermission('/integrations')).toBeNull();
    expect(routePermission('https://example.com/tree')).toBeNull();
  });
});

describe(mayOpenPath.name, () => {
  it.each(Object.keys(ROLES))('opens to %s exactly its screens', (role) => {
    const opened = SCREENS.filter((path) => mayOpenPath(ROLES[role], path));
    expect(opened.sort()).toEqual([...OPENS[role]].sort());
  });
});
