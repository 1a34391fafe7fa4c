// npm test: installs dependencies when stale, builds the app, then runs every tier and prints a
// summary; exits 1 on any failure or on a tier that ran no test.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureNginx, ensureTestTools } from './lib/ensure-chromium.mjs';
import { ensureNode } from './lib/ensure-node.mjs';
import { dependenciesCurrent, recordDependencies } from './lib/freshness.mjs';
import { run, seconds } from './lib/run.mjs';

// On an older Node, everything below runs under Node 24 from the npm registry (decision 0037).
await ensureNode();
console.log(`> Node ${process.version}`);

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.test-data/reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => `${root}node_modules/.bin/${name}`;

function vitestTier(name, args) {
  const report = `${reports}/${name.replace(/\W+/g, '-')}.json`;
  return {
    name,
    command: bin('vitest'),
    args: ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    counts: () => {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      return {
        passed: json.numPassedTests,
        failed: json.numFailedTests,
        skipped: json.numPendingTests + json.numTodoTests,
      };
    },
  };
}

const playwrightReport = `${reports}/browser.json`;
const tiers = [
  vitestTier('domain unit', ['--root', 'libs/domain']),
  vitestTier('server unit', ['-c', 'server/vitest.config.mts']),
  vitestTier('client unit', ['--root', 'client']),
  vitestTier('api e2e', ['-c', 'test/api/vitest.config.mts']),
  // Two instances behind Debian's nginx (decision 0044).
  vitestTier('cluster e2e', ['-c', 'test/cluster/vitest.config.mts']),
  {
    name: 'browser e2e',
    command: bin('playwright'),
    args: ['test', '-c', 'test/browser/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counts: () => {
      const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        skipped: stats.skipped,
      };
    },
  },
];

const only = process.argv.slice(2);
const selected = only.length ? tiers.filter((t) => only.some((o) => t.name.startsWith(o))) : tiers;

// The browser tier and the PDF tests of the API tier need Chromium and poppler.
if (selected.some((t) => t.name === 'browser e2e' || t.name === 'api e2e') && !ensureTestTools()) {
  console.error('No test ran.');
  process.exit(1);
}
if (selected.some((t) => t.name === 'cluster e2e') && !ensureNginx()) {
  console.error('No test ran.');
  process.exit(1);
}

// A fresh clone has no node_modules: install them as npm start does (CI has run npm ci already).
if (!dependenciesCurrent(root)) {
  console.log('> Installing dependencies (npm ci)');
  if ((await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root })) !== 0) {
    console.error('npm ci failed: no test ran.');
    process.exit(1);
  }
  recordDependencies(root);
}

const buildStarted = Date.now();
console.log('> Building server and client for the end-to-end tiers');
if ((await run('npm', ['run', 'build', '--silent'], { cwd: root })) !== 0) {
  console.error('Build failed: no test ran.');
  process.exit(1);
}
console.log(`  build done in ${seconds(buildStarted)} s`);

const results = [];
for (const tier of selected) {
  const started = Date.now();
  console.log(`\n=== ${tier.name} ===`);
  const code = await run(tier.command, tier.args, {
    cwd: root,
    env: { ...process.env, ...tier.env },
  });
  let counts;
  try {
    counts = tier.counts();
  } catch {
    counts = { passed: 0, failed: 0, skipped: 0 };
  }
  const broken = code !== 0 || counts.failed > 0 || counts.passed === 0;
  results.push({ name: tier.name, ...counts, code, broken, time: seconds(started) });
}

console.log('\nTier           passed  failed  skipped  seconds');
for (const r of results) {
  const mark = r.broken ? `  FAILED${r.passed + r.failed === 0 ? ' (no test ran)' : ''}` : '';
  console.log(
    `${r.name.padEnd(14)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.time.padStart(7)}${mark}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
// A tier that crashed without reporting a failed test still counts as one failure.
const failed = results.reduce((sum, r) => sum + (r.broken ? Math.max(r.failed, 1) : r.failed), 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.some((r) => r.broken) ? 1 : 0);
