import * as opaque from '@serenity-kit/opaque';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '@server/bootstrap/ports';
import { resolveChromePath } from '@server/modules/pdf/chrome-path';
import { listProcesses, newProfileDir, profilesDir } from '@server/modules/pdf/chromium-strays';
import {
  requireBuiltServer,
  ROOT,
  SERVER_MAIN,
  spawnNode,
  Spawned,
  waitUntil,
} from '../support/processes';

const PASSWORD = 'Restart-Admin-2025!';

/** The Chromium processes below `pid` (the browser and its helpers; not PostgreSQL). */
function chromiumBelow(pid: number): number[] {
  const processes = listProcesses();
  const found = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const proc of processes) {
      if (found.has(proc.ppid) && !found.has(proc.pid)) {
        found.add(proc.pid);
        grew = true;
      }
    }
  }
  return processes
    .filter((proc) => proc.pid !== pid && found.has(proc.pid) && /chrom/i.test(proc.args[0]))
    .map((proc) => proc.pid);
}

/** Live (not zombie) processes among `pids`. */
function stillRunning(pids: number[]): number[] {
  return listProcesses()
    .filter((proc) => pids.includes(proc.pid) && proc.state !== 'Z')
    .map((proc) => proc.pid);
}

/**
 * A bulk report started on one server process finishes on the next one after a kill, and the
 * killed server's Chromium does not outlive it.
 */
describe('bulk PDA report across a restart', () => {
  let dataDir: string;
  let port: number;
  const servers: Spawned[] = [];
  let stray: ChildProcess | undefined;

  const start = () => {
    const server = spawnNode(SERVER_MAIN, [], {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      JOB_STALE_SECONDS: '3',
    });
    servers.push(server);
    return server;
  };

  beforeAll(() => {
    requireBuiltServer();
    dataDir = mkdtempSync(join(ROOT, '.test-data', 'bulk-restart-'));
    chmodSync(dataDir, 0o755);
  });

  afterAll(async () => {
    stray?.kill('SIGKILL');
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives SIGKILL mid-report and serves one merged PDF afterwards', async () => {
    port = await findFreePort();
    const first = start();
    await first.waitForOutput(/Press Ctrl-C to stop/, 120_000);
    const base = `http://127.0.0.1:${port}/api/v1`;
    let session: { jwt: string; sessionId: string };
    const call = async (path: string) => {
      const res = await fetch(`${base}/${path}`, {
        headers: {
          'X-Anti-Forgery': randomBytes(16).toString('hex'),
          ...(session
            ? { Authorization: `Bearer ${session.jwt}`, 'X-Session-Id': session.sessionId }
            : {}),
        },
      });
      return {
        status: res.status,
        body: res.headers.get('content-type')?.includes('json')
          ? await res.json()
          : await res.arrayBuffer(),
      };
    };
    const signIn = async () => {
      await opaque.ready;
      const { clientLoginState, startLoginRequest } = opaque.client.startLogin({
        password: PASSWORD,
      });
      const step1 = await call(`public/request-credentials-v2/admin/${startLoginRequest}`);
      const { finishLoginRequest } = opaque.client.finishLogin({
        clientLoginState,
        loginResponse: step1.body.response,
        password: PASSWORD,
      })!;
      session = (await call(`public/authorize-v2/admin/${finishLoginRequest}`)).body;
    };
    await signIn();
    const levels = (await call('secure/levels')).body as {
      levelUuid: string;
      description: string;
    }[];
    const processLevel = levels.find((l) => l.description === 'Production Process')!.levelUuid;
    const tenant = (await call('secure/nodes/00000000-0000-0000-0000-000000000000')).body;
    const client = tenant.collTreeNodes[0].nodeUuid;
    const job = (await call(`secure/bulkPDA/${client}/${processLevel}`)).body
      .quartzJobUuid as string;
    await waitUntil(
      async () => {
        const status = (await call(`secure/bulkPDA/${job}/status`)).body;
        return status.status === 'RUNNING' && status.currentStep > 0 ? status : undefined;
      },
      60_000,
      'the report to be under way',
    );
    // A node report leaves the browser running in the pool, as it is between jobs.
    expect((await call(`secure/nodes/${client}/pdf`)).status).toBe(200);
    const chromium = chromiumBelow(first.child.pid!);
    expect(chromium.length).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    // Chromium exits with the process that launched it (the test times out otherwise).
    await waitUntil(
      async () => (stillRunning(chromium).length === 0 ? true : undefined),
      30_000,
      `the killed server's Chromium (${chromium.join(', ')}) to exit`,
    );
    // A browser of this DATA_DIR that did outlive its owner (launched here as one would have
    // been by the killed server) is stopped when the next server starts.
    stray = spawn(
      resolveChromePath(undefined),
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        `--user-data-dir=${newProfileDir(dataDir, first.child.pid!)}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    await waitUntil(
      async () =>
        existsSync(profilesDir(dataDir)) && readdirSync(profilesDir(dataDir)).length
          ? true
          : undefined,
      30_000,
      'the stray Chromium to create its profile',
    );

    const second = start();
    await second.waitForOutput(/Press Ctrl-C to stop/, 120_000);
    await waitUntil(
      async () => (stray!.exitCode !== null || stray!.signalCode !== null ? true : undefined),
      10_000,
      'the next server to stop the stray Chromium',
    );
    const done = await waitUntil(
      async () => {
        const status = (await call(`secure/bulkPDA/${job}/status`)).body;
        return status.status === 'COMPLETED' ? status : undefined;
      },
      180_000,
      'the resumed report to complete',
    );
    expect(done.currentStep).toBe(done.totalSteps);
    const pdf = await call(`secure/bulkPDA/${job}/download`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(pdf.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const secondChromium = chromiumBelow(second.child.pid!);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(stillRunning(secondChromium)).toEqual([]);
    // Profiles go with their browsers: the stray's was removed at start, the second's on close.
    expect(readdirSync(profilesDir(dataDir))).toEqual([]);
  }, 400_000);
});
