// bench:load --restart-at S: the server is restarted S seconds into the measured window, as a
// deploy does in the middle of a working day (issue 34 item 4). The people keep polling; the
// figures of the calls started before the restart (steady) and after it (the restart, its
// downtime and the cold instance's first reads) are printed side by side.
import { percentile } from './lib.mjs';
import { fmtMs } from './load-measures.mjs';

/**
 * Restarts the instance at `at` (ms since the epoch), calling `onRestart` first (the old
 * server's exit is expected); answers how long it was away.
 */
export function restartAt(instance, at, onRestart) {
  let report;
  const done = new Promise((resolve) => (report = resolve));
  setTimeout(
    async () => {
      const started = Date.now();
      onRestart();
      await instance.restart();
      report(Date.now() - started);
    },
    Math.max(0, at - Date.now()),
  );
  return done;
}

const summary = (what, results, seconds) => {
  const all = [...results.values()].flatMap((e) => e.samples);
  const errors = [...results.values()].reduce((sum, e) => sum + e.errors, 0);
  return {
    calls: what,
    seconds,
    requests: all.length + errors,
    errors,
    'p50 ms': fmtMs(percentile(all, 50)),
    'p95 ms': fmtMs(percentile(all, 95)),
    'p99 ms': fmtMs(percentile(all, 99)),
  };
};

/** Steady state beside the time from the restart on, all endpoints together. */
export function printRestart({ steady, after, steadyS, afterS, downMs, users }) {
  console.log(
    `restart: SIGTERM to healthy again in ${(downMs / 1000).toFixed(1)} s (the people kept polling)`,
  );
  const rows = [
    summary('steady, before the restart', steady, steadyS),
    summary('from the restart on (with its downtime)', after, afterS),
  ];
  console.table(rows);
  const p95 = percentile(
    [...after.values()].flatMap((e) => e.samples),
    95,
  );
  console.log(
    `goal ${users} people: p95 under 1000 ms in the minute after a restart: ${fmtMs(p95)} ms: ${p95 < 1000 ? 'MET' : 'NOT MET'}`,
  );
}
