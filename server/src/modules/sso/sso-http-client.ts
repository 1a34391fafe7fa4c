import { Injectable } from '@nestjs/common';
import type { INetworkModule, NetworkRequestOptions, NetworkResponse } from '@azure/msal-node';
import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';

const DEFAULT_TIMEOUT_MS = 10_000;
/** Discovery documents, key sets and token answers are a few kilobytes. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The one HTTP client of single sign-on: MSAL's network module (discovery and the code
 * exchange) and our own reads of discovery documents and signing keys. It speaks HTTPS only
 * and checks certificates against Node's trust store (which NODE_EXTRA_CA_CERTS extends at
 * process start). `trust()` adds anchors at run time: the end-to-end tests use it for the
 * certificate their local identity provider generates, so the real TLS handshake, the real
 * token exchange and the real signature checks all run.
 */
@Injectable()
export class SsoHttpClient implements INetworkModule {
  private extraAnchors: string[] = [];

  trust(pemCertificates: string[]): void {
    this.extraAnchors = [...this.extraAnchors, ...pemCertificates];
  }

  sendGetRequestAsync<T>(
    url: string,
    options?: NetworkRequestOptions,
    timeout?: number,
  ): Promise<NetworkResponse<T>> {
    return this.send<T>('GET', url, options, timeout);
  }

  sendPostRequestAsync<T>(
    url: string,
    options?: NetworkRequestOptions,
  ): Promise<NetworkResponse<T>> {
    return this.send<T>('POST', url, options);
  }

  /** A JSON document that must answer 200 (discovery, key sets). */
  async getJson<T>(url: string): Promise<T> {
    const response = await this.send<T>('GET', url);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    return response.body;
  }

  private send<T>(
    method: 'GET' | 'POST',
    url: string,
    options?: NetworkRequestOptions,
    timeout = DEFAULT_TIMEOUT_MS,
  ): Promise<NetworkResponse<T>> {
    const target = new URL(url);
    if (target.protocol !== 'https:') {
      return Promise.reject(new Error(`Single sign-on talks HTTPS only, not ${target.protocol}`));
    }
    const body = method === 'POST' ? Buffer.from(options?.body ?? '', 'utf8') : undefined;
    const headers: Record<string, string | number> = { ...options?.headers };
    if (body) headers['content-length'] = body.length;
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        target,
        {
          method,
          headers,
          timeout,
          ...(this.extraAnchors.length ? { ca: [...rootCertificates, ...this.extraAnchors] } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) {
              req.destroy(
                new Error(`${method} ${url}: answer larger than ${MAX_BODY_BYTES} bytes`),
              );
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: T;
            try {
              parsed = (text ? JSON.parse(text) : {}) as T;
            } catch {
              reject(new Error(`${method} ${url} answered ${res.statusCode} with no JSON`));
              return;
            }
            const responseHeaders: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined)
                responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
            }
            resolve({ status: res.statusCode ?? 0, headers: responseHeaders, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
      req.on('error', reject);
      req.end(body);
    });
  }
}
