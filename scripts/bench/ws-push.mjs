// Benchmark (not a test): N websocket sessions on one app instance, and how fast a DIRTY push
// from one write reaches all of them.
//   node scripts/bench/ws-push.mjs [--connections 5000] [--rounds 20] [--write user|node]
// Starts the built server (npm run build first) on a throwaway DATA_DIR with an embedded
// PostgreSQL, signs in as the demo admin, opens the sockets, then edits a user R times (or,
// with --write node, renames a client site: the push then reads which client the node is in).
// Every socket may read the change (the admin's), so each one passes the object-access check
// of the push (decision 0035). The floor: the write's own HTTP round
// trip with no socket open, which the push cannot beat (the event leaves at its commit).
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { arg, client, percentile, rssMb, sleep, startInstance, textArg } from './lib.mjs';

const CONNECTIONS = arg('connections', 5000);
const ROUNDS = arg('rounds', 20);
const WRITE = textArg('write') === 'node' ? 'node' : 'user';
const TENANT = '00000000-0000-0000-0000-000000000000';

// Every socket is the admin's: lift the per-user cap (20 by default) to the count measured.
const instance = await startInstance({ env: { WS_MAX_SOCKETS_PER_USER: String(CONNECTIONS) } });
const c = client(instance.base);
/** One audited write, published as DIRTY `WRITE`. */
async function writeOnce(session, r) {
  if (WRITE === 'node') {
    const site = (await c.api(`secure/nodes/${TENANT}`, { fresh: true })).collTreeNodes[0];
    return c.api(`private/nodes/${site.nodeUuid}/_actions/rename`, {
      method: 'PATCH',
      body: { name: `${site.description.replace(/ \d+$/, '')} ${r}` },
    });
  }
  return c.api(`secure/admin/users/${session.user.userUuid}`, {
    method: 'POST',
    body: {
      emailAddress: 'admin@example.com',
      firstName: r % 2 ? 'Avery' : 'Avery B',
      lastName: 'Admin',
    },
  });
}

try {
  const session = await c.signIn();
  const memoryBefore = rssMb(instance.server.pid);
  const writeAlone = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = Date.now();
    await writeOnce(session, r);
    writeAlone.push(Date.now() - started);
  }
  const wsUrl = `${instance.base.replace('http', 'ws')}/ws/v1?jwt=${encodeURIComponent(session.jwt)}&session=${session.sessionId}`;
  const sockets = [];
  let round = { started: 0, arrivals: [] };
  const openStarted = Date.now();
  for (let i = 0; i < CONNECTIONS; i += 250) {
    const batch = Array.from({ length: Math.min(250, CONNECTIONS - i) }, () => {
      const socket = new WebSocket(wsUrl);
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.method === 'DIRTY' && message.params.entity === WRITE) {
          round.arrivals.push(Date.now() - round.started);
        }
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
  const memoryHeld = rssMb(instance.server.pid);

  const perDelivery = [];
  const lastArrival = [];
  const loadBefore = loadavg()[0];
  for (let r = 0; r < ROUNDS; r++) {
    round = { started: Date.now(), arrivals: [] };
    await writeOnce(session, r);
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
  console.log(`rounds (one write each)    ${ROUNDS} (DIRTY ${WRITE})`);
  console.log(`write -> client  p50       ${percentile(perDelivery, 50)} ms`);
  console.log(`write -> client  p95       ${percentile(perDelivery, 95)} ms`);
  console.log(`write -> last client p50   ${percentile(lastArrival, 50)} ms`);
  console.log(`write -> last client p95   ${percentile(lastArrival, 95)} ms`);
  console.log(
    `floor: the write alone     p50 ${percentile(writeAlone, 50)} ms, p95 ${percentile(writeAlone, 95)} ms (HTTP round trip, no socket open)`,
  );
  console.log(
    `load average (1 min)       ${loadBefore.toFixed(2)} before the rounds, ${loadavg()[0].toFixed(2)} after`,
  );
  for (const socket of sockets) socket.terminate();
} finally {
  await instance.stop();
}
