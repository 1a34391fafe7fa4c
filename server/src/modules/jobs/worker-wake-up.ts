import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

// Where a transaction's query runner keeps the jobs it queued, until it commits.
const QUEUED_JOBS = 'jobs.queuedInTransaction';

type Held = Record<string, Set<string> | undefined>;

/**
 * Starts this instance's worker of a job as soon as a run of it can be claimed, instead of at
 * its next poll (every 0.5 s, pg-boss's shortest): a regrade is on screen that much sooner
 * (issue 30's "within a second", decision 0036). A run queued in a writer's transaction can
 * only be claimed once that transaction commits, so the wake-up waits for the commit (the
 * query runner's own after-commit event; a savepoint's release is not the commit). Other
 * instances still find the run at their next poll.
 */
export class WorkerWakeUp {
  private readonly workers = new Map<string, string>();

  constructor(
    dataSource: DataSource,
    private readonly notify: (workerId: string) => void,
  ) {
    dataSource.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => {
        if (!queryRunner.isTransactionActive) this.wakeHeld(queryRunner);
      },
      afterTransactionRollback: ({ queryRunner }) => {
        if (!queryRunner.isTransactionActive) delete (queryRunner.data as Held)[QUEUED_JOBS];
      },
    });
  }

  /** The pg-boss worker that runs `job` on this instance. */
  track(job: string, workerId: string): void {
    this.workers.set(job, workerId);
  }

  /** A run of `job` was queued with `manager`: wake its worker now, or when that commits. */
  queued(job: string, manager: EntityManager): void {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return this.wake(job);
    const held = runner.data as Held;
    (held[QUEUED_JOBS] ??= new Set()).add(job);
  }

  private wakeHeld(runner: QueryRunner): void {
    const held = runner.data as Held;
    const jobs = held[QUEUED_JOBS];
    delete held[QUEUED_JOBS];
    for (const job of jobs ?? []) this.wake(job);
  }

  private wake(job: string): void {
    const worker = this.workers.get(job);
    if (worker) this.notify(worker);
  }
}
