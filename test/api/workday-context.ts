import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { as, signInOrFail, type SignedIn } from '../support/auth-helpers';
import { startDemoApp, type DemoApp } from '../support/demo-app';
import {
  addSimulatorEndpoint,
  startWorkdaySimulator,
  type WorkdaySimulator,
} from '../support/workday-simulator';

export const b64 = (text: string) => Buffer.from(text).toString('base64');
/** A refused token request: its status only, Workday's words go to the server log. */
export const TOKEN_REFUSED = (status: number) =>
  `Workday refused the token request (HTTP ${status}); its answer is in the server log under this error's correlation id`;

/**
 * A stranger's web server standing in for a misdirected HR endpoint: records what reaches it
 * (an Authorization header carries the client secret, a token request's body the refresh
 * token) and answers every request with `answer`.
 */
export async function startStranger(
  host: string,
  answer: (url: string) => { status: number; headers?: Record<string, string>; body: string },
) {
  const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const a = answer(req.url ?? '');
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers }).end(a.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a stranger writes into its answers; it must never reach the portal's caller. */
export const STRANGER_WORDS = 'Session expired: sign in again at https://stranger.example/login';

export let sim: WorkdaySimulator;
export let demo: DemoApp;
export let ds: DataSource;
export let demoEndpoint: string;
export let production: string;
export let readOnly: string;
export const sessions: Record<string, SignedIn> = {};
export const http = () => demo.t.http();
export const get = (who: string, path: string) => as(sessions[who], http().get(`/api/v1/${path}`));
export const patch = (who: string, path: string) =>
  as(sessions[who], http().patch(`/api/v1/${path}`));
export const post = (who: string, path: string) =>
  as(sessions[who], http().post(`/api/v1/${path}`));
export const del = (who: string, path: string) =>
  as(sessions[who], http().delete(`/api/v1/${path}`));
export const wd = (endpoint = demoEndpoint) => `secure/workday/${endpoint}`;
export const candidate = (n: number) => sim.data.candidates[n];

/** The suite's shared set-up: call it first inside each file's describe. */
export function useWorkdayDemo() {
  beforeAll(async () => {
    sim = await startWorkdaySimulator();
    demo = await startDemoApp({ WORKDAY_SIMULATOR_URL: sim.url, WORKDAY_TIMEOUT_MS: '1000' });
    ds = demo.ds;
    for (const [userCode, password] of Object.entries(demo.passwords))
      sessions[userCode] = await signInOrFail(demo.t, userCode, password);
    [{ workday_api_uuid: demoEndpoint }] = await ds.query(
      `SELECT workday_api_uuid FROM workday_endpoints`,
    );
    production = await addSimulatorEndpoint(demo.t, sim, {
      description: 'Production tenant',
      canRead: true,
      canWrite: true,
      isProduction: true,
    });
    readOnly = await addSimulatorEndpoint(demo.t, sim, {
      description: 'Read-only test tenant',
      canRead: true,
      canWrite: false,
      isProduction: false,
    });
  });
  afterAll(async () => {
    await demo?.t.close();
    await sim?.close();
  });
  afterEach(() => sim.clearFaults());
}
