import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Session } from './entities/session.entity';
import { liveSessionSql } from './live-session';
import type { SessionFacts } from './session-cache';

/** A live session with its user's code, for the session lists. */
export interface LiveSessionRow {
  sessionId: string;
  userUuid: string;
  userCode: string;
  isOpen: boolean;
  created: Date;
  lastSeen: Date;
  expiresAt: Date;
  userAgent: string;
  address: string;
  properties: Record<string, unknown>;
}

/** The sessions table; the user's code, state and groups are read beside it (a read model). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(Session);
  }

  insert(
    session: Omit<
      Session,
      'created' | 'closedAt' | 'closeReason' | 'replacedTokenId' | 'replacedUntil'
    >,
  ): Promise<Session> {
    return this.repo().save(session);
  }

  findById(sessionId: string): Promise<Session | null> {
    return this.repo().findOneBy({ sessionId });
  }

  /** What the guard needs to know of a session, in one round trip. */
  async readFacts(sessionId: string): Promise<SessionFacts | undefined> {
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

  async touch(sessionId: string, at: Date): Promise<void> {
    await this.repo().update(sessionId, { lastSeen: at });
  }

  /**
   * Makes `tokenId` the current token, keeping the one it replaces for `graceSeconds`. One
   * statement, so that two renewals at once each keep the other's token in the grace.
   */
  async replaceToken(sessionId: string, tokenId: string, graceSeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET replaced_token_id = token_id, token_id = $2,
              replaced_until = now() + make_interval(secs => $3), last_seen = now()
        WHERE session_id = $1`,
      [sessionId, tokenId, graceSeconds],
    );
  }

  async closeOpen(
    where: { sessionId: string } | { userUuid: string },
    reason: string,
    manager?: EntityManager,
  ): Promise<void> {
    await this.repo(manager).update(
      { ...where, isOpen: true },
      { isOpen: false, closedAt: new Date(), closeReason: reason },
    );
  }

  /** Deletes sessions past their absolute end; answers how many. */
  async deleteExpired(manager?: EntityManager): Promise<number> {
    const result = await (manager ?? this.dataSource.manager)
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where('expires_at < now()')
      .execute();
    return result.affected ?? 0;
  }

  /** Live sessions of one user (every user's when null), newest first. */
  findLive(userUuid: string | null, idleMinutes: number): Promise<LiveSessionRow[]> {
    return this.dataSource.query(
      `SELECT s.session_id AS "sessionId", s.user_uuid AS "userUuid", u.user_code AS "userCode",
              s.is_open AS "isOpen", s.created, s.last_seen AS "lastSeen", s.expires_at AS "expiresAt",
              s.user_agent AS "userAgent", s.address, s.properties
         FROM sessions s JOIN users u ON u.user_uuid = s.user_uuid
        WHERE ${liveSessionSql('$2')} AND ($1::uuid IS NULL OR s.user_uuid = $1)
        ORDER BY s.created DESC`,
      [userUuid, idleMinutes],
    );
  }

  /** Which of these sessions are still live. */
  async liveAmong(sessionIds: string[], idleMinutes: number): Promise<Set<string>> {
    const rows: { sessionId: string }[] = await this.dataSource.query(
      `SELECT s.session_id AS "sessionId" FROM sessions s JOIN users u ON u.user_uuid = s.user_uuid
        WHERE s.session_id = ANY($1) AND ${liveSessionSql('$2')}`,
      [sessionIds, idleMinutes],
    );
    return new Set(rows.map((row) => row.sessionId));
  }

  /** Merges what the browser reports (where it is, whether it is away) into the session. */
  async saveProperties(sessionId: string, changes: Record<string, unknown>): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET properties = properties || $2::jsonb, last_seen = now() WHERE session_id = $1`,
      [sessionId, JSON.stringify(changes)],
    );
  }
}
