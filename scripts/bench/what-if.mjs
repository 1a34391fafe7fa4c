// Benchmark (not a test): what-if on a PDA's demands (issue 23, decision 0026) over HTTP.
//   node scripts/bench/what-if.mjs [--people 50000] [--pdas 5000] [--samples 30]
// Starts the built server (run `npm run build` first) on a cluster of its own, adds --people
// measured pool members and --pdas active PDAs to one client site (the matching benchmark's
// data, scripts/bench/match.mjs), stores the full match results, then times
// POST secure/pda/{id}/what-if proposing a new value of one demand each time (so each call
// judges a demand it has not seen), beside a floor measured in the same run: one indexed
// query (a PDA by its key) from this process. Needs nothing running.
import { whatIfSite } from './fixtures.mjs';
import { arg, client, fmt, percentile, timeIt } from './lib.mjs';

const PEOPLE = arg('people', 50000);
const PDAS = arg('pdas', 5000);
const SAMPLES = arg('samples', 30);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const site = await whatIfSite('what-if', { people: PEOPLE, pdas: PDAS });
const { instance, ds, summary, target } = site;

try {
  console.log(
    `added ${summary.people} pool members and ${summary.activePdas} active PDAs (${summary.demands} demands) ` +
      `in ${seconds(site.seededMs)}; stored their match results in ${seconds(site.recomputedMs)}`,
  );
  const admin = client(instance.base);
  await admin.signIn();
  const valueFor = (i) =>
    (target.min + ((target.max - target.min) * (i + 1)) / (SAMPLES + 3)).toFixed(2);
  const ask = (value) =>
    admin.api(`secure/pda/${target.pda}/what-if`, {
      method: 'POST',
      body: { demands: [{ capabilityUuid: target.capability, value }] },
    });

  const started = performance.now();
  const first = await ask(valueFor(SAMPLES + 1));
  const firstMs = performance.now() - started;
  const answers = [];
  const warm = await timeIt(SAMPLES, async (i) => answers.push(await ask(valueFor(i))));
  const floor = await timeIt(SAMPLES, () =>
    ds.query('SELECT pda_uuid, description FROM pdas WHERE pda_uuid = $1', [target.pda]),
  );

  const p50 = percentile(warm, 50);
  const floor50 = percentile(floor, 50);
  const last = answers.at(-1);
  console.log(
    `\nWhat-if benchmark (one client site, the built server over HTTP, embedded PostgreSQL)`,
  );
  console.log(`pool members x active PDAs            ${first.poolSize} x ${summary.activePdas}`);
  console.log(`demand proposed                       ${target.description}, ${SAMPLES} values`);
  console.log(
    `first what-if (reads the values)      ${fmt(firstMs)}  (${(firstMs / floor50).toFixed(0)} x the floor; ${first.matchingNow} match now, ${first.matchingAfter} after)`,
  );
  console.log(
    `what-if, a new value each call        p50 ${fmt(p50)}  p95 ${fmt(percentile(warm, 95))}`,
  );
  console.log(
    `floor: one indexed query              p50 ${fmt(floor50)}  p95 ${fmt(percentile(floor, 95))}` +
      `  (what-if p50 = ${(p50 / floor50).toFixed(0)} x the floor)`,
  );
  console.log(
    `last answer                           ${last.matchingNow} of ${last.poolSize} now, ${last.matchingAfter} after; ` +
      `most excluding: ${last.mostExcluding ? `${last.mostExcluding.capabilityDescription} ${last.mostExcluding.pdaValue} (${last.mostExcluding.count})` : 'none'}`,
  );
} finally {
  await site.stopAll();
}
