import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JOBS_SCHEMA, JobsService } from '@server/modules/jobs/jobs.service';
import { ComponentHealthDto, HealthDto } from './dto/platform.dto';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, jobs] = await Promise.all([this.checkDatabase(), this.checkJobs()]);
    return {
      status: database.status === 'up' && jobs.status === 'up' ? 'ok' : 'down',
      database,
      jobs,
    };
  }

  private async checkDatabase(): Promise<ComponentHealthDto> {
    const started = Date.now();
    try {
      await withTimeout(this.dataSource.query('SELECT 1'));
      return { status: 'up', latencyMs: Date.now() - started };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }

  /** Up when the engine runs here and its schema answers. */
  private async checkJobs(): Promise<ComponentHealthDto> {
    if (!this.jobs.isRunning) return { status: 'down', error: 'job engine stopped' };
    try {
      await withTimeout(this.dataSource.query(`SELECT version FROM ${JOBS_SCHEMA}.version`));
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }
}
