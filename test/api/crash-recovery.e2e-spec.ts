import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { postgresProcessesOf, waitUntil } from '../support/processes';
import {
  dataDir,
  port,
  start,
  foreignPort,
  postmaster,
  query,
  serverPid,
  api,
  startStreams,
  expectKept,
  healthy,
  useCrashRecoveryApp,
} from './crash-recovery-context';

describe('npm start after kill -9 (supervisor, embedded PostgreSQL, acknowledged writes)', () => {
  useCrashRecoveryApp();

  it('starts with the simulator port taken by another program, saying so in one line, as production', () => {
    const lines = start.output().split('\n');
    expect(lines.filter((line) => line.includes('Workday simulator'))).toEqual([
      `  Workday simulator not started (port ${foreignPort} is taken by another program; set WORKDAY_SIMULATOR_PORT); the HR screens need an endpoint.`,
    ]);
    const environ = readFileSync(`/proc/${serverPid()}/environ`, 'utf8').split('\0');
    expect(environ).toContain('NODE_ENV=production');
  });

  it('restarts PostgreSQL killed during writes: 503 with Retry-After meanwhile, every acknowledged write kept', async () => {
    const killedAt = new Date();
    const streams = startStreams('Pg kill');
    await Promise.all(streams.all.map((s) => s.acknowledgedMore(5, 10000)));
    const { pid } = postmaster();
    process.kill(pid, 'SIGKILL');
    await start.waitForOutput(/PostgreSQL restarted; connections resume/, 60000);
    await Promise.all(streams.all.map((s) => s.acknowledgedMore(5, 30000)));
    await Promise.all(streams.all.map((s) => s.stop()));

    // The server stayed up: every write answered, done or "retry later" (never 500 or 404).
    const refused = streams.all.flatMap((stream) => stream.answers).filter((a) => a.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(
      new Set(refused.map((a) => `${a.status} ${a.code} Retry-After: ${a.retryAfter}`)),
    ).toEqual(new Set(['503 DATABASE_UNAVAILABLE Retry-After: 5']));
    await expectKept(streams);
    expect(start.output()).toMatch(
      /PostgreSQL exited unexpectedly \(signal SIGKILL\); restarting it/,
    );
    expect(postmaster().pid).not.toBe(pid);
    // The LISTEN/NOTIFY bus and the job engine are back: a job queued now runs to the end.
    await start.waitForOutput(/Event listener reconnected/, 30000);
    expect((await api('GET', 'quartz/schedule/sessionReaper/5')).status).toBe(200);
    await waitUntil(
      async () => {
        const [run] = await query(
          `SELECT 1 FROM job_runs WHERE job_name = 'scheduler.session-reaper' AND status = 'COMPLETED' AND finished_at > $1`,
          [killedAt],
        );
        return run ? true : undefined;
      },
      30000,
      'a job run after the restart',
    );
  }, 120000);

  it('restarts the server killed during writes, with the same data and sessions', async () => {
    const streams = startStreams('Server kill');
    await Promise.all(streams.all.map((s) => s.acknowledgedMore(5, 10000)));
    const killed = serverPid();
    process.kill(killed, 'SIGKILL');
    await start.waitForOutput(
      /npm start: the server stopped unexpectedly \(signal SIGKILL\); restarting it in \d+ s/,
      10000,
    );
    await waitUntil(healthy, 60000, 'the restarted server');
    await Promise.all(streams.all.map((s) => s.acknowledgedMore(5, 30000)));
    await Promise.all(streams.all.map((s) => s.stop()));

    expect(serverPid()).not.toBe(killed);
    // Refused connections while it was down; the same session works after.
    const statuses = new Set(streams.all.flatMap((stream) => stream.answers.map((a) => a.status)));
    expect([...statuses].sort()).toEqual([0, 200]);
    await expectKept(streams);
  }, 120000);

  it('gives up after 5 crashes in a row: one line, exit 1, PostgreSQL stopped', async () => {
    const cluster = realpathSync(join(dataDir, 'pg'));
    expect(postgresProcessesOf(cluster)).not.toEqual([]);
    // From now on each start fails: the port it needs is taken.
    process.kill(serverPid(), 'SIGKILL');
    const blocker = createServer();
    await waitUntil(
      () =>
        new Promise<true | undefined>((done) => {
          blocker.once('error', () => done(undefined));
          blocker.listen(port, () => done(true));
        }),
      5000,
      'the server port to be free',
    );
    try {
      const { code } = await start.exited;
      expect(code).toBe(1);
      expect(start.output()).toMatch(
        /^npm start: the server crashed 5 times in a row, each within a minute of starting \(last: exit code 1\); PostgreSQL stopped, giving up\.$/m,
      );
      expect(postgresProcessesOf(cluster)).toEqual([]);
      expect(readdirSync(cluster)).not.toContain('postmaster.pid');
    } finally {
      blocker.close();
    }
  }, 120000);
});
