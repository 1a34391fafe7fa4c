// Who may do what: the one permission table of decision 0007. The server checks every
// route and every object against it (AccessService); the client asks the same functions to
// decide what to show, so both give the same verdict.
import {
  ADMIN_SCOPE,
  hasAdminRights,
  isPremiseAdmin,
  parseGroupCode,
  type GroupCodes,
} from './groups';

export enum Permission {
  /** No session needed: sign-in steps, password recovery, health, version. */
  Public = 'public',
  /** Any signed-in user: their own profile, preferences, sessions, navigation. */
  SignedIn = 'signed-in',
  TreeRead = 'tree:read',
  TreeWrite = 'tree:write',
  PdaRead = 'pda:read',
  PdaWrite = 'pda:write',
  /** COMPLETED -> APPROVED and back. */
  PdaApprove = 'pda:approve',
  FilesRead = 'files:read',
  FilesWrite = 'files:write',
  /** The header search: what it finds is each kind's own read right (decision 0052). */
  Spotlight = 'spotlight',
  RosterRead = 'roster:read',
  ExamWrite = 'exam:write',
  PeopleRead = 'people:read',
  PeopleWrite = 'people:write',
  CandidatesRead = 'candidates:read',
  PoolsRead = 'pools:read',
  /** Create and run new-hire classes of the pools of the client site a scope names. */
  ClassesManage = 'classes:manage',
  /** Match statistics: per node, how many pool members match (the screen and its picker). */
  MatchStats = 'match:stats',
  /** Match statistics: the rules grid. */
  MatchRules = 'match:rules',
  /** Match statistics: the people grid. */
  MatchPeople = 'match:people',
  Reasons = 'reasons',
  HrSystemRead = 'hr:read',
  /** Background check edits and candidate syncs through the HR system. */
  HrSystemWrite = 'hr:write',
  /** Adding, editing and removing HR endpoints (their URLs and secrets). */
  HrSystemAdmin = 'hr:admin',
  UsersAdmin = 'users:admin',
  SessionsAdmin = 'sessions:admin',
  Scheduler = 'scheduler',
  Cache = 'cache',
  /** Capability maintenance and other catalogue edits. */
  Maintenance = 'maintenance',
  /**
   * The employer privacy view: fit / not fit / not assessed per open job, the assessment's
   * date and the missed demands in words, never a measured value (decision 0023).
   */
  EmployerView = 'employer:view',
}

/**
 * The scoped roles (kind:{client site uuid}, decision 0031); premise:admin and system:dev hold
 * every permission.
 */
export type ScopedRole = 'premise' | 'staffing' | 'recruiter' | 'employer';

// The staff roles. employer:{client} (a client's HR people) is not among them: it holds the
// employer view only, so no other route answers it a measurement, an exam or a report.
const EVERY_ROLE: readonly ScopedRole[] = ['premise', 'staffing', 'recruiter'];
const ADMINS_ONLY: readonly ScopedRole[] = [];

/**
 * decision 0007. premise:{client} reads and writes the client's tree, PDAs, rosters and
 * exams, classes of the client's pools and the rules grid; staffing:{client} runs classes of
 * the client's pools, pools, candidates and the people grid, and reads the tree;
 * recruiter:{client} reads candidates, rosters and the people grid (and the tree);
 * employer:{client} sees the employer view of its client's people and open jobs, nothing else.
 */
const ACCESS_TABLE: Readonly<Record<Permission, readonly ScopedRole[] | 'anyone'>> = {
  [Permission.Public]: 'anyone',
  [Permission.SignedIn]: 'anyone',
  [Permission.TreeRead]: EVERY_ROLE,
  [Permission.TreeWrite]: ['premise'],
  [Permission.PdaRead]: EVERY_ROLE,
  [Permission.PdaWrite]: ['premise'],
  [Permission.PdaApprove]: ['premise'],
  [Permission.FilesRead]: EVERY_ROLE,
  [Permission.FilesWrite]: ['premise'],
  [Permission.Spotlight]: EVERY_ROLE,
  [Permission.RosterRead]: ['premise', 'recruiter'],
  [Permission.ExamWrite]: ['premise'],
  [Permission.PeopleRead]: EVERY_ROLE,
  [Permission.PeopleWrite]: ['premise', 'staffing'],
  [Permission.CandidatesRead]: ['staffing', 'recruiter'],
  [Permission.PoolsRead]: ['premise', 'staffing'],
  [Permission.ClassesManage]: ['premise', 'staffing'],
  [Permission.MatchStats]: EVERY_ROLE,
  [Permission.MatchRules]: ['premise'],
  [Permission.MatchPeople]: ['staffing', 'recruiter'],
  [Permission.Reasons]: ADMINS_ONLY,
  [Permission.HrSystemRead]: ['staffing', 'recruiter'],
  [Permission.HrSystemWrite]: ['staffing'],
  [Permission.HrSystemAdmin]: ADMINS_ONLY,
  [Permission.UsersAdmin]: ADMINS_ONLY,
  [Permission.SessionsAdmin]: ADMINS_ONLY,
  [Permission.Scheduler]: ADMINS_ONLY,
  [Permission.Cache]: ADMINS_ONLY,
  [Permission.Maintenance]: ADMINS_ONLY,
  [Permission.EmployerView]: ['employer'],
};

/** What each permission lets one do, for the refusal "You are not allowed to ...". */
export const PERMISSION_ACTIONS: Readonly<Record<Permission, string>> = {
  [Permission.Public]: 'do this',
  [Permission.SignedIn]: 'do this',
  [Permission.TreeRead]: 'see the organisation tree',
  [Permission.TreeWrite]: 'change the organisation tree',
  [Permission.PdaRead]: 'see PDAs',
  [Permission.PdaWrite]: 'change PDAs',
  [Permission.PdaApprove]: 'approve PDAs',
  [Permission.FilesRead]: 'read files',
  [Permission.FilesWrite]: 'upload or change files',
  [Permission.Spotlight]: 'use the search',
  [Permission.RosterRead]: 'see rosters',
  [Permission.ExamWrite]: 'score exams',
  [Permission.PeopleRead]: 'see people',
  [Permission.PeopleWrite]: 'change people',
  [Permission.CandidatesRead]: 'see candidates',
  [Permission.PoolsRead]: 'see pools',
  [Permission.ClassesManage]: 'manage new-hire classes',
  [Permission.MatchStats]: 'see match statistics',
  [Permission.MatchRules]: 'see the match rules',
  [Permission.MatchPeople]: 'see the matched people',
  [Permission.Reasons]: 'see match reasons',
  [Permission.HrSystemRead]: 'read the HR system',
  [Permission.HrSystemWrite]: 'change records in the HR system',
  [Permission.HrSystemAdmin]: 'set up HR system endpoints',
  [Permission.UsersAdmin]: 'administer users',
  [Permission.SessionsAdmin]: 'administer sessions',
  [Permission.Scheduler]: 'use the scheduler',
  [Permission.Cache]: 'manage caches',
  [Permission.Maintenance]: 'maintain the catalogue',
  [Permission.EmployerView]: 'see who is fit for the open jobs',
};

/**
 * The scopes of the caller's groups whose role holds the permission: each the identity (uuid,
 * lower-cased) of the client site, or of the one pool, the group names (decision 0031).
 */
export function scopesFor(codes: GroupCodes, permission: Permission): string[] {
  const roles = ACCESS_TABLE[permission];
  if (roles === 'anyone') return [];
  return codes
    .map(parseGroupCode)
    .filter((g) => g !== null && (roles as readonly string[]).includes(g.kind))
    .map((g) => g!.scope.trim().toLowerCase())
    .filter((scope) => scope !== '' && scope !== ADMIN_SCOPE);
}

/** The route-level question: may these groups use the permission anywhere at all? */
export function hasPermission(codes: GroupCodes, permission: Permission): boolean {
  if (ACCESS_TABLE[permission] === 'anyone' || hasAdminRights(codes)) return true;
  return scopesFor(codes, permission).length > 0;
}

/**
 * A scope names exactly one object by its identity: it covers that client site (or pool) and
 * nothing else, whatever anything is called (decision 0031). Never a prefix: a new client
 * whose name starts like another's widens no one's access.
 */
function scopeNames(scope: string, id: string): boolean {
  return scope !== '' && scope.trim().toLowerCase() === id.toLowerCase();
}

/**
 * The object-level question: may these groups use the permission on this client site, given
 * by its node uuid? `clientUuid` null is the tenant itself, which only admins hold rights on.
 */
export function hasPermissionOn(
  codes: GroupCodes,
  permission: Permission,
  clientUuid: string | null,
): boolean {
  if (ACCESS_TABLE[permission] === 'anyone' || hasAdminRights(codes)) return true;
  return (
    clientUuid !== null &&
    scopesFor(codes, permission).some((scope) => scopeNames(scope, clientUuid))
  );
}

/** A pool as access sees it: its own identity and its client site's. */
export interface PoolIdentity {
  readonly nhpPoolUuid: string;
  readonly clientNodeUuid: string;
}

/**
 * The pool rule of the specification (document 001, security section) under identity scopes:
 * a scope grants a pool when it names the pool's client site, or names that pool itself (the
 * groups decision 0031's migration made from scopes that prefixed a pool's description only).
 */
export function hasPermissionOnPool(
  codes: GroupCodes,
  permission: Permission,
  pool: PoolIdentity,
): boolean {
  return (
    hasPermissionOn(codes, permission, pool.clientNodeUuid) ||
    hasPermissionOn(codes, permission, pool.nhpPoolUuid)
  );
}

// Named questions the screens ask; each is one row of the table.

export function canUseSpotlight(codes: GroupCodes): boolean {
  return hasPermission(codes, Permission.Spotlight);
}

/** Creating classes for a pool and seeing its KANBAN-status classes. */
export function canManageClassesOfPool(codes: GroupCodes, pool: PoolIdentity): boolean {
  return hasPermissionOnPool(codes, Permission.ClassesManage, pool);
}

/** `clientUuid`: the client site's node uuid. */
export function canSeeMatchRules(codes: GroupCodes, clientUuid: string): boolean {
  return hasPermissionOn(codes, Permission.MatchRules, clientUuid);
}

export function canSeeMatchPeople(codes: GroupCodes, clientUuid: string): boolean {
  return hasPermissionOn(codes, Permission.MatchPeople, clientUuid);
}

/**
 * The reasons icon on an exam and the reasons links: premise:admin only (seed 001, section 5),
 * not system:dev, although system:dev may open the reasons page (it holds every permission).
 */
export function canSeeReasons(codes: GroupCodes): boolean {
  return isPremiseAdmin(codes);
}

/** The employer view of a client site: its HR people (employer:{client}) and admins. */
export function canSeeEmployerView(codes: GroupCodes, clientUuid?: string): boolean {
  return clientUuid === undefined
    ? hasPermission(codes, Permission.EmployerView)
    : hasPermissionOn(codes, Permission.EmployerView, clientUuid);
}
