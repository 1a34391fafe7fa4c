/** Who is calling: resolved from the JWT and the session row on every request. */
export interface Principal {
  userUuid: string;
  userCode: string;
  sessionId: string;
  groups: string[];
}

export const ADMIN_GROUPS = ['premise:admin', 'system:dev'];

export function isAdmin(principal: Principal): boolean {
  return principal.groups.some((group) => ADMIN_GROUPS.includes(group));
}
