import { join } from 'node:path';
import { Client } from 'pg';
import { requireBuiltServer, ROOT, spawnNode, Spawned, waitUntil } from '../support/processes';
import { createTestDatabase, TestDatabase } from '../support/test-database';

const WORKER = join(ROOT, 'test/api/fixtures/job-worker.mjs');

describe('a job interrupted by a restart', () => {
  let database: TestDatabase;
  let db: Client;
  const workers: Spawned[] = [];

  async function runRow(runId: string) {
    const { rows } = await db.query(
      `SELECT status, current_step AS "currentStep", status_message AS "statusMessage", attempts
         FROM job_runs WHERE quartz_job_uuid = $1`,
      [runId],
    );
    return rows[0];
  }

  function startWorker(...args: string[]) {
    // The app's role: a queue made at run time is made without the right to create tables.
    const worker = spawnNode(WORKER, args, { DATABASE_URL: database.url });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    requireBuiltServer();
    database = await createTestDatabase();
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      await worker.exited;
    }
  });

  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  async function interruptAndResume(signal: NodeJS.Signals) {
    const first = startWorker('--enqueue');
    const [, runId] = await first.waitForOutput(/RUN ([0-9a-f-]{36})/);
    await waitUntil(
      async () => ((await runRow(runId)).currentStep >= 2 ? true : undefined),
      30000,
      'step 2',
    );
    first.child.kill(signal);
    await first.exited;
    const interrupted = await runRow(runId);
    expect(interrupted.currentStep).toBeLessThan(6);

    const second = startWorker();
    const done = await waitUntil(
      async () => {
        const row = await runRow(runId);
        return row.status === 'COMPLETED' ? row : undefined;
      },
      45000,
      'the resumed run to complete',
    );
    expect(done).toMatchObject({
      currentStep: 6,
      statusMessage: 'Step 6 of 6 (attempt 2)',
      attempts: 2,
    });
    const [, resumedFrom] = second.output().match(/STARTED attempt=2 resumeFrom=(\d+)/) ?? [];
    expect(Number(resumedFrom)).toBeGreaterThanOrEqual(2);
  }

  it('completes after the process is killed outright (SIGKILL)', async () => {
    await interruptAndResume('SIGKILL');
  });

  it('completes after an orderly stop (SIGTERM)', async () => {
    await interruptAndResume('SIGTERM');
  });
});
