// The soak's hostile traffic (issue 19), run beside the normal load by `load.mjs --abuse`:
// bodies and JSON-RPC params nested 10 to 100,000 deep, control characters and over-long path
// parameters, websocket clients that send large requests and never read their answers, and
// connections that open and then say nothing (unfinished headers, unfinished upgrades, silent
// TCP). Every loop is bounded by the deadline. It counts what a portal must never do: answer
// 5xx, or stop answering.
import { connect } from 'node:net';
import { WebSocket } from 'ws';
import { sleep } from './lib.mjs';

const DEPTHS = [10, 1_000, 100_000];
const RPC_METHODS = ['PING', 'ECHO', 'AFK', 'BAK', 'LOC8'];

const nested = (depth, open, close) => open.repeat(depth) + close.repeat(depth);
const deepArray = (depth) => nested(depth, '[', ']');
const deepObject = (depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The hostile HTTP requests: [label, path, init]. */
function httpCases(targets) {
  const node = targets.writerNodes[0];
  const cases = [];
  for (const depth of DEPTHS) {
    for (const [shape, body] of [
      ['array', deepArray(depth)],
      ['object', deepObject(depth)],
    ]) {
      cases.push([
        `rename body ${shape} ${depth} deep`,
        `private/nodes/${node}/_actions/rename`,
        { method: 'PATCH', body: `{"name":${body}}` },
      ]);
    }
  }
  cases.push(
    [
      'rename body with NUL',
      `private/nodes/${node}/_actions/rename`,
      { method: 'PATCH', body: '{"name":"a\\u0000b"}' },
    ],
    [
      'rename body 1 MB string',
      `private/nodes/${node}/_actions/rename`,
      { method: 'PATCH', body: JSON.stringify({ name: 'x'.repeat(1 << 20) }) },
    ],
    [
      'body with 50,000 keys',
      `private/nodes/${node}/_actions/rename`,
      {
        method: 'PATCH',
        body: `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
      },
    ],
    ['NUL path parameter (anonymous)', 'public/request-credentials-v2/%00/AAAA', { method: 'GET' }],
    ['NUL node id', 'secure/nodes/%00', { method: 'GET' }],
    ['5,000-character node id', `secure/nodes/${'a'.repeat(5000)}`, { method: 'GET' }],
    [
      '2,500-character user name',
      `public/request-credentials-v2/${'u'.repeat(2500)}/AAAA`,
      { method: 'GET' },
    ],
  );
  return cases;
}

/** The hostile JSON-RPC frames: every method with deep, NUL and long params, and a big batch. */
function rpcFrames() {
  const frames = [];
  let id = 1;
  for (const method of RPC_METHODS) {
    for (const depth of DEPTHS)
      frames.push(
        `{"jsonrpc":"2.0","id":${id++},"method":"${method}","params":${deepArray(depth)}}`,
      );
    frames.push(JSON.stringify({ jsonrpc: '2.0', id: id++, method, params: ['/a\u0000b'] }));
    frames.push(
      JSON.stringify({ jsonrpc: '2.0', id: id++, method, params: ['x'.repeat(200_000)] }),
    );
  }
  frames.push(
    JSON.stringify(
      Array.from({ length: 5000 }, (_, i) => ({ jsonrpc: '2.0', id: 10_000 + i, method: 'AFK' })),
    ),
  );
  return frames;
}

function wsUrl(base, session) {
  return `${base.replace(/^http/, 'ws')}/ws/v1?jwt=${encodeURIComponent(session.jwt)}&session=${session.sessionId}`;
}

function openSocket(base, session) {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl(base, session));
    socket.once('open', () => resolve(socket));
    socket.once('error', () => resolve(undefined));
    socket.once('unexpected-response', () => resolve(undefined));
  });
}

/**
 * Runs until `deadline`; answers the counts. `client` is a signed-in bench client (lib.mjs),
 * `session` its {jwt, sessionId}.
 */
export async function runAbuse({
  base,
  client,
  session,
  targets,
  deadline,
  slowConsumers = 3,
  idleConnections = 30,
}) {
  const stats = {
    httpRequests: 0,
    http5xx: 0,
    httpStatuses: {},
    rpcFrames: 0,
    rpcInternalErrors: 0,
    slowSocketsOpened: 0,
    slowSocketsClosedByServer: 0,
    idleOpened: 0,
    idleClosedByServer: 0,
    firstProblem: '',
  };
  const problem = (text) => (stats.firstProblem ||= text);

  async function httpLoop() {
    const cases = httpCases(targets);
    for (let i = 0; Date.now() < deadline; i++) {
      const [label, path, init] = cases[i % cases.length];
      const res = await client
        .fetch(path, init)
        .then(async (r) => {
          await r.arrayBuffer().catch(() => undefined);
          return r;
        })
        .catch((e) => ({ status: 0, error: e }));
      stats.httpRequests++;
      stats.httpStatuses[res.status] = (stats.httpStatuses[res.status] ?? 0) + 1;
      if (res.status >= 500 || res.status === 0) {
        stats.http5xx++;
        problem(`${label}: ${res.status || res.error?.message}`);
      }
      await sleep(200);
    }
  }

  async function rpcLoop() {
    const frames = rpcFrames();
    let socket;
    for (let i = 0; Date.now() < deadline; i++) {
      if (!socket || socket.readyState !== WebSocket.OPEN) {
        socket = await openSocket(base, session);
        socket?.on('message', (data) => {
          const text = data.toString();
          // -32603 is the boundary's answer to a failure inside the server: never expected.
          if (text.includes('-32603')) {
            stats.rpcInternalErrors++;
            problem(`JSON-RPC internal error: ${text.slice(0, 160)}`);
          }
        });
        if (!socket) {
          await sleep(1000);
          continue;
        }
      }
      socket.send(frames[i % frames.length]);
      stats.rpcFrames++;
      await sleep(300);
    }
    socket?.terminate();
  }

  /** Sends 200 KB requests and never reads: the server must close it, not queue without end. */
  async function slowConsumerLoop() {
    while (Date.now() < deadline) {
      const socket = await openSocket(base, session);
      if (!socket) {
        await sleep(1000);
        continue;
      }
      stats.slowSocketsOpened++;
      socket._socket.pause();
      let closed = false;
      socket.once('close', () => (closed = true));
      const frame = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'ECHO',
        params: ['x'.repeat(200_000)],
      });
      while (!closed && Date.now() < deadline) {
        if (socket.readyState === WebSocket.OPEN) socket.send(frame);
        await sleep(50);
      }
      // The server's side closes a slow consumer; ours notices once it reads again.
      socket._socket.resume();
      if (closed) stats.slowSocketsClosedByServer++;
      socket.terminate();
    }
  }

  /** Opens a connection that never finishes what it started, and counts the server closing it. */
  async function idleLoop(kind) {
    const { hostname, port } = new URL(base);
    while (Date.now() < deadline) {
      await new Promise((resolve) => {
        let opened = false;
        const socket = connect({ host: hostname, port: Number(port) }, () => {
          opened = true;
          stats.idleOpened++;
          if (kind === 'headers') socket.write('GET /api/v1/public/now HTTP/1.1\r\nHost: x\r\n');
          if (kind === 'upgrade')
            socket.write(
              `GET /ws/v1 HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n`,
            );
        });
        socket.on('error', () => undefined);
        // Read what the server says (its 408), or its closing is never seen on this side.
        socket.resume();
        socket.on('close', () => {
          if (opened && Date.now() < deadline) stats.idleClosedByServer++;
          resolve();
        });
        const timer = setInterval(() => {
          if (Date.now() >= deadline) {
            clearInterval(timer);
            socket.destroy();
          }
        }, 1000);
        socket.once('close', () => clearInterval(timer));
      });
      // A refused or closed connection is opened again, not in a tight loop.
      await sleep(500);
    }
  }

  const kinds = ['headers', 'upgrade', 'silent'];
  await Promise.all([
    httpLoop(),
    rpcLoop(),
    ...Array.from({ length: slowConsumers }, () => slowConsumerLoop()),
    ...Array.from({ length: idleConnections }, (_, i) => idleLoop(kinds[i % kinds.length])),
  ]);
  return stats;
}
