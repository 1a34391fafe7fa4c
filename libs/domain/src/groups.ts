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

/** The code of a role scoped to one client site (or pool), named by its uuid. */
export function scopedGroupCode(kind: string, clientUuid: string): string {
  return `${kind}:${clientUuid.toLowerCase()}`;
}

export function groupCodesOf(user: {
  readonly collUserSecurityGroups?: readonly { readonly securityGroupCode: string }[] | null;
}): string[] {
  return (user.collUserSecurityGroups ?? []).map((g) => g.securityGroupCode);
}

export function hasGroup(codes: GroupCodes, code: string): boolean {
  return codes.includes(code);
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

// decision 0007: system:dev may do everything premise:admin may, plus the spotlight.
export function hasAdminRights(codes: GroupCodes): boolean {
  return isPremiseAdmin(codes) || isSystemDev(codes);
}
