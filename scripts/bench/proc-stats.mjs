// What the benchmarks read of processes from Linux's /proc: memory and CPU ticks of the server
// and of every PostgreSQL backend. Re-exported by lib.mjs.
import { readFileSync } from 'node:fs';

/** A process's resident memory in MB; NaN once it is gone (a restart's old server). */
export const rssMb = (pid) => {
  const status = (() => {
    try {
      return readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return '';
    }
  })();
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
};

/** CPU ticks (user + system, 1/100 s) a process has used, 0 once it is gone. */
export function ticksOf(pid) {
  try {
    // Fields after the command (which may hold spaces), from the state on: utime, stime are 14, 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Ticks of every PostgreSQL process of the cluster (backends and background), by pid. */
export async function postgresTicks(stats) {
  const { rows } = await stats.query('SELECT pid FROM pg_stat_activity');
  return new Map(rows.map(({ pid }) => [pid, ticksOf(pid)]));
}

/** CPU ms the cluster used between two postgresTicks (a process started since counts from 0). */
export function postgresMs(before, after) {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks * 10;
}
