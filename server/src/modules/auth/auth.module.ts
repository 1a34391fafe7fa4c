import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { UsersRepository } from '@server/modules/users/users.repository';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { OpaqueLoginService } from './opaque-login.service';
import { RateLimitService } from './rate-limit.service';
import { RecoveryController } from './recovery.controller';
import { RecoveryService } from './recovery.service';
import { SecretsService } from './secrets.service';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { SsoDomainsRepository } from './sso-domains.repository';

@Global()
@Module({
  imports: [JwtModule.register({})],
  controllers: [AuthController, RecoveryController, SessionsController],
  providers: [
    SecretsService,
    SessionsService,
    OpaqueLoginService,
    RecoveryService,
    RateLimitService,
    UsersRepository,
    SsoDomainsRepository,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [
    SessionsService,
    RecoveryService,
    RateLimitService,
    SecretsService,
    UsersRepository,
    SsoDomainsRepository,
  ],
})
export class AuthModule {}
