// Benchmark (not a test): auto-place (issue 11) as one optimal assignment, the pure solver of
// libs/domain as the server runs it (compiled into server/dist: run `npm run build` first).
//   node scripts/bench/auto-place.mjs [--slots 500] [--pool 5000] [--nodes 40] [--runs 5]
// A class of --slots openings over --nodes jobs and both shifts, from a pool of --pool people
// who each match a share of the jobs, prefer a shift or not, and are available on varied days.
import { createRequire } from 'node:module';
import { root } from '../lib/server-dist.mjs';
import { arg, fmt, percentile } from './lib.mjs';

const require = createRequire(import.meta.url);
const { optimalAssignment } = require(`${root}server/dist/libs/domain/src/auto-place.js`);

const SLOTS = arg('slots', 500);
const POOL = arg('pool', 5000);
const NODES = arg('nodes', 40);
const RUNS = arg('runs', 5);

// A fixed pseudo-random sequence, so every run solves the same class.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const PREFERENCES = ['preferred', 'nopreference', '', 'unable'];
const slots = Array.from({ length: SLOTS }, (_, i) => ({ node: i % NODES, shift: 1 + (i % 2) }));
const people = Array.from({ length: POOL }, () => ({
  // Each person matches about a quarter of the jobs.
  matches: new Set(Array.from({ length: NODES }, (_, n) => n).filter(() => random() < 0.25)),
  shifts: [PREFERENCES[Math.floor(random() * 4)], PREFERENCES[Math.floor(random() * 4)]],
  days: Math.floor(random() * 120) - 20,
}));
const termsOf = (slot, p) =>
  p.matches.has(slot.node) && p.days >= 0 && p.shifts[slot.shift - 1] !== 'unable'
    ? { preferredShift: p.shifts[slot.shift - 1] === 'preferred', daysAvailableBeforeClass: p.days }
    : null;

const times = [];
let result = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  result = optimalAssignment(slots, people, (s) => `${s.node}/${s.shift}`, termsOf);
  times.push(performance.now() - started);
}
const preferred = result.filter((a) => termsOf(slots[a.slot], people[a.candidate]).preferredShift);
console.log('\nAuto-place benchmark (optimal assignment, min-cost max-flow, one process)');
console.log(
  `class / pool / jobs                 ${SLOTS} slots / ${POOL} people / ${NODES} jobs x 2 shifts`,
);
console.log(
  `solve                               p50 ${fmt(percentile(times, 50))}  max ${fmt(Math.max(...times))}`,
);
console.log(
  `filled                              ${result.length} of ${SLOTS} (${preferred.length} on a preferred shift)`,
);
