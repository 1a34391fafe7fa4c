import { bigintAsNumber } from '@server/common/db/base-columns';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const JOB_RUN_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/**
 * Our record of one job: pg-boss moves the work, this row carries what people see
 * (progress, message, output file) and survives pg-boss's own archiving.
 */
@Entity('job_runs')
export class JobRun {
  @PrimaryColumn('uuid')
  quartzJobUuid: string;

  @Index()
  @Column({ type: 'varchar', length: 100 })
  jobName: string;

  @Index()
  @Column({ type: 'enum', enum: JOB_RUN_STATUSES, enumName: 'job_run_status', default: 'QUEUED' })
  status: JobRunStatus;

  @Column({ type: 'int', default: 0 })
  currentStep: number;

  @Column({ type: 'int', default: 0 })
  totalSteps: number;

  @Column({ type: 'text', default: '' })
  statusMessage: string;

  @Column({ type: 'text', nullable: true })
  outputFile: string | null;

  /** The output file's size when it was written (a backup's archive may be on one instance). */
  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  outputBytes: number | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data: Record<string, unknown>;

  /** The pg-boss job currently carrying this run; an older one that wakes up is ignored. */
  @Column({ type: 'uuid', nullable: true })
  bossJobId: string | null;

  /** The app instance running it, so a run orphaned by a crash can be resumed. */
  @Column({ type: 'uuid', nullable: true })
  instanceId: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'uuid', nullable: true })
  createdByUserUuid: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
