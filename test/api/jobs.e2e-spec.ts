import { DataSource } from 'typeorm';
import { JobRun } from '@server/modules/jobs/entities/job-run.entity';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { startTestApp, TestApp } from '../support/test-app';

async function waitForStatus(jobs: JobsService, runId: string, status: string, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await jobs.findRun(runId);
    if (run?.status === status) return run;
    if (Date.now() > deadline)
      throw new Error(`Run ${runId} is ${run?.status}, expected ${status}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe(JobsService.name, () => {
  let sut: TestApp;
  let jobs: JobsService;
  let dataSource: DataSource;
  const seen: string[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    sut = await startTestApp();
    jobs = sut.app.get(JobsService);
    dataSource = sut.app.get(DataSource);
    await jobs.register<{ label: string }>('test.steps', async (context) => {
      for (let step = 1; step <= 3; step++) {
        await context.progress(step, 3, `Step ${step} of 3 for ${context.data.label}`);
      }
      await context.setOutputFile(`/tmp/${context.data.label}.pdf`);
      seen.push(context.data.label);
    });
    await jobs.register('test.flaky', async () => {
      if (failuresLeft-- > 0) throw new Error('temporary failure');
    });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('runs a queued job and records its progress and output', async () => {
    const runId = await jobs.enqueue('test.steps', { label: 'report-1' });
    const run = await waitForStatus(jobs, runId, 'COMPLETED');
    expect(run).toMatchObject({
      jobName: 'test.steps',
      currentStep: 3,
      totalSteps: 3,
      statusMessage: 'Step 3 of 3 for report-1',
      outputFile: '/tmp/report-1.pdf',
      attempts: 1,
    });
    expect(run.finishedAt).toBeInstanceOf(Date);
    expect(seen).toContain('report-1');
  });

  it('does not create a job when the enqueuing transaction rolls back', async () => {
    let runId = '';
    await expect(
      dataSource.transaction(async (manager) => {
        runId = await jobs.enqueue('test.steps', { label: 'rolled-back' }, { manager });
        throw new Error('domain write failed');
      }),
    ).rejects.toThrow('domain write failed');
    expect(runId).not.toBe('');
    expect(await dataSource.getRepository(JobRun).countBy({ quartzJobUuid: runId })).toBe(0);
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM pgboss.job WHERE data->>'runId' = $1`,
      [runId],
    );
    expect(count).toBe(0);
  });

  it('creates the job when the enqueuing transaction commits', async () => {
    const runId = await dataSource.transaction((manager) =>
      jobs.enqueue('test.steps', { label: 'committed' }, { manager }),
    );
    await waitForStatus(jobs, runId, 'COMPLETED');
    expect(seen).toContain('committed');
  });

  it('retries a failing job and completes it', async () => {
    failuresLeft = 1;
    const runId = await jobs.enqueue('test.flaky', {});
    const run = await waitForStatus(jobs, runId, 'COMPLETED');
    expect(run.attempts).toBe(2);
  });

  it('marks a job FAILED once its retries are used up', async () => {
    failuresLeft = 100;
    const runId = await jobs.enqueue('test.flaky', {});
    const run = await waitForStatus(jobs, runId, 'FAILED', 30000);
    expect(run.statusMessage).toBe('Failed: temporary failure');
  });

  it('refuses to enqueue a job nobody handles', async () => {
    await expect(jobs.enqueue('no.such.job', {})).rejects.toThrow(
      'No job named no.such.job is registered',
    );
  });
});
