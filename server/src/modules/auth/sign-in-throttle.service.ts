import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEvents } from '@server/common/events/domain-events';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { AuditService } from '@server/modules/audit/audit.service';
import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';
import { TooManyRequestsException } from './auth.exceptions';
import { rowsChanged } from '@server/common/db/rows-changed';

/** Failed sign-ins one address may make for one username before it has to wait. */
export const FREE_FAILURES = 5;
/** The wait (SIGN_IN_DELAY_SECONDS, 1 s) doubles with every further failure up to this. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A pair with no failure for this long starts again from zero. */
const FORGET_AFTER_HOURS = 24;

const DELAYED = 'Too many failed sign-ins for this user from your address';

/**
 * Throttles password guessing per (username, address) with growing delays instead of locking
 * the account: before, five unfinished first steps from anywhere locked any account, admin
 * included, for 15 minutes. Only a finished second step with a wrong proof counts. The users
 * row keeps a summary (locked while some address waits, failures since the last success) so
 * admins see it; enabling the user clears every delay on it (decision 0021).
 */
@Injectable()
export class SignInThrottleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserAccountsService,
    private readonly audit: AuditService,
    events: DomainEvents,
  ) {
    events.on('user.enabled', ({ userUuid }, manager) => this.forgetUser(userUuid, manager));
  }

  /** 429 with Retry-After while this address waits after failures for this name. */
  async check(userCode: string, address: string): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM delayed_until - now())))::int AS "retryAfter"
         FROM sign_in_failures WHERE user_code = $1 AND address = $2 AND delayed_until > now()`,
      [userCode, address],
    );
    if (row) throw new TooManyRequestsException(row.retryAfter, DELAYED);
  }

  async recordFailure(userCode: string, address: string, user: UserAccount | null): Promise<void> {
    const [{ failures }] = await this.dataSource.query(
      `INSERT INTO sign_in_failures (user_code, address, failures, last_failure_at)
       VALUES ($1, $2, 1, now())
       ON CONFLICT (user_code, address) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.last_failure_at < now() - make_interval(hours => $3)
                         THEN 1 ELSE sign_in_failures.failures + 1 END,
         last_failure_at = now()
       RETURNING failures`,
      [userCode, address, FORGET_AFTER_HOURS],
    );
    if (failures >= FREE_FAILURES) {
      const seconds = Math.min(
        MAX_DELAY_SECONDS,
        this.config.signInDelaySeconds * 2 ** (failures - FREE_FAILURES),
      );
      await this.dataSource.query(
        `UPDATE sign_in_failures SET delayed_until = now() + make_interval(secs => $3)
          WHERE user_code = $1 AND address = $2`,
        [userCode, address, seconds],
      );
      if (user && failures === FREE_FAILURES)
        await this.audit.record({
          entityType: 'user',
          entityId: user.userUuid,
          action: 'sign-in-delayed',
          actorUserUuid: null,
          after: { address, reason: `${FREE_FAILURES} failed sign-ins from this address` },
        });
    }
    if (user) await this.summarize(user);
  }

  /** A good proof clears this address's count; other addresses keep waiting. */
  async recordSuccess(user: UserAccount, address: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM sign_in_failures WHERE user_code = $1 AND address = $2`,
      [user.userCode, address],
    );
    await this.summarize(user, { lastLogin: new Date() });
  }

  /** A new password (reset, invitation) or an admin's enable: every count starts again. */
  async forgetUser(userUuid: string, manager: EntityManager): Promise<void> {
    const user = await this.users.findByUuid(userUuid, manager);
    if (!user) return;
    await manager.query(`DELETE FROM sign_in_failures WHERE user_code = $1`, [user.userCode]);
    await this.users.update(
      userUuid,
      { failedAuthCount: 0, locked: false, lockedUntil: null },
      manager,
    );
  }

  /**
   * Pairs with no failure for FORGET_AFTER_HOURS count nothing (the next failure starts again
   * at 1, and the longest wait is far shorter), but each guessed name from each address leaves
   * a row: removing them keeps the table bounded. Returns how many went.
   */
  async pruneForgotten(): Promise<number> {
    return rowsChanged(
      this.dataSource,
      `DELETE FROM sign_in_failures
        WHERE last_failure_at < now() - make_interval(hours => $1)
          AND (delayed_until IS NULL OR delayed_until < now())`,
      [FORGET_AFTER_HOURS],
    );
  }

  /** What admins see on the user: failures since the last success, and the longest wait. */
  private async summarize(user: UserAccount, extra: { lastLogin?: Date } = {}): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT COALESCE(SUM(failures), 0)::int AS failures, MAX(delayed_until) AS "delayedUntil"
         FROM sign_in_failures
        WHERE user_code = $1 AND last_failure_at > now() - make_interval(hours => $2)`,
      [user.userCode, FORGET_AFTER_HOURS],
    );
    const delayedUntil: Date | null = row.delayedUntil;
    await this.users.update(user.userUuid, {
      ...extra,
      failedAuthCount: row.failures,
      locked: delayedUntil !== null && delayedUntil.getTime() > Date.now(),
      lockedUntil: delayedUntil,
    });
  }
}
