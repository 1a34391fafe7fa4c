import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fake, serviceOver } from '@server/testing/service-over';
import type { SigningKey } from './id-token';
import { OidcMetadataService } from './oidc-metadata.service';
import { SsoHttpClient } from './sso-http-client';

/**
 * The identity provider's documents held per authority (an hour), over a fake HTTP client and
 * Vitest's clock: where Entra ID's discovery document is, the issuer of a multi-tenant
 * document, and that a token naming an unknown key reloads the keys early (rotation) but at
 * most once a minute, so forged tokens cannot make the portal hammer the provider.
 */

const MINUTE = 60_000;
const ENTRA = 'https://login.microsoftonline.com/tenant-a/';
const JWKS = 'https://login.microsoftonline.com/tenant-a/discovery/v2.0/keys';

let asked: string[];
let published: SigningKey[];
let service: OidcMetadataService;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
  asked = [];
  published = [{ kid: 'k1' }];
  service = await serviceOver(
    OidcMetadataService,
    fake(SsoHttpClient, {
      getJson: async (url: string) => {
        asked.push(url);
        return url.endsWith('openid-configuration')
          ? { issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0', jwks_uri: JWKS }
          : { keys: published };
      },
    }),
  );
});

afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const hasKid = (kid: string) => (keys: SigningKey[]) => keys.some((k) => k.kid === kid);

describe(OidcMetadataService.name, () => {
  it('reads Entra ID’s v2.0 document once an hour and names the tenant in its issuer', async () => {
    expect(await service.expectedIssuer(ENTRA, 'tenant-a')).toBe(
      'https://login.microsoftonline.com/tenant-a/v2.0',
    );
    await service.expectedIssuer(ENTRA, 'tenant-a');
    later(61 * MINUTE);
    await service.expectedIssuer(ENTRA, 'tenant-a');
    expect(asked).toEqual([
      'https://login.microsoftonline.com/tenant-a/v2.0/.well-known/openid-configuration',
      'https://login.microsoftonline.com/tenant-a/v2.0/.well-known/openid-configuration',
    ]);
  });

  it('reloads the keys early for an unknown key id, at most once a minute', async () => {
    await service.signingKeys(ENTRA, hasKid('k1'));
    published = [{ kid: 'k1' }, { kid: 'k2' }];
    later(10_000);
    // Too soon after the last read: a forged kid cannot make us ask again.
    expect(await service.signingKeys(ENTRA, hasKid('k2'))).toEqual([{ kid: 'k1' }]);
    later(MINUTE);
    expect(await service.signingKeys(ENTRA, hasKid('k2'))).toEqual(published);
    // A known key id asks nothing for the rest of the hour.
    later(30 * MINUTE);
    await service.signingKeys(ENTRA, hasKid('k2'));
    expect(asked.filter((u) => u === JWKS)).toHaveLength(2);
  });
});
