// Benchmark (not a test): fair shares of expensive work (issue 29 item 7, decision 0033).
//   node scripts/bench/fair-share.mjs [--pdfs 40] [--aborted 30] [--burst 30] [--people 10000]
//                                     [--pdas 1000] [--samples 5]
// Starts the built server (run `npm run build` first) on a cluster of its own with the what-if
// benchmark's client site (--people pool members, --pdas active PDAs), and two users. One of
// them floods: --pdfs node PDFs at once; --aborted PDFs each given up after 200 ms; a burst of
// --burst what-ifs at once. During each flood the other user asks for one PDF and reads a node
// every 100 ms; their latencies are printed beside the same ones measured with no flood (the
// floor). Needs nothing running.
import { randomBytes } from 'node:crypto';
import { arg, client, fmt, percentile, sleep, timeIt } from './lib.mjs';
import { BENCH_KEY_STRETCHING, provisionUsers, whatIfSite } from './fixtures.mjs';

const PDFS = arg('pdfs', 40);
const ABORTED = arg('aborted', 30);
const BURST = arg('burst', 30);
const PEOPLE = arg('people', 10000);
const PDAS = arg('pdas', 1000);
const SAMPLES = arg('samples', 5);
/** The aborted flood's requests are given up after this. */
const ABORT_AFTER_MS = 200;
/** The other user starts once the flood has landed. */
const FLOOD_HEAD_START_MS = 300;
const READ_EVERY_MS = 100;
const TENANT = '00000000-0000-0000-0000-000000000000';

const site = await whatIfSite('fair-share', { people: PEOPLE, pdas: PDAS });
const { instance, target } = site;

/** Statuses as "38×200 2×429" (0 for a request given up by the caller). */
const tally = (statuses) =>
  Object.entries(statuses.reduce((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}×${status === '0' ? 'aborted' : status}`)
    .join(' ');

try {
  // The flooder (a recruiter printing a roster) and the other user, each signed in for real.
  const [flooderAccount, otherAccount] = await provisionUsers(site.cluster.databaseUrl, 2, 'fair');
  const flooder = client(instance.base, { address: '10.29.7.1' });
  const other = client(instance.base, { address: '10.29.7.2' });
  await flooder.signIn(flooderAccount.userCode, flooderAccount.password, BENCH_KEY_STRETCHING);
  await other.signIn(otherAccount.userCode, otherAccount.password, BENCH_KEY_STRETCHING);
  const node = (await other.api(`secure/nodes/${TENANT}`)).collTreeNodes[0].nodeUuid;
  const pdfPath = `secure/nodes/${node}/pdf`;
  const readPath = `secure/nodes/${node}`;

  // The flood goes out on fetch's own connections, as many at once as it sends (a browser's
  // six per origin would hide the flood from the server); answers each status (0: given up).
  const flood = (count, path, { method = 'GET', body, abortAfterMs } = {}) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${instance.base}/api/v1/${typeof path === 'function' ? path(i) : path}`, {
          method,
          body: body && JSON.stringify(body(i)),
          headers: {
            Authorization: `Bearer ${flooder.session.jwt}`,
            'X-Session-Id': flooder.session.sessionId,
            'X-Anti-Forgery': randomBytes(16).toString('hex'),
            'X-Forwarded-For': '10.29.7.1',
            'Content-Type': 'application/json',
          },
          signal: abortAfterMs ? AbortSignal.timeout(abortAfterMs) : undefined,
        }).then(
          async (res) => (await res.arrayBuffer(), res.status),
          () => 0,
        ),
      ),
    );
  const timed = async (run) => {
    const started = performance.now();
    const result = await run();
    return { ms: performance.now() - started, result };
  };
  const pdf = () => other.fetch(pdfPath).then((res) => res.status);
  const read = () => other.fetch(readPath).then((res) => res.status);

  /** The other user's PDF and reads while `start()`'s flood runs (until it and the PDF end). */
  async function during(start) {
    const began = performance.now();
    const flooding = start();
    let flooded = false;
    void flooding.finally(() => (flooded = true));
    await sleep(FLOOD_HEAD_START_MS);
    const single = timed(pdf);
    let pdfDone = false;
    void single.finally(() => (pdfDone = true));
    const reads = [];
    while (!flooded || !pdfDone || reads.length < 5) {
      reads.push((await timed(read)).ms);
      await sleep(READ_EVERY_MS);
    }
    const statuses = await flooding;
    const { ms, result } = await single;
    // The flood's work may outlive its requests (the aborted ones): one more PDF says when the
    // renderer is free again, so the next flood starts from an idle one.
    await pdf();
    const settledMs = performance.now() - began;
    return { pdfMs: ms, pdfStatus: result, reads, statuses, settledMs };
  }

  // The floor: the same PDF and read with nobody else working (the first PDF starts Chromium).
  await pdf();
  const floorPdf = await timeIt(SAMPLES, pdf);
  const floorReads = await timeIt(20, read);

  const floods = [];
  floods.push(['PDFs at once', PDFS, await during(() => flood(PDFS, pdfPath))]);
  floods.push([
    `PDFs given up after ${ABORT_AFTER_MS} ms`,
    ABORTED,
    await during(() => flood(ABORTED, pdfPath, { abortAfterMs: ABORT_AFTER_MS })),
  ]);
  const valueFor = (i) =>
    (target.min + ((target.max - target.min) * (i + 1)) / (BURST + 3)).toFixed(2);
  const whatIf = (i) => ({ demands: [{ capabilityUuid: target.capability, value: valueFor(i) }] });
  // The first what-if of the instance reads the client's values; the burst comes after it.
  await flooder.api(`secure/pda/${target.pda}/what-if`, { method: 'POST', body: whatIf(BURST) });
  floods.push([
    'what-ifs at once',
    BURST,
    await during(() =>
      flood(BURST, `secure/pda/${target.pda}/what-if`, { method: 'POST', body: whatIf }),
    ),
  ]);

  const p50 = (values) => percentile(values, 50);
  const max = (values) => Math.max(...values);
  console.log(
    `\nFair shares (the built server over HTTP, embedded PostgreSQL; ${PEOPLE} pool members x ${PDAS} PDAs)`,
  );
  console.log(
    `floor (no flood)                    other's PDF p50 ${fmt(p50(floorPdf))}; reads p50 ${fmt(p50(floorReads))}, max ${fmt(max(floorReads))}`,
  );
  for (const [label, count, r] of floods) {
    console.log(
      `${`${count} ${label}`.padEnd(36)}other's PDF ${fmt(r.pdfMs)} (${r.pdfStatus}, ${(r.pdfMs / p50(floorPdf)).toFixed(1)} x the floor); ` +
        `reads p50 ${fmt(p50(r.reads))}, max ${fmt(max(r.reads))} (${r.reads.length} reads); ` +
        `flood answered ${tally(r.statuses)}, quiet again after ${fmt(r.settledMs)}`,
    );
  }
} finally {
  await site.stopAll();
}
