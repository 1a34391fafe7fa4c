import { EXPIRED_TOKEN_RENEWAL_SECONDS } from '@domain/limits';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { ClusterSync } from '@server/common/events/cluster-sync';
import { DomainEvents } from '@server/common/events/domain-events';
import type { Session } from './entities/session.entity';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import { mapSession, type LoggedInDto, type SessionDto } from './dto/auth.dto';
import { isCurrentToken, sessionState } from './live-session';
import { SessionsRepository, type LiveSessionRow } from './sessions.repository';
import { SecretsService } from './secrets.service';
import { SessionCache } from './session-cache';
import { VerifiedTokens } from './verified-tokens';
import { AuthErrorCode, AuthException } from './auth.exceptions';

interface TokenClaims {
  sub: string;
  sid: string;
  code: string;
  /** Set by signAsync from jwtid. */
  jti?: string;
  /** Set by signAsync from expiresIn: seconds since the epoch. */
  exp?: number;
}

export interface AuthenticateOptions {
  /** Renewal: a token that ran out while the session stayed open may be exchanged. */
  allowExpiredJwt?: boolean;
  /**
   * Download links (?jwt=): a link rendered on a page minutes ago carries a token renewal has
   * replaced since; it still opens the file while that token lives and the session is open.
   */
  anyTokenOfSession?: boolean;
}

export interface IssuedToken {
  jwt: string;
  sessionId: string;
  expiresAt: string;
}

export interface ClientInfo {
  userAgent: string;
  address: string;
}

/** A token renewal no longer takes: it ran out more than the stated grace ago. */
function expiredLongAgo(claims: TokenClaims): boolean {
  return (
    claims.exp !== undefined && Date.now() > (claims.exp + EXPIRED_TOKEN_RENEWAL_SECONDS) * 1000
  );
}

/** lastSeen is written at most this often, so every request does not cost a write. */
const LAST_SEEN_RESOLUTION_MS = 30_000;

@Injectable()
export class SessionsService {
  private readonly verified = new VerifiedTokens<TokenClaims>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsRepository,
    private readonly jwt: JwtService,
    private readonly secrets: SecretsService,
    private readonly cache: SessionCache,
    private readonly sync: ClusterSync,
    events: DomainEvents,
  ) {
    // Disabling a user signs every browser of theirs out, in the same transaction.
    events.on('user.disabled', ({ userUuid }, manager) =>
      this.closeAllForUser(userUuid, 'disabled', manager),
    );
  }

  /** jsonwebtoken takes a KeyObject (SecretsService.jwtKey); @nestjs/jwt's types say string | Buffer. */
  private get jwtKey(): Buffer {
    return this.secrets.jwtKey as unknown as Buffer;
  }

  async open(
    user: { userUuid: string; userCode: string },
    client: ClientInfo,
  ): Promise<IssuedToken> {
    const now = new Date();
    const session = await this.sessions.insert({
      sessionId: randomUUID(),
      userUuid: user.userUuid,
      lastSeen: now,
      expiresAt: new Date(now.getTime() + this.config.sessionMaxHours * 3600_000),
      isOpen: true,
      userAgent: client.userAgent.slice(0, 500),
      address: client.address.slice(0, 100),
      properties: {},
      tokenId: randomUUID(),
    });
    return this.issue(session, user.userCode, session.tokenId!);
  }

  private async issue(session: Session, userCode: string, tokenId: string): Promise<IssuedToken> {
    const expiresAt = new Date(
      Math.min(Date.now() + this.config.jwtTtlSeconds * 1000, session.expiresAt.getTime()),
    );
    const claims: TokenClaims = { sub: session.userUuid, sid: session.sessionId, code: userCode };
    const jwt = await this.jwt.signAsync(claims, {
      secret: this.jwtKey,
      jwtid: tokenId,
      expiresIn: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    });
    return { jwt, sessionId: session.sessionId, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Resolves the caller from the JWT and the session row; the token must be the session's
   * current one (or the one renewal just replaced, within the grace) unless `options` say.
   */
  async authenticate(
    token: string,
    sessionIdHeader: string | undefined,
    { allowExpiredJwt = false, anyTokenOfSession = false }: AuthenticateOptions = {},
  ): Promise<Principal> {
    const key = this.jwtKey;
    let claims = this.verified.get(token, key, Date.now(), allowExpiredJwt);
    if (!claims) {
      try {
        claims = await this.jwt.verifyAsync<TokenClaims>(token, {
          secret: key,
          ignoreExpiration: allowExpiredJwt,
        });
      } catch {
        throw new AuthException(
          AuthErrorCode.SessionInvalid,
          'Session token is invalid or expired',
        );
      }
      this.verified.remember(token, key, claims);
    }
    if (allowExpiredJwt && expiredLongAgo(claims)) {
      throw new AuthException(
        AuthErrorCode.SessionExpired,
        `Session token expired more than ${EXPIRED_TOKEN_RENEWAL_SECONDS / 60} minutes ago: sign in again`,
      );
    }
    if (sessionIdHeader !== undefined && sessionIdHeader !== claims.sid) {
      throw new AuthException(
        AuthErrorCode.SessionMismatch,
        'X-Session-Id does not match the session token',
      );
    }
    const now = Date.now();
    const idleMinutes = this.config.sessionIdleMinutes;
    // Held facts that do not look live are read again: another instance may have seen the
    // session since.
    const row = await this.cache.get(
      claims.sid,
      () => this.sessions.readFacts(claims.sid),
      (held) => sessionState(held, now, idleMinutes) === 'live',
    );
    const state =
      row && row.userUuid === claims.sub ? sessionState(row, now, idleMinutes) : 'ended';
    if (!row || state === 'ended')
      throw new AuthException(AuthErrorCode.SessionEnded, 'Session has ended');
    if (!anyTokenOfSession && !isCurrentToken(claims.jti, row, now)) {
      // Held facts may predate a renewal on another instance: the database decides a refusal.
      const fresh = await this.sessions.readFacts(claims.sid);
      if (!fresh || !isCurrentToken(claims.jti, fresh, now))
        throw new AuthException(
          AuthErrorCode.SessionInvalid,
          'Session token was replaced by a newer one',
        );
      this.cache.forget(claims.sid);
    }
    if (state === 'expired') {
      // The clock ends it on every instance alike: no other instance need hear of it first.
      await this.sessions.closeOpen({ sessionId: claims.sid }, 'expired');
      this.cache.forget(claims.sid);
      throw new AuthException(AuthErrorCode.SessionExpired, 'Session has expired');
    }
    if (now - row.lastSeen > LAST_SEEN_RESOLUTION_MS) {
      row.lastSeen = now;
      await this.sessions.touch(claims.sid, new Date(now));
    }
    return {
      userUuid: claims.sub,
      userCode: row.userCode,
      sessionId: claims.sid,
      groups: [...row.groups],
    };
  }

  /**
   * A new JWT for the session; the one it replaces keeps working for JWT_RENEW_GRACE_SECONDS
   * (requests already sent with it) and then stops, instead of living out its 15 minutes.
   * One statement, so that two renewals at once each keep the other's token in the grace.
   * This instance forgets the session at once; the others when the trigger's event arrives
   * (and a token their held facts do not know is checked against the database meanwhile).
   */
  async renew(principal: Principal): Promise<IssuedToken> {
    const tokenId = randomUUID();
    await this.sessions.replaceToken(
      principal.sessionId,
      tokenId,
      this.config.jwtRenewGraceSeconds,
    );
    this.cache.forget(principal.sessionId);
    const session = await this.sessions.findById(principal.sessionId);
    if (!session) throw new AuthException(AuthErrorCode.SessionEnded, 'Session has ended');
    return this.issue(session, principal.userCode, tokenId);
  }

  /**
   * Ends a session. This instance forgets it at once; the others (and this one again, at
   * commit) by the trigger's event. Outside a caller's transaction, it resolves once every
   * instance has heard that event: no instance honours the session after the answer.
   */
  async close(sessionId: string, reason: string, manager?: EntityManager): Promise<void> {
    await this.sessions.closeOpen({ sessionId }, reason, manager);
    this.cache.forget(sessionId);
    if (!manager) await this.sync.settled();
  }

  /**
   * Disable, password reset: every browser of the user is signed out at once. Inside a caller's
   * transaction, the caller awaits ClusterSync.settled() after its commit.
   */
  async closeAllForUser(userUuid: string, reason: string, manager?: EntityManager): Promise<void> {
    await this.sessions.closeOpen({ userUuid }, reason, manager);
    this.cache.forget(null);
    if (!manager) await this.sync.settled();
  }

  /** The scheduler's session reaper: deletes sessions past their absolute end; answers how many. */
  deleteExpired(manager?: EntityManager): Promise<number> {
    return this.sessions.deleteExpired(manager);
  }

  /** Live sessions (live-session.ts) of one user, or of everyone when null; newest first. */
  findLive(userUuid: string | null): Promise<LiveSessionRow[]> {
    return this.sessions.findLive(userUuid, this.config.sessionIdleMinutes);
  }

  /** Which of these sessions are still live: the real-time channel drops the others' sockets. */
  liveAmong(sessionIds: string[]): Promise<Set<string>> {
    return this.sessions.liveAmong(sessionIds, this.config.sessionIdleMinutes);
  }

  /** What the browser reports of itself (where it is, whether it is away), kept on the session. */
  saveProperties(sessionId: string, changes: Record<string, unknown>): Promise<void> {
    return this.sessions.saveProperties(sessionId, changes);
  }

  /** The caller's live sessions, or everyone's for a session administrator's list. */
  async list(principal: Principal, everyone: boolean): Promise<SessionDto[]> {
    const rows = await this.findLive(everyone ? null : principal.userUuid);
    return rows.map((row) => mapSession(row, principal));
  }

  /** Ends a session: one's own, or anyone's for an admin. */
  async end(principal: Principal, sessionId: string): Promise<LoggedInDto> {
    const session = await this.sessions.findById(sessionId);
    if (!session || !session.isOpen)
      throw new AuthException(AuthErrorCode.SessionNotFound, 'Session not found');
    const own = session.userUuid === principal.userUuid;
    if (!own && !isAdmin(principal))
      throw new AuthException(AuthErrorCode.OthersSession, 'You may only end your own sessions');
    await this.close(sessionId, own ? 'ended-by-user' : 'ended-by-admin');
    return { loggedIn: false };
  }
}
