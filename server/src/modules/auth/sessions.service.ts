import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { DomainEvents } from '@server/common/events/domain-events';
import { Session } from './entities/session.entity';
import type { Principal } from '@server/common/auth/principal';
import { SecretsService } from './secrets.service';
import { SessionCache, type SessionFacts } from './session-cache';
import { AuthErrorCode, AuthException } from './auth.exceptions';

interface TokenClaims {
  sub: string;
  sid: string;
  code: string;
  /** Set by signAsync from jwtid. */
  jti?: string;
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

/** Tokens of sessions opened before tokens were tracked carry no recorded jti: any is current. */
function isCurrentToken(
  jti: string | undefined,
  row: Pick<SessionFacts, 'tokenId' | 'replacedTokenId' | 'replacedUntil'>,
  now: number,
): boolean {
  if (row.tokenId === null || jti === row.tokenId) return true;
  return (
    jti !== undefined &&
    jti === row.replacedTokenId &&
    row.replacedUntil !== null &&
    row.replacedUntil > now
  );
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

/** lastSeen is written at most this often, so every request does not cost a write. */
const LAST_SEEN_RESOLUTION_MS = 30_000;

@Injectable()
export class SessionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly secrets: SecretsService,
    private readonly cache: SessionCache,
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

  private get repo() {
    return this.dataSource.getRepository(Session);
  }

  async open(
    user: { userUuid: string; userCode: string },
    client: ClientInfo,
  ): Promise<IssuedToken> {
    const now = new Date();
    const session = await this.repo.save({
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
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, {
        secret: this.jwtKey,
        ignoreExpiration: allowExpiredJwt,
      });
    } catch {
      throw new AuthException(AuthErrorCode.SessionInvalid, 'Session token is invalid or expired');
    }
    if (sessionIdHeader !== undefined && sessionIdHeader !== claims.sid) {
      throw new AuthException(
        AuthErrorCode.SessionMismatch,
        'X-Session-Id does not match the session token',
      );
    }
    const now = Date.now();
    const idleLimit = this.config.sessionIdleMinutes * 60_000;
    // Held facts that look idle are read again: another instance may have seen the session since.
    const row = await this.cache.get(
      claims.sid,
      () => this.readSession(claims.sid),
      (held) => held.lastSeen + idleLimit > now,
    );
    if (!row || row.userUuid !== claims.sub || !row.isOpen || !row.enabled)
      throw new AuthException(AuthErrorCode.SessionEnded, 'Session has ended');
    if (!anyTokenOfSession && !isCurrentToken(claims.jti, row, now)) {
      // Held facts may predate a renewal on another instance: the database decides a refusal.
      const fresh = await this.readSession(claims.sid);
      if (!fresh || !isCurrentToken(claims.jti, fresh, now))
        throw new AuthException(
          AuthErrorCode.SessionInvalid,
          'Session token was replaced by a newer one',
        );
      this.cache.forget(claims.sid);
    }
    if (row.expiresAt <= now || row.lastSeen + idleLimit <= now) {
      await this.close(claims.sid, 'expired');
      throw new AuthException(AuthErrorCode.SessionExpired, 'Session has expired');
    }
    if (now - row.lastSeen > LAST_SEEN_RESOLUTION_MS) {
      row.lastSeen = now;
      await this.repo.update(claims.sid, { lastSeen: new Date(now) });
    }
    return {
      userUuid: claims.sub,
      userCode: row.userCode,
      sessionId: claims.sid,
      groups: [...row.groups],
    };
  }

  private async readSession(sessionId: string): Promise<SessionFacts | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT s.user_uuid AS "userUuid", s.is_open AS "isOpen", s.expires_at AS "expiresAt",
              s.last_seen AS "lastSeen", s.token_id AS "tokenId",
              s.replaced_token_id AS "replacedTokenId", s.replaced_until AS "replacedUntil",
              u.user_code AS "userCode", u.enabled,
              COALESCE(array_agg(g.security_group_code) FILTER (WHERE g.security_group_code IS NOT NULL), '{}') AS groups
         FROM sessions s JOIN users u ON u.user_uuid = s.user_uuid
         LEFT JOIN user_security_groups g ON g.user_uuid = u.user_uuid
        WHERE s.session_id = $1
        GROUP BY s.session_id, u.user_uuid`,
      [sessionId],
    );
    return (
      row && {
        ...row,
        expiresAt: row.expiresAt.getTime(),
        lastSeen: row.lastSeen.getTime(),
        replacedUntil: row.replacedUntil?.getTime() ?? null,
      }
    );
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
    await this.dataSource.query(
      `UPDATE sessions SET replaced_token_id = token_id, token_id = $2,
              replaced_until = now() + make_interval(secs => $3), last_seen = now()
        WHERE session_id = $1`,
      [principal.sessionId, tokenId, this.config.jwtRenewGraceSeconds],
    );
    this.cache.forget(principal.sessionId);
    const session = await this.repo.findOneByOrFail({ sessionId: principal.sessionId });
    return this.issue(session, principal.userCode, tokenId);
  }

  async close(sessionId: string, reason: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager)
      .getRepository(Session)
      .update(
        { sessionId, isOpen: true },
        { isOpen: false, closedAt: new Date(), closeReason: reason },
      );
    // This instance at once; the others (and this one again, at commit) by the trigger's event.
    this.cache.forget(sessionId);
  }

  /** Disable, password reset: every browser of the user is signed out at once. */
  async closeAllForUser(userUuid: string, reason: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager)
      .getRepository(Session)
      .update(
        { userUuid, isOpen: true },
        { isOpen: false, closedAt: new Date(), closeReason: reason },
      );
    this.cache.forget(null);
  }

  /** The scheduler's session reaper: deletes sessions past their absolute end; answers how many. */
  async deleteExpired(manager?: EntityManager): Promise<number> {
    const result = await (manager ?? this.dataSource.manager)
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where('expires_at < now()')
      .execute();
    return result.affected ?? 0;
  }

  findOpen(userUuid?: string): Promise<Session[]> {
    return this.repo.find({
      where: { isOpen: true, ...(userUuid ? { userUuid } : {}) },
      order: { created: 'DESC' },
    });
  }

  findById(sessionId: string): Promise<Session | null> {
    return this.repo.findOneBy({ sessionId });
  }
}
