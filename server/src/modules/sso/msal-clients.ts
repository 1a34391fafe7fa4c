import { Injectable, Logger } from '@nestjs/common';
import {
  ConfidentialClientApplication,
  LogLevel,
  ProtocolMode,
  type AuthenticationResult,
} from '@azure/msal-node';
import { createHash } from 'node:crypto';
import type { SsoDomain } from './entities/sso-domain.entity';
import { isMicrosoftAuthority, normalizeAuthority } from './oidc-metadata.service';
import { SsoHttpClient } from './sso-http-client';

/**
 * One MSAL confidential client per SSO domain, rebuilt when the domain's registration changes
 * (client id, secret or authority). Microsoft authorities use MSAL's Entra ID mode; any other
 * HTTPS authority (the tests' local provider, ADFS-like servers) its generic OIDC mode with
 * the host listed as known, so MSAL neither calls Microsoft's instance discovery nor rewrites
 * the tenant.
 */
@Injectable()
export class MsalClients {
  private readonly logger = new Logger('Msal');
  private readonly clients = new Map<
    string,
    { fingerprint: string; app: ConfidentialClientApplication }
  >();

  constructor(private readonly http: SsoHttpClient) {}

  for(domain: SsoDomain): ConfidentialClientApplication {
    const authority = normalizeAuthority(domain.authority);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([domain.clientId, domain.clientSecret, authority]))
      .digest('base64url');
    const known = this.clients.get(domain.domain);
    if (known?.fingerprint === fingerprint) return known.app;
    const microsoft = isMicrosoftAuthority(authority);
    const app = new ConfidentialClientApplication({
      auth: {
        clientId: domain.clientId,
        clientSecret: domain.clientSecret,
        authority,
        ...(microsoft ? {} : { knownAuthorities: [new URL(authority).host] }),
      },
      system: {
        networkClient: this.http,
        protocolMode: microsoft ? ProtocolMode.AAD : ProtocolMode.OIDC,
        loggerOptions: {
          logLevel: LogLevel.Warning,
          piiLoggingEnabled: false,
          loggerCallback: (level, message) => {
            if (level === LogLevel.Error) this.logger.error(message);
            else if (level === LogLevel.Warning) this.logger.warn(message);
          },
        },
      },
    });
    this.clients.set(domain.domain, { fingerprint, app });
    return app;
  }

  /** The portal keeps no Microsoft tokens: it only needed the id token to know who signed in. */
  async forget(app: ConfidentialClientApplication, result: AuthenticationResult): Promise<void> {
    if (result.account) await app.getTokenCache().removeAccount(result.account);
  }
}
