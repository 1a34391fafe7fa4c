import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export const TRIGGER_STATES = ['NORMAL', 'PAUSED'] as const;
export type TriggerState = (typeof TRIGGER_STATES)[number];

/**
 * One trigger: fire the job class every intervalSeconds, or at the times of a Quartz cron
 * expression in timeZone (exactly one of the two; decision 0053); next_fire_at is advanced by
 * the tick.
 */
@Entity('scheduler_triggers')
@Check(
  'CHK_scheduler_triggers_one_schedule',
  `("interval_seconds" IS NULL) <> ("cron_expression" IS NULL)`,
)
export class SchedulerTrigger {
  @PrimaryColumn('uuid')
  triggerUuid: string;

  @Column({ type: 'varchar', length: 100 })
  jobClass: string;

  @Column({ type: 'int', nullable: true })
  intervalSeconds: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  cronExpression: string | null;

  /** The IANA zone a cron expression's wall times are read in. */
  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @Column({
    type: 'enum',
    enum: TRIGGER_STATES,
    enumName: 'scheduler_trigger_state',
    default: 'NORMAL',
  })
  state: TriggerState;

  @Index()
  @Column({ type: 'timestamptz' })
  nextFireAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastFireAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  lastRunUuid: string | null;

  @Column({ type: 'uuid', nullable: true })
  createdByUserUuid: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;
}

/** One row (id 1): the cluster-wide standby flag. While set, no instance fires any trigger. */
@Entity('scheduler_state')
export class SchedulerState {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'boolean', default: false })
  standby: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;
}
