import { hasPermission, Permission, PERMISSION_ACTIONS } from '@domain/access';
import type { Principal } from '@server/common/auth/principal';

/** The user a scheduled run acts as, loaded fresh when the run starts. */
export interface ActingUser {
  userUuid: string;
  userCode: string;
  enabled: boolean;
  groups: string[];
}

/**
 * Why this user cannot be the principal of a run that needs these permissions, or undefined
 * when they can: gone, disabled, or short of a right (named with what it lets one do).
 */
export function actingUserProblem(
  userUuid: string | null,
  user: ActingUser | null,
  needs: readonly Permission[],
): string | undefined {
  if (!userUuid) return 'The trigger names no user to act as';
  if (!user) return `The trigger's creator (user ${userUuid}) no longer exists`;
  if (!user.enabled) return `The trigger's creator ${user.userCode} is disabled`;
  const missing = needs.filter((p) => !hasPermission(user.groups, p));
  if (missing.length)
    return `The trigger's creator ${user.userCode} may not ${missing
      .map((p) => `${PERMISSION_ACTIONS[p]} (${p})`)
      .join(' or ')}`;
  return undefined;
}

/** A principal for a run: the user's groups as they are now, and the run in place of a session. */
export function runPrincipal(user: ActingUser, runId: string): Principal {
  return {
    userUuid: user.userUuid,
    userCode: user.userCode,
    sessionId: `scheduler-run:${runId}`,
    groups: user.groups,
  };
}
