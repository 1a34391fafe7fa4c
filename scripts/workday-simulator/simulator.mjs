// A Workday simulator on loopback for development and tests. It speaks the three wire
// protocols the workday module uses, with a fixture tenant:
//   POST /ccx/oauth2/{tenant}/token                 OAuth 2 refresh-token grant (client Basic auth)
//   POST /ccx/service/{tenant}/{Service}/v{version} SOAP 1.1, urn:com.workday/bsvc, Bearer auth:
//        Get_Candidates, Get_Applicants (pre-hires), Get_Candidate_Self-Schedules,
//        Put_Background_Check, Get_References, Get_Server_Timestamp
//   GET  /ccx/api/staffing/v6/{tenant}/workers[?search=&limit=&offset=], /workers/{id}
// Faults are switched per test: expireTokens(), inject({ kind: 'soapFault' | 'slow' | 'http5xx' }).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { fixtureTenant } from './fixture-tenant.mjs';
import { soapOperations } from './soap-operations.mjs';
import { soapFault } from './soap-xml.mjs';

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['ID', 'Candidate_Reference', 'Applicant_Reference'].includes(name),
});

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The demo tenant and credentials npm start's simulator runs with. */
const DEMO = {
  tenant: 'acme_demo',
  clientId: 'simulator-client',
  clientSecret: 'simulator-secret',
  refreshToken: 'simulator-refresh-token',
};

/**
 * Starts a simulator. `tenant`, `clientId`, `clientSecret` and `refreshToken` are what an
 * endpoint row must hold to reach it; `tokenTtlSeconds` how long an access token lives.
 * A taken port rejects (error.code EADDRINUSE).
 */
export async function startWorkdaySimulator(options = {}) {
  const tenant = options.tenant ?? DEMO.tenant;
  const clientId = options.clientId ?? DEMO.clientId;
  const clientSecret = options.clientSecret ?? DEMO.clientSecret;
  const refreshToken = options.refreshToken ?? DEMO.refreshToken;
  const data = fixtureTenant(options.size);
  const soapOperation = soapOperations(data);
  const tokens = new Map();
  const pending = [];
  const calls = { token: 0, soap: 0, rest: 0 };
  const sim = {
    tenant,
    clientId,
    clientSecret,
    refreshToken,
    data,
    calls,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    /** Every access token handed out so far stops working (Workday answers 401). */
    expireTokens: () => tokens.clear(),
    /** The next `times` service calls (SOAP or REST) fail this way. */
    inject: ({ kind, times = 1, delayMs = 5000, status = 503 }) =>
      pending.push({ kind, times, delayMs, status }),
    clearFaults: () => pending.splice(0),
  };

  const takeFault = () => {
    const fault = pending[0];
    if (!fault) return undefined;
    if (--fault.times <= 0) pending.shift();
    return fault;
  };

  const send = (res, status, type, body) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const xml = (res, status, body) => send(res, status, 'text/xml; charset=utf-8', body);
  const json = (res, status, body) => send(res, status, 'application/json', JSON.stringify(body));

  function token(req, res, body) {
    calls.token++;
    const form = new URLSearchParams(body);
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1], 'base64').toString('utf8').split(':')
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== clientId || secret !== clientSecret)
      return json(res, 401, { error: 'invalid_client', error_description: 'Invalid client' });
    if (form.get('grant_type') !== 'refresh_token')
      return json(res, 400, { error: 'unsupported_grant_type' });
    if (form.get('refresh_token') !== refreshToken)
      return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, Date.now() + sim.tokenTtlSeconds * 1000);
    return json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: sim.tokenTtlSeconds,
      refresh_token: refreshToken,
    });
  }

  const authorized = (req) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    return expires !== undefined && expires > Date.now();
  };

  /** Applies an injected fault; true when it answered the request itself. */
  async function faulted(res, soap) {
    const fault = takeFault();
    if (!fault) return false;
    if (fault.kind === 'slow') {
      await new Promise((r) => setTimeout(r, fault.delayMs));
      return false;
    }
    if (fault.kind === 'http5xx') {
      send(res, fault.status, 'text/html', '<html><body>Service Unavailable</body></html>');
      return true;
    }
    if (soap)
      xml(
        res,
        500,
        soapFault(
          'SOAP-ENV:Server.processingError',
          'Processing error occurred. The task submitted is not authorized or the data has changed.',
        ),
      );
    else json(res, 500, { error: 'Processing error occurred.' });
    return true;
  }

  async function soap(req, res, body, version) {
    calls.soap++;
    if (!authorized(req))
      return xml(
        res,
        401,
        soapFault('SOAP-ENV:Client.authenticationError', 'Invalid username or password'),
      );
    if (await faulted(res, true)) return;
    let envelope;
    try {
      envelope = parser.parse(body).Envelope;
    } catch (error) {
      return xml(res, 500, soapFault('SOAP-ENV:Client', `Malformed XML: ${error.message}`));
    }
    const soapBody = envelope?.Body;
    const op = soapBody && Object.keys(soapBody).find((k) => k.endsWith('_Request'));
    if (!op)
      return xml(res, 500, soapFault('SOAP-ENV:Client', 'No request element in the SOAP body'));
    const [status, answer] = soapOperation(op, soapBody[op], `v${version}`);
    xml(res, status, answer);
  }

  async function workers(req, res, url, id) {
    calls.rest++;
    if (!authorized(req))
      return json(res, 401, {
        error: 'invalid_token',
        errors: [{ error: 'Invalid or expired token' }],
      });
    if (await faulted(res, false)) return;
    if (id) {
      const worker = data.workers.find((w) => w.id === id);
      return worker ? json(res, 200, worker) : json(res, 404, { error: 'Resource not found' });
    }
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 100);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const hits = data.workers.filter(
      (w) => !search || w.descriptor.toLowerCase().includes(search) || w.workerId === search,
    );
    json(res, 200, { total: hits.length, data: hits.slice(offset, offset + limit) });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    const path = url.pathname;
    const t = tenant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (req.method === 'POST' && new RegExp(`^/ccx/oauth2/${t}/token$`).test(path))
      return token(req, res, body);
    const service = new RegExp(
      `^/ccx/service/${t}/(Recruiting|Integrations)/v(\\d+(?:\\.\\d+)?)$`,
    ).exec(path);
    if (req.method === 'POST' && service) return soap(req, res, body, service[2]);
    const rest = new RegExp(`^/ccx/api/staffing/v6/${t}/workers(?:/([0-9a-f]{32}))?$`).exec(path);
    if (req.method === 'GET' && rest) return workers(req, res, url, rest[1]);
    json(res, 404, { error: `No such Workday resource: ${req.method} ${path}` });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address();
  sim.url = `http://127.0.0.1:${port}`;
  sim.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return sim;
}

/**
 * Whether `url` is a running simulator with the demo tenant (another npm start's, say): it
 * grants a token for the demo credentials, as the stored demo endpoint will ask for.
 */
export async function isDemoWorkdaySimulator(url) {
  try {
    const res = await fetch(`${url}/ccx/oauth2/${DEMO.tenant}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO.clientId}:${DEMO.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: DEMO.refreshToken }),
      signal: AbortSignal.timeout(2000),
    });
    return res.ok && typeof (await res.json()).access_token === 'string';
  } catch {
    return false;
  }
}
