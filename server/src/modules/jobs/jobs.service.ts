import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import PgBoss from 'pg-boss';
import { createQueue } from './boss-queues';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, DATABASE_URL } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { MetricsService } from '@server/modules/metrics/metrics.service';
import { AppInstancesRepository } from './app-instances.repository';
import { LimitReached } from '@server/common/limit-reached';
import { JobFailure, type EnqueueOptions, type JobHandler } from './job-handler';
import { JobRunsRepository } from './job-runs.repository';
import { JobRun } from './entities/job-run.entity';
import { JOBS_SCHEMA } from './job-schema';
import { WorkerWakeUp } from './worker-wake-up';
import { registerQueueGauges } from './job-queue-gauges';

export { JOBS_SCHEMA };
const RETRY_LIMIT = 3;
const HEARTBEAT_MS = 5000;
/** Retry-After for a user at their limit of a job never run before. */
const FIRST_RUN_GUESS_SECONDS = 30;

interface BossPayload {
  runId: string;
}

/** pg-boss's statements on the caller's transaction, so a run exists only if it commits. */
const inTransaction = (manager: EntityManager) => ({
  db: {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await manager.query(text, values),
    }),
  },
});

/**
 * Durable background work on pg-boss. Modules register handlers by name and enqueue runs
 * inside their own transaction; progress lives in job_runs. A run whose instance died is
 * resumed by a live instance once that instance's heartbeat is stale.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly instanceId = randomUUID();
  private readonly logger = new Logger(JobsService.name);
  // Each handler knows its own data shape; the map holds them as taking stored JSON.
  private readonly handlers = new Map<string, JobHandler>();
  private boss?: PgBoss;
  private started = false;
  private heartbeatTimer?: NodeJS.Timeout;
  private readonly wakeUp: WorkerWakeUp;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runs: JobRunsRepository,
    private readonly instances: AppInstancesRepository,
    private readonly metrics: MetricsService,
  ) {
    this.wakeUp = new WorkerWakeUp(dataSource, (worker) => this.boss?.notifyWorker(worker));
    registerQueueGauges(metrics, runs, () => this.handlers.keys());
  }

  /** Modules call this from onModuleInit; a late registration starts its worker at once. */
  async register<TData>(name: string, handler: JobHandler<TData>): Promise<void> {
    if (this.handlers.has(name)) throw new Error(`Job ${name} is registered twice`);
    this.handlers.set(name, handler as unknown as JobHandler);
    if (this.started) {
      await this.startWorker(name);
      await this.resumeOrphanedRuns();
    }
  }

  /** This instance as app_instances records it, for screens that show one instance's state. */
  get instanceLabel(): string {
    return `${hostname()}, pid ${process.pid}, instance ${this.instanceId.slice(0, 8)}`;
  }

  get isRunning(): boolean {
    return this.started;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.boss = new PgBoss({
      connectionString: this.databaseUrl,
      schema: JOBS_SCHEMA,
      // Installed and upgraded by the schema owner at start (installJobSchema, decision 0032).
      migrate: false,
      max: 4,
      application_name: 'placement-portal-jobs',
    });
    this.boss.on('error', (error) => this.logger.error(`Job engine error: ${error.message}`));
    await this.boss.start();
    await this.instances.register(this.instanceId);
    this.started = true;
    for (const name of this.handlers.keys()) await this.startWorker(name);
    this.heartbeatTimer = setInterval(() => void this.tick(), HEARTBEAT_MS);
    this.heartbeatTimer.unref();
    await this.resumeOrphanedRuns();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.boss) return;
    clearInterval(this.heartbeatTimer);
    this.started = false;
    await this.boss
      .stop({ graceful: true, timeout: 3000, wait: true, close: true })
      .catch(() => undefined);
    // Unfinished runs of ours become orphans now and are resumed by the next live instance.
    await this.instances.remove(this.instanceId).catch(() => undefined);
    this.boss = undefined;
  }

  /** Queues a run and answers its quartzJobUuid. */
  async enqueue(
    name: string,
    data: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    if (!this.handlers.has(name)) throw new Error(`No job named ${name} is registered`);
    const runId = randomUUID();
    const work = async (manager: EntityManager) => {
      await this.assertUnderLimit(manager, name, options);
      await this.runs.insertQueued(
        {
          quartzJobUuid: runId,
          jobName: name,
          data,
          statusMessage: options.statusMessage ?? 'Queued',
          createdByUserUuid: options.createdByUserUuid ?? null,
        },
        manager,
      );
      await this.sendToBoss(manager, name, runId);
    };
    if (options.manager) await work(options.manager);
    else await this.dataSource.transaction(work);
    return runId;
  }

  /**
   * Queues a run unless a run of the same job and `key` is still waiting to start: that run
   * takes this one's data too (`merge`), so a burst of writes makes one run. The waiting run is
   * locked until the caller's transaction ends, so it cannot start before the write it now
   * carries is committed (its claim waits, then reads the merged data).
   */
  async enqueueCoalesced<TData extends object>(
    name: string,
    key: string,
    data: TData,
    merge: (queued: TData, next: TData) => TData,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const work = async (manager: EntityManager) => {
      const queued = await this.runs.lockQueued(name, key, manager);
      if (!queued)
        return this.enqueue(name, { ...data, coalesceKey: key }, { ...options, manager });
      const merged = { ...merge(queued.data as TData, data), coalesceKey: key };
      await this.runs.replaceData(queued.quartzJobUuid, merged, manager);
      return queued.quartzJobUuid;
    };
    return options.manager ? work(options.manager) : this.dataSource.transaction(work);
  }

  /** Deletes nothing itself: answers the files of runs finished over `days` ago, now forgotten. */
  expireOutputs(name: string, days: number, statusMessage: string): Promise<string[]> {
    return this.runs.expireOutputs(name, days, statusMessage);
  }

  private async assertUnderLimit(
    manager: EntityManager,
    name: string,
    { perUserLimit, createdByUserUuid }: EnqueueOptions,
  ): Promise<void> {
    if (perUserLimit === undefined || !createdByUserUuid) return;
    const held = await this.runs.lockAndCountUnfinished(manager, name, createdByUserUuid);
    if (held < perUserLimit) return;
    const recent = await this.runs.recentSeconds(name, manager);
    throw new LimitReached(held, Math.max(1, Math.ceil(recent ?? FIRST_RUN_GUESS_SECONDS)));
  }

  findRun(runId: string): Promise<JobRun | null> {
    return this.runs.findById(runId);
  }

  /** The latest runs of these jobs, newest first (the scheduler's run history). */
  latestRuns(jobNames: string[], limit: number): Promise<JobRun[]> {
    return this.runs.findLatestOf(jobNames, limit);
  }

  private async sendToBoss(manager: EntityManager, name: string, runId: string): Promise<void> {
    const boss = this.requireBoss();
    const bossJobId = await boss.send(name, { runId } satisfies BossPayload, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      expireInHours: 4,
      ...inTransaction(manager),
    });
    if (!bossJobId) throw new Error(`pg-boss refused job ${name}`);
    await this.runs.attachBossJob(runId, bossJobId, manager);
    this.wakeUp.queued(name, manager);
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('The job engine is not running');
    return this.boss;
  }

  private async startWorker(name: string): Promise<void> {
    const boss = this.requireBoss();
    await createQueue(boss, name);
    const worker = await boss.work<BossPayload>(
      name,
      { batchSize: 1, pollingIntervalSeconds: this.config.jobPollMs / 1000 },
      async ([job]) => this.execute(name, job.id, job.data.runId),
    );
    this.wakeUp.track(name, worker);
  }

  private async execute(name: string, bossJobId: string, runId: string): Promise<void> {
    const run = await this.runs.claim(runId, bossJobId, this.instanceId);
    if (!run) return; // finished already, or superseded by a resumed copy
    const handler = this.handlers.get(name)!;
    const started = performance.now();
    const took = () => (performance.now() - started) / 1000;
    try {
      await handler({
        runId,
        data: run.data,
        resumeFromStep: run.currentStep,
        attempt: run.attempts,
        progress: (step, total, message) => this.runs.reportProgress(runId, step, total, message),
        setOutputFile: (path, bytes) => this.runs.setOutputFile(runId, path, bytes),
      });
      await this.runs.finish(runId, 'COMPLETED');
      this.metrics.observeJob(name, 'completed', took());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!this.started) return; // interrupted by shutdown: resumed by the next instance
      if (error instanceof JobFailure || run.attempts > RETRY_LIMIT) {
        await this.runs.finish(runId, 'FAILED', `Failed: ${message}`);
        this.metrics.observeJob(name, 'failed', took());
        return;
      }
      await this.runs.requeue(runId, `Retrying after: ${message}`);
      this.metrics.observeJob(name, 'retried', took());
      throw error;
    }
  }

  private async tick(): Promise<void> {
    try {
      await this.instances.heartbeat(this.instanceId);
      await this.resumeOrphanedRuns();
    } catch (error) {
      this.logger.warn(`Job heartbeat failed: ${(error as Error).message}`);
    }
  }

  /** Gives every run of a dead instance a fresh pg-boss job; the old one is cancelled. */
  private async resumeOrphanedRuns(): Promise<void> {
    const resumed = await this.dataSource.transaction(async (manager) => {
      const orphans = await this.runs.findOrphaned(manager, this.config.jobStaleSeconds);
      for (const orphan of orphans) {
        if (!this.handlers.has(orphan.jobName)) continue;
        await this.runs.markResumed(manager, orphan.quartzJobUuid);
        if (orphan.bossJobId) {
          await this.requireBoss()
            .cancel(orphan.jobName, orphan.bossJobId, inTransaction(manager))
            .catch(() => undefined);
        }
        await this.sendToBoss(manager, orphan.jobName, orphan.quartzJobUuid);
      }
      return orphans.length;
    });
    if (resumed > 0) this.logger.log(`Resumed ${resumed} interrupted job run(s)`);
    await this.instances.removeLongSilent();
  }
}
