import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { TlsMaterial } from './test-https';

export interface BrowserResponse {
  status: number;
  location?: string;
  setCookie: string[];
  body: string;
}

/**
 * The browser's part: HTTPS with the test certificate trusted, a cookie jar (cookies are per
 * host, not per port, as in browsers) and no automatic redirects, so each step can be checked.
 */
export class TestBrowser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();

  constructor(private readonly tls: TlsMaterial) {}

  cookie(name: string): string | undefined {
    return [...this.jar.values()].find((cookie) => cookie.name === name)?.value;
  }

  get(url: string): Promise<BrowserResponse> {
    return this.send('GET', new URL(url));
  }

  postForm(url: string, fields: Record<string, string>): Promise<BrowserResponse> {
    return this.send('POST', new URL(url), new URLSearchParams(fields).toString());
  }

  /** Follows redirects (resolved against the current page) while the answer is one. */
  async follow(url: string, maxHops = 10): Promise<BrowserResponse & { url: string }> {
    let current = url;
    for (let hop = 0; hop < maxHops; hop++) {
      const response = await this.get(current);
      if (!response.location) return { ...response, url: current };
      current = new URL(response.location, current).href;
    }
    throw new Error(`More than ${maxHops} redirects from ${url}`);
  }

  private send(method: string, url: URL, form?: string): Promise<BrowserResponse> {
    const cookies = [...this.jar.values()]
      .filter((cookie) => url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`);
    const headers: Record<string, string> = { 'user-agent': 'sso-e2e-test-browser' };
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(form));
    }
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        { method, headers, ca: [...rootCertificates, this.tls.cert] },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) this.store(line);
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              setCookie: res.headers['set-cookie'] ?? [],
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(form);
    });
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || '/';
    const expired = attributes.some(
      (a) =>
        /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
    );
    if (expired || value === '') this.jar.delete(`${name};${path}`);
    else this.jar.set(`${name};${path}`, { name, value, path });
  }
}

/** The hidden fields and target of a form_post answer. */
export function parseFormPost(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form post in:\n${html}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    fields[match[1]] = unescape(match[2]);
  }
  return { action: unescape(action), fields };
}
