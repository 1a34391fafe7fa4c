// npm start: install what is missing, build what is stale, then run the server (which starts
// the embedded PostgreSQL, migrates, seeds an empty database and serves /app and /api) under
// a supervisor that restarts it if it crashes (scripts/lib/supervisor.mjs).
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureNode } from './lib/ensure-node.mjs';
import { dependenciesCurrent, isStale, recordDependencies } from './lib/freshness.mjs';
import { run, seconds } from './lib/run.mjs';
import { serverBuildStale } from './lib/server-dist.mjs';
import { superviseServer } from './lib/supervisor.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// On an older Node, the rest runs under Node 24 from the npm registry (decision 0037).
await ensureNode();
console.log(`> Node ${process.version}`);

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
if (serverBuildStale()) {
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
// WORKDAY_SIMULATOR_PORT=0 leaves it off. A second instance on this machine finds the port
// taken: it uses the simulator running there, or starts without one (not on another port,
// which its stored endpoint would not find after a restart).
const simulatorPort = Number(process.env.WORKDAY_SIMULATOR_PORT ?? 3099);
// Production unless told otherwise; npm run dev is the development mode.
const serverEnv = { NODE_ENV: 'production', ...process.env };
if (simulatorPort > 0) {
  const { isDemoWorkdaySimulator, startWorkdaySimulator } =
    await import('./workday-simulator/simulator.mjs');
  const url = `http://127.0.0.1:${simulatorPort}`;
  try {
    const simulator = await startWorkdaySimulator({ port: simulatorPort });
    serverEnv.WORKDAY_SIMULATOR_URL ??= simulator.url;
    console.log(`  Workday simulator (tenant ${simulator.tenant}) at ${simulator.url}`);
  } catch (error) {
    if (error.code === 'EADDRINUSE' && (await isDemoWorkdaySimulator(url))) {
      serverEnv.WORKDAY_SIMULATOR_URL ??= url;
      console.log(`  Workday simulator: using the one already running at ${url}`);
    } else {
      const why =
        error.code === 'EADDRINUSE'
          ? `port ${simulatorPort} is taken by another program; set WORKDAY_SIMULATOR_PORT`
          : error.message;
      console.error(`  Workday simulator not started (${why}); the HR screens need an endpoint.`);
    }
  }
}

superviseServer(root, serverEnv);
