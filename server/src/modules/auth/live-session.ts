/**
 * The live-session rule, the one place it is written: a session is live while it is open, its
 * user is enabled, its absolute end (SESSION_MAX_HOURS) has not come and it has been seen
 * within the idle limit (SESSION_IDLE_MINUTES); a token of it counts while renewal has not
 * replaced it (isCurrentToken). The guard checks held facts with sessionState; lists and the
 * real-time channel filter rows with liveSessionSql. Both forms stay here, side by side, so
 * that they cannot drift apart.
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

/** The session's current token and, within the renewal grace, the one it replaced. */
export interface SessionTokens {
  tokenId: string | null;
  replacedTokenId: string | null;
  /** Milliseconds since the epoch. */
  replacedUntil: number | null;
}

/**
 * Whether a token (its jti) is the session's current one, or the one renewal replaced while
 * JWT_RENEW_GRACE_SECONDS last. Sessions opened before tokens were tracked carry no recorded
 * jti: any token of theirs is current.
 */
export function isCurrentToken(
  jti: string | undefined,
  tokens: SessionTokens,
  now: number,
): boolean {
  if (tokens.tokenId === null || jti === tokens.tokenId) return true;
  return (
    jti !== undefined &&
    jti === tokens.replacedTokenId &&
    tokens.replacedUntil !== null &&
    tokens.replacedUntil > now
  );
}
