/**
 * The live-session rule, the one place it is written: a session is live while it is open, its
 * user is enabled, its absolute end (SESSION_MAX_HOURS) has not come and it has been seen
 * within the idle limit (SESSION_IDLE_MINUTES). The guard checks held facts with
 * sessionState; lists and the real-time channel filter rows with LIVE_SESSION_SQL. Both
 * forms stay here, side by side, so that they cannot drift apart.
 */

export interface SessionLiveness {
  isOpen: boolean;
  enabled: boolean;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  lastSeen: number;
}

/** `ended`: closed, or its user disabled; `expired`: past its absolute end or idle too long. */
export type SessionState = 'live' | 'ended' | 'expired';

export function sessionState(
  session: SessionLiveness,
  now: number,
  idleMinutes: number,
): SessionState {
  if (!session.isOpen || !session.enabled) return 'ended';
  if (session.expiresAt <= now || session.lastSeen + idleMinutes * 60_000 <= now) return 'expired';
  return 'live';
}

/**
 * The same rule over `sessions s JOIN users u`; `idleMinutesParam` is the placeholder of the
 * idle limit in minutes (`$2`).
 */
export function liveSessionSql(idleMinutesParam: string): string {
  return `s.is_open AND u.enabled AND s.expires_at > now()
          AND s.last_seen > now() - make_interval(mins => ${idleMinutesParam})`;
}
