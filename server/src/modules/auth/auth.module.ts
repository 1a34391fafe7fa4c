import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { UsersModule } from '@server/modules/users/users.module';
import { AuthController } from './auth.controller';
import { AuthHousekeeping } from './auth-housekeeping';
import { AuthGuard } from './auth.guard';
import { InvitationsController } from './invitations.controller';
import { OpaqueLoginService } from './opaque-login.service';
import { RateLimitService } from './rate-limit.service';
import { RecoveryController } from './recovery.controller';
import { RecoveryService } from './recovery.service';
import { SecretsService } from './secrets.service';
import { SessionsController } from './sessions.controller';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { SignInThrottleService } from './sign-in-throttle.service';
import { SessionCache } from './session-cache';

@Module({
  imports: [JwtModule.register({}), UsersModule],
  controllers: [AuthController, RecoveryController, InvitationsController, SessionsController],
  providers: [
    SecretsService,
    SessionsRepository,
    SessionsService,
    SessionCache,
    OpaqueLoginService,
    RecoveryService,
    RateLimitService,
    SignInThrottleService,
    AuthHousekeeping,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionsService, RecoveryService, RateLimitService, SecretsService],
})
export class AuthModule {}
