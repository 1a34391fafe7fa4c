// npm start: install what is missing, build what is stale, then run the server (which starts
// the embedded PostgreSQL, migrates, seeds an empty database and serves /app and /api).
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { dependenciesCurrent, isStale, recordDependencies } from './lib/freshness.mjs';
import { run, seconds } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
  process.exit(1);
}

async function step(label, command, args) {
  const started = Date.now();
  console.log(`> ${label}`);
  const code = await run(command, args, { cwd: root });
  if (code !== 0) {
    console.error(`${label} failed (exit ${code}).`);
    process.exit(code);
  }
  console.log(`  ${label} done in ${seconds(started)} s`);
}

if (!dependenciesCurrent(root)) {
  await step('Installing dependencies (npm ci)', npm, ['ci', '--no-audit', '--no-fund']);
  recordDependencies(root);
}
const domain = `${root}libs/domain/src`;
if (
  isStale(`${root}server/dist/build-info.json`, [
    `${root}server/src`,
    domain,
    `${root}package.json`,
  ])
) {
  await step('Building the server', npm, ['run', 'build', '-w', 'server', '--silent']);
}
if (
  isStale(`${root}client/dist/index.html`, [
    `${root}client/src`,
    `${root}client/index.html`,
    `${root}client/public`,
    domain,
  ])
) {
  await step('Building the client', npm, ['run', 'build', '-w', 'client', '--silent']);
}

if (!ensureChromium()) {
  console.error('  Starting anyway: everything works except the PDF reports, which answer 503.');
}

// The Workday simulator on a fixed loopback port, so the demo HR endpoint the server stores
// on first start (only when none is configured) keeps working across restarts.
// WORKDAY_SIMULATOR_PORT=0 leaves it off.
const simulatorPort = Number(process.env.WORKDAY_SIMULATOR_PORT ?? 3099);
const serverEnv = { ...process.env };
if (simulatorPort > 0) {
  const { startWorkdaySimulator } = await import('./workday-simulator/simulator.mjs');
  try {
    const simulator = await startWorkdaySimulator({ port: simulatorPort });
    serverEnv.WORKDAY_SIMULATOR_URL ??= simulator.url;
    console.log(`  Workday simulator (tenant ${simulator.tenant}) at ${simulator.url}`);
  } catch (error) {
    console.error(
      `  Workday simulator not started (${error.message}); the HR screens need an endpoint.`,
    );
  }
}

// Ctrl-C reaches the whole process group: the server stops itself and PostgreSQL, and we
// wait for it rather than dying first.
const server = spawn(process.execPath, ['server/dist/server/src/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (signal !== 'SIGINT') server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
