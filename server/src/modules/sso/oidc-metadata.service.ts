import { Injectable } from '@nestjs/common';
import { SsoHttpClient } from './sso-http-client';
import type { SigningKey } from './id-token';

export interface ProviderMetadata {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
}

/** Hosts of Microsoft's clouds (MSAL's instance-discovery aliases): Entra ID protocol mode. */
const MICROSOFT_HOSTS = new Set([
  'login.microsoftonline.com',
  'login.windows.net',
  'login.microsoft.com',
  'sts.windows.net',
  'login.partner.microsoftonline.cn',
  'login.chinacloudapi.cn',
  'login.microsoftonline.us',
  'login.usgovcloudapi.net',
  'login-us.microsoftonline.com',
]);

export function normalizeAuthority(authority: string): string {
  return authority.trim().replace(/\/+$/, '');
}

export function isMicrosoftAuthority(authority: string): boolean {
  return MICROSOFT_HOSTS.has(new URL(authority).hostname.toLowerCase());
}

/** Entra ID serves the v2.0 document below the tenant; other providers at the issuer. */
export function discoveryUrlOf(authority: string): string {
  const base = normalizeAuthority(authority);
  return isMicrosoftAuthority(base) && !base.endsWith('/v2.0')
    ? `${base}/v2.0/.well-known/openid-configuration`
    : `${base}/.well-known/openid-configuration`;
}

const METADATA_TTL_MS = 60 * 60_000;
/** A token signed with a key we do not know may mean rotation; ask again at most this often. */
const KEY_REFRESH_INTERVAL_MS = 60_000;

interface Cached<T> {
  value: T;
  fetchedAt: number;
}

/**
 * Discovery documents and signing key sets per authority, kept for an hour. An unknown key id
 * triggers one early reload (Microsoft rotates keys), throttled so forged tokens cannot make
 * us hammer the provider.
 */
@Injectable()
export class OidcMetadataService {
  private readonly metadata = new Map<string, Cached<ProviderMetadata>>();
  private readonly keys = new Map<string, Cached<SigningKey[]>>();

  constructor(private readonly http: SsoHttpClient) {}

  async metadataFor(authority: string): Promise<ProviderMetadata> {
    const url = discoveryUrlOf(authority);
    const cached = this.metadata.get(url);
    if (cached && Date.now() - cached.fetchedAt < METADATA_TTL_MS) return cached.value;
    const value = await this.http.getJson<ProviderMetadata>(url);
    if (typeof value.issuer !== 'string' || typeof value.jwks_uri !== 'string') {
      throw new Error(`${url} has no issuer or jwks_uri`);
    }
    this.metadata.set(url, { value, fetchedAt: Date.now() });
    return value;
  }

  /** The issuer an id token must name; the multi-tenant documents carry {tenantid}. */
  async expectedIssuer(authority: string, tenantId: string): Promise<string> {
    return (await this.metadataFor(authority)).issuer.replace('{tenantid}', tenantId);
  }

  async signingKeys(
    authority: string,
    wanted?: (keys: SigningKey[]) => boolean,
  ): Promise<SigningKey[]> {
    const { jwks_uri: url } = await this.metadataFor(authority);
    const cached = this.keys.get(url);
    const age = cached ? Date.now() - cached.fetchedAt : Infinity;
    const stale = age >= METADATA_TTL_MS;
    const missing = wanted !== undefined && cached !== undefined && !wanted(cached.value);
    if (cached && !stale && !(missing && age >= KEY_REFRESH_INTERVAL_MS)) return cached.value;
    const document = await this.http.getJson<{ keys?: SigningKey[] }>(url);
    const value = Array.isArray(document.keys) ? document.keys : [];
    this.keys.set(url, { value, fetchedAt: Date.now() });
    return value;
  }
}
