import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One year: the usual HSTS lifetime once https works for a site. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer (the client under /app, the API, Swagger UI at
 * /api/docs). Written out in full rather than on top of helmet's defaults so that one reading
 * shows everything the browser may load.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  // No 'unsafe-inline': the built client and Swagger UI load only script files from here.
  // OPAQUE runs as WebAssembly in the browser; compiling it needs 'wasm-unsafe-eval' (which
  // allows WebAssembly compilation only, not eval of JavaScript).
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  // 'unsafe-inline' stays for styles: MUI styles through emotion, which inserts <style> tags at
  // run time and sets style attributes (sx, Data Grid column widths); Swagger UI's page has an
  // inline <style> block too. Emotion could take a nonce, but a nonce needs a per-request
  // index.html, and injected CSS cannot run script, so the gain is small.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for Swagger UI's inline SVG icons and images that libraries embed in their CSS.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  // The realtime channel (/ws/v1) is same-origin: CSP Level 3 counts ws: and wss: to this host
  // as 'self' (Chromium, Firefox and Safari 15.4 and later). 'ws:'/'wss:' here would have let
  // injected script send data to a websocket on any host.
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  // Never framed (clickjacking); X-Frame-Options DENY below says the same to old browsers.
  'frame-ancestors': ["'none'"],
  // No upgrade-insecure-requests: plants reach the portal over plain http inside their network,
  // where upgraded requests would fail.
};

/**
 * Strict-Transport-Security only on answers to https requests. Behind a proxy that terminates
 * TLS and that TRUST_PROXY names, Fastify's `trustProxy` turns X-Forwarded-Proto: https into
 * `request.protocol === 'https'`; on plain http the header would be ignored by browsers at
 * best, and a proxy that answers both would lock a plant's http-only site out for a year at
 * worst. No includeSubDomains: other hosts of the same domain may well be http-only intranet
 * sites.
 */
const HSTS = `max-age=${HSTS_MAX_AGE_SECONDS}`;

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * What helmet sets, computed once: the headers do not depend on the request. @fastify/helmet
 * runs helmet on every request instead; measured with bench:overhead on 2026-11-28 it cost
 * 0.011-0.02 ms more server CPU per request (GET public/now 0.021 -> 0.032-0.037 ms, a cached
 * node read 0.045 -> 0.060-0.065 ms), 25-50% of the cheapest reads, past the 10% the
 * overhead budget allows; so helmet answers once, here, into a recorder.
 */
function helmetHeaders(reportOrigin?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  (
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: withReportOrigin(CONTENT_SECURITY_POLICY, reportOrigin),
      },
      xFrameOptions: { action: 'deny' },
      // No referrer at all: reset and invitation links carry their token in the address.
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    }) as Middleware
  )({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The browser sends its error reports to the Sentry host of SENTRY_DSN: that one origin more. */
export function withReportOrigin(
  policy: typeof CONTENT_SECURITY_POLICY,
  reportOrigin: string | undefined,
): typeof CONTENT_SECURITY_POLICY {
  if (!reportOrigin) return policy;
  return { ...policy, 'connect-src': [...policy['connect-src'], reportOrigin] };
}

/**
 * Security headers for every answer (static client files, API answers, errors, Swagger UI), for
 * an onRequest hook on the reply, so that a handler may still change one (downloads do).
 * `reportOrigin`: the origin of SENTRY_DSN, when set.
 */
export function securityHeaders(
  reportOrigin?: string,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = helmetHeaders(reportOrigin);
  return (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
}
