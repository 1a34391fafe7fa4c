import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm';
import { JobRun } from './entities/job-run.entity';

/** SQL for job_runs, named for what each step of a run's life does. */
@Injectable()
export class JobRunsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(JobRun);
  }

  async insertQueued(run: Partial<JobRun>, manager?: EntityManager): Promise<void> {
    await this.repo(manager).insert({ ...run, status: 'QUEUED' } as QueryDeepPartialEntity<JobRun>);
  }

  /**
   * The user's queued or running runs of a job, counted under a lock on (job, user) that the
   * transaction holds until it ends: two requests at once cannot both take the last place.
   */
  async lockAndCountUnfinished(
    manager: EntityManager,
    jobName: string,
    userUuid: string,
  ): Promise<number> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `job_runs:${jobName}:${userUuid}`,
    ]);
    const [{ held }]: { held: number }[] = await manager.query(
      `SELECT count(*)::int AS held FROM job_runs
        WHERE job_name = $1 AND created_by_user_uuid = $2 AND status IN ('QUEUED', 'RUNNING')`,
      [jobName, userUuid],
    );
    return held;
  }

  /** Per job, its runs waiting to start and how long the oldest has waited (the metrics). */
  async queued(): Promise<{ jobName: string; depth: number; oldestSeconds: number }[]> {
    return this.dataSource.query(
      `SELECT job_name AS "jobName", count(*)::int AS depth,
              EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS "oldestSeconds"
         FROM job_runs WHERE status = 'QUEUED' GROUP BY job_name`,
    );
  }

  /** Seconds the job's last ten finished runs took from queued to done, on average (null: none). */
  async recentSeconds(jobName: string, manager?: EntityManager): Promise<number | null> {
    const [{ seconds }]: { seconds: number | null }[] = await (
      manager ?? this.dataSource.manager
    ).query(
      `SELECT avg(EXTRACT(EPOCH FROM finished_at - created_at))::float8 AS seconds
         FROM (SELECT finished_at, created_at FROM job_runs
                WHERE job_name = $1 AND finished_at IS NOT NULL
                ORDER BY finished_at DESC LIMIT 10) recent`,
      [jobName],
    );
    return seconds;
  }

  /**
   * Forgets the output files of the job's runs finished more than `days` ago (the message says
   * so on the run) and answers those files, for the caller to delete.
   */
  async expireOutputs(jobName: string, days: number, statusMessage: string): Promise<string[]> {
    const [rows]: [{ file: string }[], number] = await this.dataSource.query(
      `UPDATE job_runs r SET output_file = NULL, status_message = $3, updated_at = now()
         FROM (SELECT quartz_job_uuid, output_file FROM job_runs
                WHERE job_name = $1 AND output_file IS NOT NULL
                  AND finished_at < now() - make_interval(days => $2)
                FOR UPDATE) old
        WHERE r.quartz_job_uuid = old.quartz_job_uuid
        RETURNING old.output_file AS file`,
      [jobName, days, statusMessage],
    );
    return rows.map((row) => row.file);
  }

  async attachBossJob(runId: string, bossJobId: string, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update(runId, { bossJobId });
  }

  /** The oldest run of the job with this coalescing key not started yet, locked. */
  async lockQueued(
    jobName: string,
    key: string,
    manager: EntityManager,
  ): Promise<Pick<JobRun, 'quartzJobUuid' | 'data'> | null> {
    const [row] = await manager.query(
      `SELECT quartz_job_uuid AS "quartzJobUuid", data FROM job_runs
        WHERE status = 'QUEUED' AND job_name = $1 AND data->>'coalesceKey' = $2
        ORDER BY created_at LIMIT 1 FOR UPDATE`,
      [jobName, key],
    );
    return row ?? null;
  }

  async replaceData(runId: string, data: Record<string, unknown>, manager: EntityManager) {
    await manager.query(
      `UPDATE job_runs SET data = $2, updated_at = now() WHERE quartz_job_uuid = $1`,
      [runId, JSON.stringify(data)],
    );
  }

  findById(runId: string): Promise<JobRun | null> {
    return this.repo().findOneBy({ quartzJobUuid: runId });
  }

  findLatestOf(jobNames: string[], limit: number): Promise<JobRun[]> {
    return this.repo().find({
      where: { jobName: In(jobNames) },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  /** Takes the run for this instance unless it is finished or carried by another pg-boss job. */
  async claim(runId: string, bossJobId: string, instanceId: string): Promise<JobRun | null> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, rowCount].
    const [rows]: [JobRun[], number] = await this.dataSource.query(
      `UPDATE job_runs SET status = 'RUNNING', instance_id = $3, attempts = attempts + 1,
              started_at = COALESCE(started_at, now()), updated_at = now()
        WHERE quartz_job_uuid = $1 AND boss_job_id = $2 AND status IN ('QUEUED', 'RUNNING')
        RETURNING quartz_job_uuid AS "quartzJobUuid", current_step AS "currentStep",
                  total_steps AS "totalSteps", data, attempts`,
      [runId, bossJobId, instanceId],
    );
    return rows[0] ?? null;
  }

  async reportProgress(
    runId: string,
    currentStep: number,
    totalSteps: number,
    statusMessage: string,
  ) {
    await this.repo().update(runId, { currentStep, totalSteps, statusMessage });
  }

  async setOutputFile(runId: string, outputFile: string, outputBytes?: number) {
    await this.repo().update(runId, { outputFile, outputBytes: outputBytes ?? null });
  }

  async finish(runId: string, status: 'COMPLETED' | 'FAILED', statusMessage?: string) {
    await this.repo().update(runId, {
      status,
      finishedAt: new Date(),
      instanceId: null,
      ...(statusMessage === undefined ? {} : { statusMessage }),
    });
  }

  /** Back to the queue after a failed attempt that pg-boss will retry. */
  async requeue(runId: string, statusMessage: string) {
    await this.repo().update(runId, { status: 'QUEUED', instanceId: null, statusMessage });
  }

  /**
   * Runs whose instance stopped reporting: locked so that one instance alone resumes each.
   * Must run inside a transaction (manager).
   */
  findOrphaned(manager: EntityManager, staleSeconds: number): Promise<JobRun[]> {
    return manager.query(
      `SELECT r.quartz_job_uuid AS "quartzJobUuid", r.job_name AS "jobName", r.data,
              r.boss_job_id AS "bossJobId"
         FROM job_runs r
        WHERE r.status = 'RUNNING'
          AND NOT EXISTS (SELECT 1 FROM app_instances i
                           WHERE i.instance_id = r.instance_id
                             AND i.heartbeat_at > now() - make_interval(secs => $1))
        FOR UPDATE OF r SKIP LOCKED`,
      [staleSeconds],
    );
  }

  async markResumed(manager: EntityManager, runId: string): Promise<void> {
    await manager.getRepository(JobRun).update(runId, {
      status: 'QUEUED',
      instanceId: null,
      statusMessage: 'Resuming after an interrupted run',
    });
  }
}
