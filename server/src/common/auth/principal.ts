import { hasAdminRights, PREMISE_ADMIN, SYSTEM_DEV } from '@domain/groups';

/** Who is calling: resolved from the JWT and the session row on every request. */
export interface Principal {
  userUuid: string;
  userCode: string;
  sessionId: string;
  groups: string[];
}

/** The groups with every right (DESIGN.md section 5). */
export const ADMIN_GROUPS = [PREMISE_ADMIN, SYSTEM_DEV];

/** premise:admin or system:dev. */
export function isAdmin(principal: Principal): boolean {
  return hasAdminRights(principal.groups);
}
