import { hasAdminRights } from '@domain/groups';

/** Who is calling: resolved from the JWT and the session row on every request. */
export interface Principal {
  userUuid: string;
  userCode: string;
  sessionId: string;
  groups: string[];
}

/** premise:admin or system:dev. */
export function isAdmin(principal: Principal): boolean {
  return hasAdminRights(principal.groups);
}
