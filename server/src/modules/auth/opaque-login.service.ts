import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as opaque from '@serenity-kit/opaque';
import { DataSource } from 'typeorm';
import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';

import { IncorrectCredentialsException } from './auth.exceptions';
import { LoginAttempt } from './entities/login-attempt.entity';
import { SecretsService } from './secrets.service';
import { SignInThrottleService } from './sign-in-throttle.service';

const LOGIN_STATE_SECONDS = 120;

/**
 * The two OPAQUE sign-in steps. The password never reaches us: a wrong one only shows as a
 * client that cannot produce a valid proof, so only a finished second step counts as a failed
 * sign-in (SignInThrottleService); a first step alone costs nothing but the address's rate
 * limit. Unknown and disabled users get a fake answer of the same shape.
 */
@Injectable()
export class OpaqueLoginService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccountsService,
    private readonly secrets: SecretsService,
    private readonly throttle: SignInThrottleService,
  ) {}

  async start(
    userCode: string,
    startLoginRequest: string,
    address: string,
  ): Promise<{ response: string; pkS: string }> {
    const code = userCode.trim().toLowerCase();
    await this.throttle.check(code, address);
    const user = await this.users.findByCode(code);
    const usable = user && user.enabled && user.registrationRecord;
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
    await this.dataSource.getRepository(LoginAttempt).upsert(
      {
        userCode: code,
        address,
        serverLoginState,
        userUuid: usable ? user.userUuid : null,
        expiresAt: new Date(Date.now() + LOGIN_STATE_SECONDS * 1000),
      },
      ['userCode', 'address'],
    );
    return {
      response: loginResponse,
      pkS: opaque.server.getPublicKey(this.secrets.opaqueServerSetup),
    };
  }

  /**
   * Checks the proof; answers the user on success, consuming the stored state either way.
   * Every way of failing here counts against this name from this address.
   */
  async finish(
    userCode: string,
    finishLoginRequest: string,
    address: string,
  ): Promise<UserAccount> {
    const code = userCode.trim().toLowerCase();
    await this.throttle.check(code, address);
    const user = await this.verify(code, finishLoginRequest, address);
    if (!user) {
      await this.throttle.recordFailure(code, address, await this.users.findByCode(code));
      throw new IncorrectCredentialsException();
    }
    await this.throttle.recordSuccess(user, address);
    return user;
  }

  private async verify(
    code: string,
    finishLoginRequest: string,
    address: string,
  ): Promise<UserAccount | null> {
    const repo = this.dataSource.getRepository(LoginAttempt);
    const attempt = await repo.findOneBy({ userCode: code, address });
    if (!attempt) return null;
    await repo.delete({ userCode: code, address });
    if (!attempt.userUuid || attempt.expiresAt.getTime() < Date.now()) return null;
    try {
      opaque.server.finishLogin({ serverLoginState: attempt.serverLoginState, finishLoginRequest });
    } catch {
      return null;
    }
    const user = await this.users.findByUuid(attempt.userUuid);
    return user?.enabled ? user : null;
  }
}
