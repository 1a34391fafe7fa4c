import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { readSoap } from './soap-messages';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';

/** What a call to one tenant needs, with the stored secrets opened. */
export interface WorkdayConnection {
  workdayApiUuid: string;
  uri: string;
  tenant: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  apiVersion: string;
  /** A digest of the stored URI, tenant, client and sealed secrets a token is granted for. */
  credentials: string;
}

interface CachedToken {
  accessToken: string;
  expiresAt: Date;
}

interface KeptToken extends CachedToken {
  credentials: string;
}

/** Seconds before the real expiry at which a cached token is no longer used. */
const EXPIRY_MARGIN_MS = 30_000;
/** Attempts for one call when Workday answers 502/503/504 or the connection fails. */
const ATTEMPTS = 2;

class Unreachable extends Error {}

/**
 * The wire side: the OAuth refresh-token grant, SOAP 1.1 posts and REST gets, each with a
 * timeout, one retry on a gateway error, and one token refresh when Workday answers 401.
 * Tokens are cached per endpoint until shortly before they expire (per instance: a second
 * instance fetches its own, which Workday allows). A token is used only for the credentials it
 * was granted for: each call reads the endpoint's row, so a URI, tenant, client or secret changed
 * through any instance stops every instance's cached token at once.
 */
@Injectable()
export class WorkdayGateway {
  private readonly tokens = new Map<string, KeptToken>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  cachedToken(workdayApiUuid: string, credentials: string): CachedToken | undefined {
    const token = this.tokens.get(workdayApiUuid);
    return token &&
      token.credentials === credentials &&
      token.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()
      ? token
      : undefined;
  }

  forget(workdayApiUuid: string): void {
    this.tokens.delete(workdayApiUuid);
  }

  async token(c: WorkdayConnection, force = false): Promise<CachedToken> {
    const cached = force ? undefined : this.cachedToken(c.workdayApiUuid, c.credentials);
    if (cached) return cached;
    const response = await this.fetch(c, `/ccx/oauth2/${encodeURIComponent(c.tenant)}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: c.refreshToken }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof body.access_token !== 'string')
      throw new WorkdayException(
        WorkdayErrorCode.Upstream,
        `Workday refused the token request (${response.status}${body.error ? `: ${String(body.error)}` : ''}${body.error_description ? `, ${String(body.error_description)}` : ''})`,
      );
    const token = {
      accessToken: body.access_token,
      expiresAt: new Date(Date.now() + Number(body.expires_in ?? 3600) * 1000),
    };
    this.tokens.set(c.workdayApiUuid, { ...token, credentials: c.credentials });
    return token;
  }

  /** Posts a SOAP request to a service (Recruiting, Integrations); answers the body element. */
  async soap(c: WorkdayConnection, service: string, xml: string) {
    const path = `/ccx/service/${encodeURIComponent(c.tenant)}/${service}/${c.apiVersion}`;
    const response = await this.authorized(c, path, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '' },
      body: xml,
    });
    const text = await response.text();
    let answer: ReturnType<typeof readSoap>;
    try {
      answer = readSoap(text);
    } catch {
      throw new WorkdayException(
        WorkdayErrorCode.Upstream,
        `Workday answered ${response.status} without a SOAP envelope`,
      );
    }
    if (answer.fault) {
      const notFound = /not a valid ID value/i.test(answer.fault.faultstring);
      throw new WorkdayException(
        notFound ? WorkdayErrorCode.ObjectNotFound : WorkdayErrorCode.Upstream,
        `Workday: ${answer.fault.faultstring}`,
        { faultcode: answer.fault.faultcode },
      );
    }
    return answer.body;
  }

  /** A REST GET under /ccx/api/{path}; 404 answers undefined. */
  async rest(c: WorkdayConnection, path: string): Promise<unknown> {
    const response = await this.authorized(c, `/ccx/api/${path}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return undefined;
    if (!response.ok)
      throw new WorkdayException(
        WorkdayErrorCode.Upstream,
        `Workday answered ${response.status} to ${path.split('?')[0]}`,
      );
    return response.json();
  }

  private async authorized(c: WorkdayConnection, path: string, init: RequestInit) {
    const send = async (force: boolean) => {
      const { accessToken } = await this.token(c, force);
      const headers = {
        ...(init.headers as Record<string, string>),
        authorization: `Bearer ${accessToken}`,
      };
      return this.fetch(c, path, { ...init, headers });
    };
    let response = await send(false);
    if (response.status === 401) {
      await response.body?.cancel();
      response = await send(true);
    }
    if (response.status === 401)
      throw new WorkdayException(WorkdayErrorCode.Upstream, 'Workday refused a fresh access token');
    if (response.status >= 500 && !/xml/.test(response.headers.get('content-type') ?? ''))
      throw new WorkdayException(
        WorkdayErrorCode.Upstream,
        `Workday answered ${response.status} ${response.statusText}`.trim(),
      );
    return response;
  }

  /** One HTTP exchange with a timeout, retried once on a gateway error or a failed connection. */
  private async fetch(c: WorkdayConnection, path: string, init: RequestInit): Promise<Response> {
    const url = `${c.uri.replace(/\/+$/, '')}${path}`;
    const timeoutMs = this.config.workdayTimeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(url, {
          ...init,
          signal: AbortSignal.timeout(timeoutMs),
        }).catch((error: Error) => {
          if (error.name === 'TimeoutError')
            throw new WorkdayException(
              WorkdayErrorCode.Upstream,
              `Workday did not answer within ${timeoutMs / 1000} s`,
            );
          throw new Unreachable(`Workday cannot be reached (${error.message})`);
        });
        if ([502, 503, 504].includes(response.status) && attempt < ATTEMPTS) {
          await response.body?.cancel();
          continue;
        }
        return response;
      } catch (error) {
        if (!(error instanceof Unreachable)) throw error;
        if (attempt >= ATTEMPTS)
          throw new WorkdayException(WorkdayErrorCode.Upstream, error.message);
      }
    }
  }
}
