import { Module } from '@nestjs/common';
import { MsalClients } from './msal-clients';
import { OidcMetadataService } from './oidc-metadata.service';
import { SsoController } from './sso.controller';
import { SsoDomainLookup } from './sso-domain-lookup';
import { SsoHttpClient } from './sso-http-client';
import { SsoService } from './sso.service';

/**
 * Microsoft single sign-on (DESIGN.md section 3). Sessions, users and SSO domains come from the
 * global auth module; nothing here is stored: pending sign-ins travel sealed in `state`.
 */
@Module({
  controllers: [SsoController],
  providers: [SsoService, SsoHttpClient, OidcMetadataService, MsalClients, SsoDomainLookup],
  exports: [SsoHttpClient],
})
export class SsoModule {}
