import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '@server/common/database-unavailable';
import type { Principal } from '@server/common/auth/principal';
import {
  CLOSE_POLICY,
  CLOSE_TRY_AGAIN_LATER,
  CLOSE_UNAUTHORIZED,
  UNAVAILABLE,
} from './channel-rules';
import type { LiveSocketsRepository } from './live-sockets.repository';
import type { SessionsService } from '@server/modules/auth/sessions.service';

/** A socket let in (recorded as live_sockets' socketUuid), or the close that refuses it. */
export type Admission =
  { principal: Principal; socketUuid: string } | { code: number; reason: string };

/** The session the socket's URL names; UNAVAILABLE when the database cannot say. */
async function authenticate(
  url: URL,
  sessions: SessionsService,
): Promise<Principal | typeof UNAVAILABLE | undefined> {
  const jwt = url.searchParams.get('jwt');
  const sessionId = url.searchParams.get('session');
  if (!jwt || !sessionId) return undefined;
  return sessions
    .authenticate(jwt, sessionId)
    .catch((error: unknown) => (isDatabaseUnavailable(error) ? UNAVAILABLE : undefined));
}

/**
 * Who may open a socket, decided before the upgrade completes: a valid session (else 4401;
 * 1013 when the database cannot say) of a user under the per-user cap counted over every
 * instance (else 1008 saying the cap; decision 0042).
 */
export async function admitSocket(
  url: URL,
  sessions: SessionsService,
  sockets: LiveSocketsRepository,
  maxPerUser: number,
  warn: (line: string) => void,
): Promise<Admission> {
  const unavailable = { code: CLOSE_TRY_AGAIN_LATER, reason: 'Database unavailable' };
  const principal = await authenticate(url, sessions);
  if (principal === UNAVAILABLE) return unavailable;
  if (!principal) return { code: CLOSE_UNAUTHORIZED, reason: 'A valid session is required' };
  const socketUuid = randomUUID();
  let open: number;
  try {
    open = await sockets.admit(socketUuid, principal.userUuid, maxPerUser);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return unavailable;
    throw error;
  }
  if (open < maxPerUser) return { principal, socketUuid };
  warn(`Refused socket ${open + 1} of ${principal.userCode}`);
  return { code: CLOSE_POLICY, reason: `Too many connections: at most ${maxPerUser} per user` };
}
