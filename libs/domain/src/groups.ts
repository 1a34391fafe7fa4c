// Security group codes have the form kind:scope, e.g. premise:admin, staffing:Acme, system:dev.

export const GROUP_KINDS = ['premise', 'staffing', 'recruiter', 'system'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

export const ADMIN_SCOPE = 'admin';
export const SYSTEM_DEV = 'system:dev';
export const PREMISE_ADMIN = 'premise:admin';
export const PREMISE_PREFIX = 'premise:';

export interface GroupCode {
  readonly kind: string;
  readonly scope: string;
}

export type GroupCodes = readonly string[];

// Splits at the first colon only, so a scope may itself contain colons. No colon: not a code.
export function parseGroupCode(code: string): GroupCode | null {
  const at = code.indexOf(':');
  if (at <= 0) return null;
  return { kind: code.slice(0, at), scope: code.slice(at + 1) };
}

export function groupCodesOf(user: {
  readonly collUserSecurityGroups?: readonly { readonly securityGroupCode: string }[] | null;
}): string[] {
  return (user.collUserSecurityGroups ?? []).map((g) => g.securityGroupCode);
}

export function hasGroup(codes: GroupCodes, code: string): boolean {
  return codes.includes(code);
}

export function scopesOf(codes: GroupCodes, kind: string): string[] {
  return codes
    .map(parseGroupCode)
    .filter((g): g is GroupCode => g !== null && g.kind === kind)
    .map((g) => g.scope);
}

/**
 * The client-site scopes of a user's groups, lower-cased and trimmed (premise:Riverside gives
 * 'riverside'); admin and dev are roles, not sites. Only groups of `kind` when given.
 */
export function clientScopesOf(codes: GroupCodes, kind?: string): string[] {
  return codes
    .map(parseGroupCode)
    .filter((g): g is GroupCode => g !== null && (kind === undefined || g.kind === kind))
    .map((g) => g.scope.trim().toLowerCase())
    .filter((scope) => scope !== '' && scope !== ADMIN_SCOPE && scope !== 'dev');
}

/** A client site belongs to a scope when its name starts with it, ignoring case. */
export function isClientInScopes(clientName: string, scopes: readonly string[]): boolean {
  const name = clientName.toLowerCase();
  return scopes.some((scope) => name.startsWith(scope));
}

export function isPremise(codes: GroupCodes): boolean {
  return codes.some((c) => c.startsWith(PREMISE_PREFIX));
}

export function isPremiseAdmin(codes: GroupCodes): boolean {
  return hasGroup(codes, PREMISE_ADMIN);
}

export function isSystemDev(codes: GroupCodes): boolean {
  return hasGroup(codes, SYSTEM_DEV);
}

// DESIGN section 5: system:dev may do everything premise:admin may, plus the spotlight.
export function hasAdminRights(codes: GroupCodes): boolean {
  return isPremiseAdmin(codes) || isSystemDev(codes);
}

// The global search box.
export function canUseSpotlight(codes: GroupCodes): boolean {
  return isSystemDev(codes) || isPremise(codes);
}

// An empty scope would prefix every pool, so it grants nothing.
export function scopePrefixesPool(scope: string, poolDescription: string): boolean {
  if (scope === '') return false;
  return poolDescription.toLowerCase().startsWith(scope.toLowerCase());
}

// Client names in scopes are compared like pool prefixes: ignoring case.
function scopeNamesClient(scope: string, client: string): boolean {
  return scope !== '' && scope.toLowerCase() === client.toLowerCase();
}

// Creating classes for a pool and seeing its KANBAN-status classes.
export function canManageClassesOfPool(codes: GroupCodes, poolDescription: string): boolean {
  if (hasAdminRights(codes)) return true;
  return [...scopesOf(codes, 'premise'), ...scopesOf(codes, 'staffing')].some((scope) =>
    scopePrefixesPool(scope, poolDescription),
  );
}

// Match statistics: the rules grid.
export function canSeeMatchRules(codes: GroupCodes, client: string): boolean {
  if (hasAdminRights(codes)) return true;
  return scopesOf(codes, 'premise').some((scope) => scopeNamesClient(scope, client));
}

// Match statistics: the people grid.
export function canSeeMatchPeople(codes: GroupCodes, client: string): boolean {
  if (hasAdminRights(codes)) return true;
  // The seed names recruiter and staffing here, not premise:{client}.
  return (['staffing', 'recruiter'] as const).some((kind) =>
    scopesOf(codes, kind).some((scope) => scopeNamesClient(scope, client)),
  );
}

// The reasons icon on an exam and the reasons links.
export function canSeeReasons(codes: GroupCodes): boolean {
  return hasAdminRights(codes);
}
