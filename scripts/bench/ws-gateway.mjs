// Micro-benchmark and probe (not a test), decision 0020: the JSON-RPC channel on the design
// card's @nestjs/websockets + @nestjs/platform-ws against the way the project runs it (a `ws`
// server handing each frame to realtime/json-rpc.ts's dispatch), in one process:
//   - platform-ws: a @WebSocketGateway with one @SubscribeMessage('echo') handler on a Nest app
//     with WsAdapter, given the closest mapping the adapter allows: a messageParser that turns
//     a call {jsonrpc, method, params, id} into {event: method, data: {params, id}}, the handler
//     answering {jsonrpc, id, result};
//   - ws + dispatch: a bare `ws` server on an http server; each frame goes through the
//     project's parseMessage and dispatch (the compiled server module) with an `echo` method.
// First the six frames JSON-RPC 2.0 (seed 000, section 7) prescribes an answer for, each sent
// alone and every answer collected for --wait ms; then round trips of one `echo` call, awaited
// one after the other (--calls a round, rounds alternating the servers, median of --rounds).
// Needs a build (npm run build) for json-rpc.js; nothing running.
//   node scripts/bench/ws-gateway.mjs [--calls 5000] [--rounds 5] [--wait 200]
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WsAdapter } from '@nestjs/platform-ws';
import { SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { WebSocket, WebSocketServer } from 'ws';
import { serverModule } from '../lib/server-dist.mjs';
import { arg, percentile, sleep } from './lib.mjs';

const CALLS = arg('calls', 5000);
const ROUNDS = arg('rounds', 5);
const WAIT = arg('wait', 200);
const { dispatch, parseMessage } = serverModule('modules/realtime/json-rpc');

// platform-ws: decorators applied by hand (this is a .mjs script, no decorator syntax).
class RpcGateway {
  echo(_client, data) {
    return { jsonrpc: '2.0', id: data.id, result: data.params ?? null };
  }
}
SubscribeMessage('echo')(
  RpcGateway.prototype,
  'echo',
  Object.getOwnPropertyDescriptor(RpcGateway.prototype, 'echo'),
);
WebSocketGateway({ path: '/rpc' })(RpcGateway);
class GatewayModule {}
Module({ providers: [RpcGateway] })(GatewayModule);

const toEvent = (raw) => {
  const call = JSON.parse(raw.toString());
  return { event: call.method, data: { params: call.params, id: call.id } };
};
const nest = await NestFactory.create(GatewayModule, { logger: false });
nest.useWebSocketAdapter(new WsAdapter(nest, { messageParser: toEvent }));
await nest.listen(0, '127.0.0.1');
const nestUrl = `ws://127.0.0.1:${nest.getHttpServer().address().port}/rpc`;

// ws + dispatch, as realtime.gateway.ts hands a frame over (without its session and limits).
const methods = new Map([['echo', (params) => params ?? null]]);
const http = createServer();
const wss = new WebSocketServer({ server: http, path: '/rpc' });
wss.on('connection', (socket) =>
  socket.on('message', async (raw) => {
    const parsed = parseMessage(raw.toString());
    const answer = 'error' in parsed ? parsed.error : await dispatch(parsed.message, methods, {});
    if (answer !== undefined) socket.send(JSON.stringify(answer));
  }),
);
await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
const wsUrl = `ws://127.0.0.1:${http.address().port}/rpc`;

/** A client that keeps every frame it receives. */
async function connect(url) {
  const socket = new WebSocket(url);
  const frames = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, frames };
}

const call = (id, params = { n: id }) => ({ jsonrpc: '2.0', method: 'echo', params, id });
const CASES = [
  {
    name: 'a call',
    frame: JSON.stringify(call(1)),
    expect: '{"jsonrpc":"2.0","id":1,"result":{"n":1}}',
  },
  {
    name: 'a notification (no id)',
    frame: JSON.stringify({ jsonrpc: '2.0', method: 'echo', params: {} }),
    expect: '(nothing)',
  },
  {
    name: 'a batch of two calls',
    frame: JSON.stringify([call(2), call(3)]),
    expect: 'one frame: [{...,"id":2,...},{...,"id":3,...}]',
  },
  {
    name: 'a frame that is not JSON',
    frame: '{"jsonrpc": "2.0", "method',
    expect: 'error -32700, id null',
  },
  {
    name: 'a call without method',
    frame: JSON.stringify({ jsonrpc: '2.0', id: 4 }),
    expect: 'error -32600, id 4',
  },
  {
    name: 'an unknown method',
    frame: JSON.stringify({ jsonrpc: '2.0', method: 'nope', id: 5 }),
    expect: 'error -32601, id 5',
  },
];

/** What a server answered to each case, and whether it is what JSON-RPC 2.0 prescribes. */
async function probe(url) {
  const client = await connect(url);
  const results = [];
  for (const c of CASES) {
    client.frames.length = 0;
    client.socket.send(c.frame);
    await sleep(WAIT);
    results.push([...client.frames]);
  }
  client.socket.close();
  return results;
}
const conforms = [
  (f) => f.length === 1 && f[0].id === 1 && f[0].result?.n === 1 && f[0].jsonrpc === '2.0',
  (f) => f.length === 0,
  (f) => f.length === 1 && Array.isArray(f[0]) && f[0].map((a) => a.id).join() === '2,3',
  (f) => f.length === 1 && f[0].error?.code === -32700 && f[0].id === null,
  (f) => f.length === 1 && f[0].error?.code === -32600 && f[0].id === 4,
  (f) => f.length === 1 && f[0].error?.code === -32601 && f[0].id === 5,
];
const shown = (frames) =>
  frames.length ? frames.map((f) => JSON.stringify(f)).join(' ') : '(nothing)';

const servers = [
  { name: 'platform-ws gateway', url: nestUrl },
  { name: 'ws + dispatch (today)', url: wsUrl },
];
for (const server of servers) server.probe = await probe(server.url);
console.log(`JSON-RPC 2.0 frames (each answer collected for ${WAIT} ms)`);
for (const [i, c] of CASES.entries()) {
  console.log(`- ${c.name}: ${c.frame}\n    prescribed: ${c.expect}`);
  for (const server of servers) {
    const frames = server.probe[i];
    console.log(
      `    ${server.name.padEnd(22)} ${conforms[i](frames) ? 'ok ' : 'NO '} ${shown(frames)}`,
    );
  }
}
for (const server of servers) {
  const ok = server.probe.filter((frames, i) => conforms[i](frames)).length;
  console.log(`${server.name}: ${ok} of ${CASES.length} answered as prescribed`);
}

/** Round trips of one echo call, each awaited before the next. */
async function roundTrips(client) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) {
    const answered = new Promise((resolve) => client.socket.once('message', resolve));
    client.socket.send(JSON.stringify(call(i)));
    await answered;
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}
for (const server of servers) {
  server.client = await connect(server.url);
  await roundTrips(server.client); // warm-up
  server.seconds = [];
}
for (let r = 0; r < ROUNDS; r++)
  for (const server of servers) server.seconds.push(await roundTrips(server.client));
console.log(
  `\nRound trips of one call, ${CALLS} a round, median of ${ROUNDS} rounds; node ${process.version}, ` +
    `${cpus().length} cpus, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
const today = CALLS / percentile(servers[1].seconds, 50);
for (const server of servers) {
  const rate = CALLS / percentile(server.seconds, 50);
  console.log(
    `${server.name.padEnd(22)} ${Math.round(rate).toLocaleString('en').padStart(8)} calls/s ` +
      `${(1e6 / rate).toFixed(1).padStart(7)} µs/call  ÷ today ${(today / rate).toFixed(2)}`,
  );
  server.client.socket.close();
}
await nest.close();
wss.close();
http.close();
