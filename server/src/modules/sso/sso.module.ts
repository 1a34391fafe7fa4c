import { Module } from '@nestjs/common';
import { AuthModule } from '@server/modules/auth/auth.module';
import { UsersModule } from '@server/modules/users/users.module';
import { MsalClients } from './msal-clients';
import { OidcMetadataService } from './oidc-metadata.service';
import { SsoCheckController } from './sso-check.controller';
import { SsoCheckService } from './sso-check.service';
import { SsoController } from './sso.controller';
import { SsoDomainsRepository } from './sso-domains.repository';
import { SsoHttpClient } from './sso-http-client';
import { SsoService } from './sso.service';

/**
 * Microsoft single sign-on (decision 0020). Sessions come from auth, accounts from
 * users; nothing here is stored: pending sign-ins travel sealed in `state`.
 */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [SsoController, SsoCheckController],
  providers: [
    SsoService,
    SsoCheckService,
    SsoHttpClient,
    OidcMetadataService,
    MsalClients,
    SsoDomainsRepository,
  ],
  exports: [SsoHttpClient],
})
export class SsoModule {}
