import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '@server/common/process-alive';

/**
 * Each browser the portal starts gets its own profile under DATA_DIR/chromium, named after the
 * process that owns it: `<owner pid>-<uuid>`. The profile flag on the browser's command line is
 * how a later start recognises a browser of this DATA_DIR whose owner is gone.
 */
export function profilesDir(dataDir: string): string {
  return join(dataDir, 'chromium');
}

export function newProfileDir(dataDir: string, ownerPid = process.pid): string {
  return join(profilesDir(dataDir), `${ownerPid}-${randomUUID()}`);
}

export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** R, S, D, Z (exited, not yet reaped by its parent), ... */
  state: string;
  args: string[];
}

/** Every process Linux shows in /proc (none elsewhere: the sweep is then a no-op). */
export function listProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      return [{ pid: Number(name), ppid: Number(ppid), state, args }];
    } catch {
      return []; // gone meanwhile, or not ours to read
    }
  });
}

/**
 * Kills the browsers of this DATA_DIR whose owner is no longer their parent (the owner was
 * killed outright and the browser reparented), with their helper processes, and removes the
 * profiles of owners that are gone. Browsers of a live instance on the same DATA_DIR are still
 * its children and stay. Answers the pids it killed.
 */
export function reapStrayChromium(dataDir: string): number[] {
  const flag = `--user-data-dir=${profilesDir(dataDir)}/`;
  const processes = listProcesses();
  const strays = new Set<number>();
  for (const proc of processes) {
    const profile = proc.args.find((arg) => arg.startsWith(flag));
    // Helpers (--type=renderer, zygote, gpu) are children of their browser, not of the owner.
    if (!profile || proc.args.some((arg) => arg.startsWith('--type='))) continue;
    const owner = Number(profile.slice(flag.length).split('-')[0]);
    if (proc.ppid !== owner) strays.add(proc.pid);
  }
  // Their helpers too: everything below a stray.
  for (let grew = strays.size > 0; grew;) {
    grew = false;
    for (const proc of processes) {
      if (strays.has(proc.ppid) && !strays.has(proc.pid)) {
        strays.add(proc.pid);
        grew = true;
      }
    }
  }
  const killed = [...strays].filter((pid) => {
    try {
      process.kill(pid, 'SIGKILL');
      return true;
    } catch {
      return false;
    }
  });
  let profiles: string[] = [];
  try {
    profiles = readdirSync(profilesDir(dataDir));
  } catch {
    // No browser was ever started here.
  }
  for (const name of profiles) {
    const owner = Number(name.split('-')[0]);
    if (!owner || !isRunning(owner)) {
      rmSync(join(profilesDir(dataDir), name), { recursive: true, force: true });
    }
  }
  return killed;
}
