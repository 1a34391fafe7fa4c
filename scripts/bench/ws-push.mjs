// Benchmark (not a test): N websocket sessions on one app instance, and how fast a DIRTY push
// from one write reaches all of them.
//   node scripts/bench/ws-push.mjs [--connections 5000] [--rounds 20]
// Starts the built server (npm run build first) on a throwaway DATA_DIR with an embedded
// PostgreSQL, signs in as the demo admin, opens the sockets, then edits a user R times.
import * as opaque from '@serenity-kit/opaque';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const root = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 5000);
const ROUNDS = arg('rounds', 20);
const PASSWORD = 'Bench-Admin-2025!';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const dataDir = `${root}.test-data/bench-${process.pid}`;
mkdirSync(dataDir, { recursive: true });
chmodSync(`${root}.test-data`, 0o755);
chmodSync(dataDir, 0o755);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [`${root}server/dist/server/src/main.js`], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function api(path, { session, method = 'GET', body } = {}) {
  const headers = {
    'X-Anti-Forgery': randomBytes(16).toString('hex'),
    'Content-Type': 'application/json',
  };
  if (session)
    Object.assign(headers, {
      Authorization: `Bearer ${session.jwt}`,
      'X-Session-Id': session.sessionId,
    });
  const res = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers,
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('The server did not become healthy');
    if (
      await fetch(`${base}/api/v1/public/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await sleep(500);
  }
  await opaque.ready;
  const { clientLoginState, startLoginRequest } = opaque.client.startLogin({ password: PASSWORD });
  const { response } = await api(`public/request-credentials-v2/admin/${startLoginRequest}`);
  const { finishLoginRequest } = opaque.client.finishLogin({
    clientLoginState,
    loginResponse: response,
    password: PASSWORD,
  });
  const session = await api(`public/authorize-v2/admin/${finishLoginRequest}`);
  const memoryBefore = rssMb(server.pid);

  const wsUrl = `${base.replace('http', 'ws')}/ws/v1?jwt=${encodeURIComponent(session.jwt)}&session=${session.sessionId}`;
  const sockets = [];
  let round = { started: 0, arrivals: [] };
  const openStarted = Date.now();
  for (let i = 0; i < CONNECTIONS; i += 250) {
    const batch = Array.from({ length: Math.min(250, CONNECTIONS - i) }, () => {
      const socket = new WebSocket(wsUrl);
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.method === 'DIRTY' && message.params.entity === 'user')
          round.arrivals.push(Date.now() - round.started);
      });
      return new Promise((resolve) => {
        socket.once('open', () => resolve(socket));
        socket.once('error', () => resolve(undefined));
      });
    });
    sockets.push(...(await Promise.all(batch)).filter(Boolean));
  }
  const openSeconds = (Date.now() - openStarted) / 1000;
  await sleep(1000);
  const held = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  const memoryHeld = rssMb(server.pid);

  const perDelivery = [];
  const lastArrival = [];
  for (let r = 0; r < ROUNDS; r++) {
    round = { started: Date.now(), arrivals: [] };
    await api(`secure/admin/users/${session.user.userUuid}`, {
      session,
      method: 'POST',
      body: {
        emailAddress: 'admin@example.com',
        firstName: r % 2 ? 'Avery' : 'Avery B',
        lastName: 'Admin',
      },
    });
    for (let wait = 0; round.arrivals.length < held && wait < 200; wait++) await sleep(25);
    perDelivery.push(...round.arrivals);
    lastArrival.push(Math.max(...round.arrivals));
    if (round.arrivals.length < held)
      console.log(`round ${r}: only ${round.arrivals.length} of ${held} received`);
  }

  console.log('\nWebsocket DIRTY push benchmark (one app instance, embedded PostgreSQL)');
  console.log(`connections requested      ${CONNECTIONS}`);
  console.log(`connections held           ${held}   (opened in ${openSeconds.toFixed(1)} s)`);
  console.log(
    `server memory (RSS)        ${memoryBefore.toFixed(0)} MB before, ${memoryHeld.toFixed(0)} MB holding them`,
  );
  console.log(`rounds (one write each)    ${ROUNDS}`);
  console.log(`write -> client  p50       ${percentile(perDelivery, 50)} ms`);
  console.log(`write -> client  p95       ${percentile(perDelivery, 95)} ms`);
  console.log(`write -> last client p50   ${percentile(lastArrival, 50)} ms`);
  console.log(`write -> last client p95   ${percentile(lastArrival, 95)} ms`);
  for (const socket of sockets) socket.terminate();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
