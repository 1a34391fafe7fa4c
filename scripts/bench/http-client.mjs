// The benchmarks' HTTP client: node:http with keep-alive, decoding compressed answers, and the
// portal's OPAQUE sign-in. Split from lib.mjs, which re-exports it.
import * as opaque from '@serenity-kit/opaque';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const ADMIN_PASSWORD = 'Bench-Admin-2025!';

/** A connection that is not set up in this long fails the request (as fetch's connect timeout). */
const CONNECT_TIMEOUT_MS = 10_000;

const DECODE = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/**
 * One HTTP request on `agent`, answered as much of fetch's Response as the benchmarks use.
 * node:http rather than fetch: fetch's streams cost the generator more CPU than the server
 * spends on many of the reads, and the generator shares the server's two cores (bench:load).
 */
function httpRequest(agent, url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    if (body !== undefined) headers = { ...headers, 'Content-Length': Buffer.byteLength(body) };
    const req = request(url, { agent, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const decode = DECODE[res.headers['content-encoding']];
        const bytes = decode ? decode(raw) : raw;
        resolve({
          status: res.statusCode,
          ok: res.statusCode >= 200 && res.statusCode < 300,
          headers: { get: (name) => res.headers[name.toLowerCase()] ?? null },
          text: async () => bytes.toString('utf8'),
          json: async () => JSON.parse(bytes.toString('utf8')),
          arrayBuffer: async () => bytes,
        });
      });
    });
    req.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => {
        const error = new Error('connect timeout');
        error.code = 'CONNECT_TIMEOUT';
        req.destroy(error);
      }, CONNECT_TIMEOUT_MS);
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    req.on('error', (error) => {
      // As fetch: the request failed, its cause says how.
      reject(
        Object.assign(new Error('request failed'), {
          cause: error,
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.end(body);
  });
}

/**
 * A signed-in person's HTTP client. `address`: the address it claims through the loopback
 * proxy (X-Forwarded-For; startInstance sets TRUST_PROXY=loopback), so sign-ins from several
 * addresses may run at once (the server keeps one OPAQUE sign-in in progress per name and
 * address).
 * `conditional`: what a browser's HTTP cache does with the API's ETags: a GET sends the ETag
 * of the last answer to that path as If-None-Match and takes that answer again on a 304.
 * Like a browser, each client keeps its own connections alive (at most 6 to the origin) and
 * asks for compressed answers.
 */
export function client(base, { address, conditional = false } = {}) {
  let session;
  /** path -> the last 200's ETag and body, for conditional GETs. */
  const held = new Map();
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  /** The response as it is, whatever its status; `body` is sent as written. */
  function send(path, { method = 'GET', body, ifNoneMatch } = {}) {
    const headers = {
      'X-Anti-Forgery': randomBytes(16).toString('hex'),
      'Content-Type': 'application/json',
      'Accept-Encoding': 'br, gzip, deflate',
    };
    if (address) headers['X-Forwarded-For'] = address;
    if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
    if (session)
      Object.assign(headers, {
        Authorization: `Bearer ${session.jwt}`,
        'X-Session-Id': session.sessionId,
      });
    const call = () => httpRequest(agent, `${base}/api/v1/${path}`, { method, headers, body });
    // A kept-alive socket the server closes as it idles out (its keepAliveTimeout) fails the
    // request sent on it unprocessed: it is sent again, once, on a new socket, whatever its
    // method, as browsers do (a reset on a reused socket before any answer).
    return call().catch((error) => {
      if (!error.reusedSocket || error.cause?.code !== 'ECONNRESET') throw error;
      return call();
    });
  }
  /** `fresh`: no If-None-Match this time (a conditional client asking for the whole answer). */
  async function api(path, { method = 'GET', body, raw = false, fresh = false } = {}) {
    const last = conditional && method === 'GET' && !raw && !fresh ? held.get(path) : undefined;
    const res = await send(path, {
      method,
      body: body && JSON.stringify(body),
      ifNoneMatch: last?.etag,
    });
    if (res.status === 304 && last) {
      api.notModified++;
      return last.body;
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    if (raw) return Buffer.from(await res.arrayBuffer());
    const json = await res.json();
    const etag = res.headers.get('etag');
    if (conditional && method === 'GET' && etag) held.set(path, { etag, body: json });
    return json;
  }
  /** How many GETs a 304 answered. */
  api.notModified = 0;
  /** `keyStretching`: the client's KSF, as the user registered with (the browser's default). */
  async function signIn(userCode = 'admin', password = ADMIN_PASSWORD, keyStretching) {
    await opaque.ready;
    const { clientLoginState, startLoginRequest } = opaque.client.startLogin({ password });
    const { response } = await api(
      `public/request-credentials-v2/${userCode}/${startLoginRequest}`,
    );
    const { finishLoginRequest } = opaque.client.finishLogin({
      clientLoginState,
      loginResponse: response,
      password,
      keyStretching,
    });
    session = await api(`public/authorize-v2/${userCode}/${finishLoginRequest}`);
    return session;
  }
  return {
    api,
    fetch: send,
    signIn,
    get session() {
      return session;
    },
    /** After a token renewal: later requests carry the new token. */
    set jwt(jwt) {
      session = { ...session, jwt };
    },
  };
}
