// Which permission opens each signed-in screen. The client's routes refuse a screen with it and
// the navigation offers a link only to a screen the person may open (server and client both
// ask `mayOpenPath`), so a link never leads to "no access" and no openable screen lacks one.
import { hasPermission, Permission } from './access';
import type { GroupCodes } from './groups';

/** The first path segments of a screen (`/integrations/workday`) and its permission. */
export const ROUTE_ACCESS: readonly { readonly path: string; readonly permission: Permission }[] = [
  { path: '/', permission: Permission.SignedIn },
  { path: '/tree', permission: Permission.TreeRead },
  { path: '/realtime', permission: Permission.RosterRead },
  { path: '/rosters', permission: Permission.RosterRead },
  { path: '/person', permission: Permission.PeopleRead },
  { path: '/reasons', permission: Permission.Reasons },
  { path: '/match-stats', permission: Permission.MatchStats },
  { path: '/nhp-pool', permission: Permission.PoolsRead },
  { path: '/nhp-list', permission: Permission.PoolsRead },
  { path: '/historical-nhp-list', permission: Permission.PoolsRead },
  { path: '/nhp-class', permission: Permission.PoolsRead },
  { path: '/users', permission: Permission.UsersAdmin },
  { path: '/integrations/workday', permission: Permission.HrSystemRead },
  { path: '/integrations/jcs', permission: Permission.Cache },
  { path: '/integrations/scheduler', permission: Permission.Scheduler },
  { path: '/maintenance/capabilities', permission: Permission.Maintenance },
  { path: '/employer', permission: Permission.EmployerView },
];

function covers(prefix: string, path: string): boolean {
  if (prefix === '/') return path === '/';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The permission of the screen at `path` (query and hash ignored; the longest matching entry
 * wins), or null for a path that is no signed-in screen.
 */
export function routePermission(to: string): Permission | null {
  const path = to.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/';
  let best: (typeof ROUTE_ACCESS)[number] | null = null;
  for (const entry of ROUTE_ACCESS) {
    if (covers(entry.path, path) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best?.permission ?? null;
}

/** May a person with these groups open the screen at `to`? Unknown paths: no. */
export function mayOpenPath(codes: GroupCodes, to: string): boolean {
  const permission = routePermission(to);
  return permission !== null && hasPermission(codes, permission);
}
