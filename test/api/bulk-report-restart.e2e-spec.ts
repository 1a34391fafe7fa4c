import * as opaque from '@serenity-kit/opaque';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '@server/bootstrap/ports';
import {
  requireBuiltServer,
  ROOT,
  SERVER_MAIN,
  spawnNode,
  Spawned,
  waitUntil,
} from '../support/processes';

const PASSWORD = 'Restart-Admin-2025!';

/** A bulk report started on one server process finishes on the next one after a kill. */
describe('bulk PDA report across a restart', () => {
  let dataDir: string;
  let port: number;
  const servers: Spawned[] = [];

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
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start();
    await second.waitForOutput(/Press Ctrl-C to stop/, 120_000);
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
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 400_000);
});
