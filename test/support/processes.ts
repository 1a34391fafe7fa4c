import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const SERVER_MAIN = join(ROOT, 'server/dist/server/src/main.js');

export function requireBuiltServer(): void {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run npm run build before the API tests`);
  }
}

export interface Spawned {
  child: ChildProcess;
  output: () => string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts a node script with a clean environment plus `env`, collecting stdout and stderr; on
 * this Node unless `options.node` names another binary.
 */
export function spawnNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  options: { detached?: boolean; node?: string } = {},
): Spawned {
  const child = spawn(options.node ?? process.execPath, [script, ...args], {
    cwd: ROOT,
    detached: options.detached, // its own process group, to be signalled as a whole
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => text,
    exited,
    waitForOutput: async (pattern, timeoutMs = 60000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = text.match(pattern);
        if (match) return match;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`Output never matched ${pattern}; got:\n${text}`);
        }
        await new Promise((done) => setTimeout(done, 50));
      }
    },
  };
}

export async function waitUntil<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Command lines of running PostgreSQL servers whose data folder is `cluster`. */
export function postgresProcessesOf(cluster: string): string[] {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('bin/postgres') && line.includes(cluster));
}
