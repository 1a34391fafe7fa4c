import { Inject, Injectable } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { hostProblem } from './allowed-hosts';
import { readSoap } from './soap-messages';
import { upstreamError, WorkdayErrorCode, WorkdayException } from './workday.exceptions';

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

/** An answer's JSON object; anything else (not JSON, an array, null) is an empty one. */
function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

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
    const text = await response.text().catch(() => '');
    const body = jsonObject(text);
    // The answer's words stay in the log: whoever answers a misdirected endpoint writes them.
    if (!response.ok || typeof body.access_token !== 'string')
      throw upstreamError(
        `Workday refused the token request (HTTP ${response.status}); its answer is in the server log under this error's correlation id`,
        `token request answered ${response.status}: ${text}`,
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
      throw upstreamError(
        `Workday answered ${response.status} without a SOAP envelope`,
        `${service} answered ${response.status}: ${text}`,
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
      throw upstreamError(
        `Workday answered ${response.status} to ${path.split('?')[0]}`,
        `${path.split('?')[0]} answered ${response.status}: ${await response.text().catch(() => '')}`,
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
        // The standard reason, not the answer's own words (whoever answers writes those).
        `Workday answered ${response.status} ${STATUS_CODES[response.status] ?? ''}`.trim(),
      );
    return response;
  }

  /**
   * One HTTP exchange with a timeout, retried once on a gateway error or a failed connection.
   * Only to an allowed host (checked on every call: the setting may have narrowed since the
   * endpoint was stored), and never following a redirect, which could lead elsewhere with the
   * secrets (a 307 repeats the body with the refresh token).
   */
  private async fetch(c: WorkdayConnection, path: string, init: RequestInit): Promise<Response> {
    const problem = hostProblem(c.uri, this.config.workdayAllowedHosts);
    if (problem)
      throw new WorkdayException(
        WorkdayErrorCode.HostNotAllowed,
        `Nothing was sent to this HR endpoint: its ${problem}`,
      );
    const url = `${c.uri.replace(/\/+$/, '')}${path}`;
    const timeoutMs = this.config.workdayTimeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(url, {
          ...init,
          redirect: 'manual',
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
        if (response.status >= 300 && response.status < 400) {
          await response.body?.cancel();
          throw upstreamError(
            `Workday answered ${response.status}, a redirect, which is not followed`,
            `${path} redirected (${response.status}) to ${response.headers.get('location') ?? 'nowhere'}`,
          );
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
