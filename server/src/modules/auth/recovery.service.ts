import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as opaque from '@serenity-kit/opaque';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { AuditService } from '@server/modules/audit/audit.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { invitationMail, passwordResetMail } from '@server/modules/mail/mail-templates';
import { MailService } from '@server/modules/mail/mail.service';

import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';
import { UserToken, UserTokenPurpose } from './entities/user-token.entity';
import { SecretsService } from './secrets.service';
import { SessionsService } from './sessions.service';
import { SignInThrottleService } from './sign-in-throttle.service';
import { AuthErrorCode, AuthException } from './auth.exceptions';
import { ClusterSync } from '@server/common/events/cluster-sync';

export const RESET_MINUTES = 30;
export const INVITATION_DAYS = 7;
export const FORGOT_PASSWORD_RESULT =
  'If an active account uses this e-mail address, a message with a reset link is on its way.';
export const INVALID_LINK = 'This link is invalid, already used or expired';
export const PASSWORD_RESET_MAIL_JOB = 'auth.password-reset-mail';

interface ResetMailData {
  email: string;
  actorUserUuid: string | null;
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Password recovery and invitations: a single-use link (256 random bits, only its hash
 * stored) lets the browser register a new OPAQUE record without the server seeing a password.
 */
@Injectable()
export class RecoveryService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountsService,
    private readonly mail: MailService,
    private readonly secrets: SecretsService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly throttle: SignInThrottleService,
    private readonly jobs: JobsService,
    private readonly sync: ClusterSync,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.register<ResetMailData>(PASSWORD_RESET_MAIL_JOB, ({ data }) =>
      this.mailResetLink(data),
    );
  }

  private async issueToken(
    userUuid: string,
    purpose: UserTokenPurpose,
    validMs: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(UserToken);
      // One clock for both ends, so the validity is exact (the database's now() has microseconds).
      const now = new Date();
      // A new link replaces older unused ones of the same kind.
      await repo.update({ userUuid, purpose, consumedAt: IsNull() }, { consumedAt: new Date() });
      await repo.insert({
        tokenHash: hash(token),
        userUuid,
        purpose,
        expiresAt: new Date(now.getTime() + validMs),
        consumedAt: null,
        created: now,
      });
    });
    return token;
  }

  private link(token: string): string {
    return `${this.config.publicUrl}/app/reset?token=${encodeURIComponent(token)}`;
  }

  /**
   * Always the same answer after the same work: the request only queues a job, whether or not
   * an account uses the address, so neither the answer nor its timing tells them apart (the
   * lookup and the mail took 50-100 ms more for existing accounts when done here).
   */
  async forgotPassword(email: string, actorUserUuid: string | null): Promise<string> {
    await this.jobs.enqueue(
      PASSWORD_RESET_MAIL_JOB,
      { email: email.trim(), actorUserUuid } satisfies ResetMailData,
      { statusMessage: 'Password reset requested' },
    );
    return FORGOT_PASSWORD_RESULT;
  }

  private async mailResetLink({ email, actorUserUuid }: ResetMailData): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.enabled) return;
    await this.mailLink(user, 'RESET', 'password-reset-requested', actorUserUuid);
  }

  invite(user: UserAccount, actorUserUuid: string): Promise<void> {
    return this.mailLink(user, 'INVITATION', 'invited', actorUserUuid);
  }

  /** Issues a link of `purpose`, mails it to the user and audits `action`. */
  private async mailLink(
    user: UserAccount,
    purpose: UserTokenPurpose,
    action: string,
    actorUserUuid: string | null,
  ): Promise<void> {
    const reset = purpose === 'RESET';
    const validMs = reset ? RESET_MINUTES * 60_000 : INVITATION_DAYS * 86_400_000;
    const link = this.link(await this.issueToken(user.userUuid, purpose, validMs));
    await this.mail.send({
      to: user.emailAddress,
      ...(reset
        ? passwordResetMail(user.firstName, user.userCode, link, RESET_MINUTES)
        : invitationMail(user.firstName, user.userCode, link, INVITATION_DAYS)),
    });
    await this.audit.record({ entityType: 'user', entityId: user.userUuid, action, actorUserUuid });
  }

  private async validToken(token: string): Promise<{ row: UserToken; user: UserAccount }> {
    const row = await this.dataSource
      .getRepository(UserToken)
      .findOneBy({ tokenHash: hash(token) });
    if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now())
      throw new AuthException(AuthErrorCode.InvalidLink, INVALID_LINK);
    const user = await this.users.findByUuid(row.userUuid);
    if (!user || !user.enabled) throw new AuthException(AuthErrorCode.InvalidLink, INVALID_LINK);
    return { row, user };
  }

  async lookup(token: string): Promise<{ userCode: string }> {
    const { user } = await this.validToken(token);
    return { userCode: user.userCode };
  }

  /** First half of OPAQUE registration; harmless without a token (nothing is stored). */
  registrationResponse(
    userCode: string,
    registrationRequest: string,
  ): { ctx: string; response: string } {
    const code = userCode.trim().toLowerCase();
    try {
      const { registrationResponse } = opaque.server.createRegistrationResponse({
        serverSetup: this.secrets.opaqueServerSetup,
        userIdentifier: code,
        registrationRequest,
      });
      return { ctx: code, response: registrationResponse };
    } catch {
      throw new AuthException(
        AuthErrorCode.BadOpaqueMessage,
        'The registration request is not a valid OPAQUE message',
      );
    }
  }

  /**
   * Stores the new record under a valid link: the link is consumed, failed sign-ins and their
   * delays are cleared and every open session of the user ends.
   */
  async storeRecord(
    token: string,
    registrationRecord: string,
    expectedUserCode?: string,
  ): Promise<{ userCode: string }> {
    if (!/^[A-Za-z0-9_-]{40,2000}$/.test(registrationRecord)) {
      throw new AuthException(
        AuthErrorCode.BadOpaqueMessage,
        'The registration record is not a valid OPAQUE record',
      );
    }
    const { row, user } = await this.validToken(token);
    if (expectedUserCode !== undefined && expectedUserCode.trim().toLowerCase() !== user.userCode) {
      throw new AuthException(AuthErrorCode.InvalidLink, INVALID_LINK);
    }
    await this.dataSource.transaction(async (manager) => {
      const consumed = await manager
        .getRepository(UserToken)
        .update({ tokenHash: row.tokenHash, consumedAt: IsNull() }, { consumedAt: new Date() });
      if (!consumed.affected) throw new AuthException(AuthErrorCode.InvalidLink, INVALID_LINK);
      await this.users.update(user.userUuid, { registrationRecord }, manager);
      await this.throttle.forgetUser(user.userUuid, manager);
      await this.sessions.closeAllForUser(user.userUuid, 'password-reset', manager);
      await this.audit.record(
        {
          entityType: 'user',
          entityId: user.userUuid,
          action: row.purpose === 'RESET' ? 'password-reset' : 'invitation-accepted',
          actorUserUuid: user.userUuid,
        },
        manager,
      );
    });
    // Every session ended in the transaction: answer once every instance has heard it.
    await this.sync.settled();
    return { userCode: user.userCode };
  }
}
