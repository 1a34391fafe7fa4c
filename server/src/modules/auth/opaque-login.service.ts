import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as opaque from '@serenity-kit/opaque';
import { DataSource } from 'typeorm';
import { AuditService } from '@server/modules/audit/audit.service';
import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';

import { IncorrectCredentialsException } from './auth.exceptions';
import { LoginAttempt } from './entities/login-attempt.entity';
import { SecretsService } from './secrets.service';

/** Failed or unfinished sign-ins in a row before the account is locked. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;
const LOGIN_STATE_SECONDS = 120;

function isLocked(user: UserAccount): boolean {
  return user.locked && (!user.lockedUntil || user.lockedUntil.getTime() > Date.now());
}

/**
 * The two OPAQUE sign-in steps. The password never reaches us: a wrong one only shows as a
 * client that cannot produce a valid proof. Every started attempt therefore counts as a
 * failure until its proof arrives; after five in a row the next attempt locks the account.
 * Unknown, disabled and locked users get a fake answer of the same shape.
 */
@Injectable()
export class OpaqueLoginService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountsService,
    private readonly secrets: SecretsService,
    private readonly audit: AuditService,
  ) {}

  async start(
    userCode: string,
    startLoginRequest: string,
  ): Promise<{ response: string; pkS: string }> {
    const code = userCode.trim().toLowerCase();
    const user = await this.users.findByCode(code);
    const usable =
      user && user.enabled && user.registrationRecord && !(await this.lockIfNeeded(user));
    let serverLoginState: string;
    let loginResponse: string;
    try {
      ({ serverLoginState, loginResponse } = opaque.server.startLogin({
        serverSetup: this.secrets.opaqueServerSetup,
        userIdentifier: code,
        registrationRecord: usable ? user.registrationRecord : null,
        startLoginRequest,
      }));
    } catch {
      throw new IncorrectCredentialsException();
    }
    if (usable) await this.users.countSignInAttempt(user.userUuid);
    await this.dataSource.getRepository(LoginAttempt).upsert(
      {
        userCode: code,
        serverLoginState,
        userUuid: usable ? user.userUuid : null,
        expiresAt: new Date(Date.now() + LOGIN_STATE_SECONDS * 1000),
      },
      ['userCode'],
    );
    return {
      response: loginResponse,
      pkS: opaque.server.getPublicKey(this.secrets.opaqueServerSetup),
    };
  }

  /** Checks the proof; answers the user on success, consuming the stored state either way. */
  async finish(userCode: string, finishLoginRequest: string): Promise<UserAccount> {
    const code = userCode.trim().toLowerCase();
    const repo = this.dataSource.getRepository(LoginAttempt);
    const attempt = await repo.findOneBy({ userCode: code });
    if (!attempt) throw new IncorrectCredentialsException();
    await repo.delete({ userCode: code });
    if (!attempt.userUuid || attempt.expiresAt.getTime() < Date.now())
      throw new IncorrectCredentialsException();
    try {
      opaque.server.finishLogin({ serverLoginState: attempt.serverLoginState, finishLoginRequest });
    } catch {
      throw new IncorrectCredentialsException();
    }
    const user = await this.users.findByUuid(attempt.userUuid);
    if (!user || !user.enabled || isLocked(user)) throw new IncorrectCredentialsException();
    await this.users.update(user.userUuid, {
      failedAuthCount: 0,
      locked: false,
      lockedUntil: null,
      lastLogin: new Date(),
    });
    return user;
  }

  private async lockIfNeeded(user: UserAccount): Promise<boolean> {
    if (isLocked(user)) return true;
    if (user.failedAuthCount < MAX_FAILED_SIGN_INS) {
      if (user.locked) await this.users.update(user.userUuid, { locked: false, lockedUntil: null });
      return false;
    }
    const lockedUntil = new Date(Date.now() + LOCK_MINUTES * 60_000);
    await this.users.update(user.userUuid, { locked: true, lockedUntil, failedAuthCount: 0 });
    await this.audit.record({
      entityType: 'user',
      entityId: user.userUuid,
      action: 'lock',
      actorUserUuid: null,
      before: { locked: false },
      after: {
        locked: true,
        lockedUntil: lockedUntil.toISOString(),
        reason: `${MAX_FAILED_SIGN_INS} failed sign-ins`,
      },
    });
    return true;
  }
}
