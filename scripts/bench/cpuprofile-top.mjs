// Summarises a V8 .cpuprofile (node --cpu-prof) so profile figures in decision records can be
// reproduced: the top frames by self time and by total time (share of all samples, a frame
// counted once per sample however deep it recurs), and self time per package.
//   node scripts/bench/cpuprofile-top.mjs <file.cpuprofile> [--top 25] [--last SECONDS]
// --last keeps the samples of the profile's last SECONDS only: with bench:overhead --only ROW
// --cpu-prof, the row's load is the end of the server's life (startup and sign-in excluded).
import { readFileSync } from 'node:fs';
import { arg } from './lib.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/bench/cpuprofile-top.mjs <file.cpuprofile> [--top 25]');
  process.exit(2);
}
const TOP = arg('top', 25);
const LAST_S = arg('last', Infinity);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*\/server\/dist\/server\/src\//, 'server/');
const frameOf = ({ callFrame: f }) =>
  `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}${f.url ? `:${f.lineNumber + 1}` : ''}`;
/** A package name for node_modules, "server" for the app, "node" for Node's own, else the name. */
function packageOf({ callFrame: { url, functionName } }) {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.includes('/server/dist/')) return 'server (the app)';
  if (url.startsWith('node:')) return 'node (built-in)';
  return shortUrl(url);
}

const self = new Map();
const total = new Map();
const packages = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
let all = 0;
// Sample times in microseconds from the start; the window is the last LAST_S seconds.
const times = [];
profile.timeDeltas.reduce((t, delta, i) => (times[i] = t + delta), profile.startTime);
const from = profile.endTime - LAST_S * 1e6;
profile.samples.forEach((id, i) => {
  if (times[i] < from) return;
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  all += ms;
  const leaf = byId.get(id);
  add(self, frameOf(leaf), ms);
  add(packages, packageOf(leaf), ms);
  const seen = new Set();
  for (let n = leaf; n; n = byId.get(parent.get(n.id))) {
    const frame = frameOf(n);
    if (!seen.has(frame)) add(total, frame, ms);
    seen.add(frame);
  }
});

const table = (map, label) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, ms]) => ({
      [label]: key,
      ms: Math.round(ms),
      share: `${((ms / all) * 100).toFixed(1)}%`,
    }));
console.log(
  `${file}: ${Math.round(all)} ms of samples${Number.isFinite(LAST_S) ? ` (the last ${LAST_S} s)` : ''}`,
);
console.log('self time by package:');
console.table(table(packages, 'package'));
console.log('top frames by self time:');
console.table(table(self, 'frame'));
console.log('top frames by total time:');
console.table(table(total, 'frame'));
