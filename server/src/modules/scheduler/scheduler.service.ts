import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '@server/modules/audit/audit.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import type { SchedulerRunData } from './roster-sync.job';
import {
  SCHEDULER_JOB_CLASSES,
  SCHEDULER_JOB_CLASS_NAMES,
  isJobClass,
  requireJobClass,
  type SchedulerJobClass,
} from './job-classes';
import { nextFireOf, parseSchedule } from './next-fire';
import { SchedulerErrorCode, SchedulerException } from './scheduler.exceptions';
import { SchedulerState, SchedulerTrigger } from './entities/scheduler-trigger.entity';

const TICK_MS = 1000;
const BATCH = 20;
const RUN_HISTORY = 50;

export interface SchedulerRunRow {
  quartzJobUuid: string;
  jobName: string;
  status: string;
  currentStep: number;
  totalSteps: number;
  statusMessage: string;
  outputFile: string | null;
  outputBytes: number | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/**
 * Triggers are rows; every instance ticks once a second and takes the due ones with
 * FOR UPDATE SKIP LOCKED, so each fire happens once across instances: the pg-boss job is
 * enqueued and next_fire_at advanced in the same transaction.
 */
@Injectable()
export class SchedulerService {
  private readonly logger = new Logger(SchedulerService.name);
  private ticking = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The tick, on @nestjs/schedule's interval (the design card's package): started once the
   * application has bootstrapped, stopped when it shuts down. Each instance ticks; the row
   * locks in tick() make each fire happen once across them.
   */
  @Interval('scheduler-tick', TICK_MS)
  onTick(): void {
    void this.tick();
  }

  /** Fires the due triggers this instance can lock; answers how many it fired. */
  async tick(): Promise<number> {
    if (this.ticking || !this.jobs.isRunning) return 0;
    this.ticking = true;
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await this.isStandby(manager)) return 0;
        const due: SchedulerTrigger[] = await manager
          .getRepository(SchedulerTrigger)
          .createQueryBuilder('t')
          .where("t.state = 'NORMAL' AND t.next_fire_at <= now()")
          .orderBy('t.next_fire_at')
          .limit(BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        const now = new Date();
        for (const trigger of due) {
          if (!isJobClass(trigger.jobClass)) continue;
          // A run acts as the trigger's creator (the rosterSync class needs a principal).
          const data: SchedulerRunData = {
            triggerUuid: trigger.triggerUuid,
            jobClass: trigger.jobClass,
            createdByUserUuid: trigger.createdByUserUuid,
          };
          const runId = await this.jobs.enqueue(
            SCHEDULER_JOB_CLASSES[trigger.jobClass].jobName,
            { ...data },
            {
              manager,
              statusMessage: 'Queued by the scheduler',
              createdByUserUuid: trigger.createdByUserUuid ?? undefined,
            },
          );
          // A cron expression that fires no more (its last year passed) leaves the trigger
          // paused at its last fire, as Quartz retires a trigger that will never fire again.
          const next = nextFireOf(trigger, trigger.nextFireAt, now);
          await manager.getRepository(SchedulerTrigger).update(trigger.triggerUuid, {
            lastFireAt: now,
            lastRunUuid: runId,
            ...(next ? { nextFireAt: next } : { state: 'PAUSED' as const }),
          });
        }
        return due.length;
      });
    } catch (error) {
      this.logger.warn(`Scheduler tick failed: ${(error as Error).message}`);
      return 0;
    } finally {
      this.ticking = false;
    }
  }

  /**
   * A trigger of the job class: `interval` is whole seconds or a Quartz cron expression read
   * in `timeZone` (decision 0053); a bad one is a 400 naming the problem.
   */
  async schedule(
    jobClass: string,
    interval: string | undefined,
    actorUserUuid: string,
    timeZone?: string,
  ): Promise<SchedulerTrigger> {
    const known = requireJobClass(jobClass);
    const now = new Date();
    const schedule = parseSchedule(interval, timeZone, now);
    if ('problem' in schedule)
      throw new SchedulerException(SchedulerErrorCode.BadInterval, schedule.problem);
    const first =
      schedule.intervalSeconds !== null
        ? new Date(now.getTime() + schedule.intervalSeconds * 1000)
        : nextFireOf(schedule, now, now)!;
    return this.dataSource.transaction(async (manager) => {
      const trigger = manager.getRepository(SchedulerTrigger).create({
        triggerUuid: randomUUID(),
        jobClass: known,
        ...schedule,
        state: 'NORMAL',
        nextFireAt: first,
        lastFireAt: null,
        lastRunUuid: null,
        createdByUserUuid: actorUserUuid,
      });
      await manager.getRepository(SchedulerTrigger).insert(trigger);
      await this.audit.record(
        {
          entityType: 'scheduler',
          entityId: trigger.triggerUuid,
          action: 'schedule',
          actorUserUuid,
          after: { jobClass, ...schedule },
        },
        manager,
      );
      return trigger;
    });
  }

  async remove(triggerUuid: string, actorUserUuid: string): Promise<SchedulerTrigger> {
    return this.dataSource.transaction(async (manager) => {
      const trigger = await this.lockTrigger(manager, triggerUuid);
      await manager.getRepository(SchedulerTrigger).delete(triggerUuid);
      await this.audit.record(
        {
          entityType: 'scheduler',
          entityId: triggerUuid,
          action: 'delete',
          actorUserUuid,
          before: {
            jobClass: trigger.jobClass,
            intervalSeconds: trigger.intervalSeconds,
            cronExpression: trigger.cronExpression,
          },
        },
        manager,
      );
      return trigger;
    });
  }

  /** pause/resume one trigger, or every trigger when none is named. */
  async setState(
    state: 'NORMAL' | 'PAUSED',
    triggerUuid: string | undefined,
    actorUserUuid: string,
  ): Promise<SchedulerTrigger[]> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(SchedulerTrigger);
      const targets = triggerUuid
        ? [await this.lockTrigger(manager, triggerUuid)]
        : await repo.createQueryBuilder('t').setLock('pessimistic_write').getMany();
      const now = new Date();
      for (const t of targets) {
        if (t.state === state) continue;
        // A resumed trigger does not fire the fires it missed while paused; one whose cron
        // expression fires no more stays paused.
        const next = state === 'NORMAL' ? nextFireOf(t, t.nextFireAt, now) : t.nextFireAt;
        if (!next) continue;
        t.state = state;
        t.nextFireAt = next;
        await repo.update(t.triggerUuid, { state: t.state, nextFireAt: t.nextFireAt });
        await this.audit.record(
          {
            entityType: 'scheduler',
            entityId: t.triggerUuid,
            action: state === 'PAUSED' ? 'pause' : 'resume',
            actorUserUuid,
            after: { state },
          },
          manager,
        );
      }
      return targets;
    });
  }

  async setStandby(standby: boolean, actorUserUuid: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO scheduler_state (id, standby, changed_at) VALUES (1, $1, now())
         ON CONFLICT (id) DO UPDATE SET standby = $1, changed_at = now()`,
        [standby],
      );
      await this.audit.record(
        {
          entityType: 'scheduler',
          entityId: '00000000-0000-0000-0000-000000000000',
          action: standby ? 'standby' : 'start',
          actorUserUuid,
          after: { standby },
        },
        manager,
      );
    });
  }

  isStandby(manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager
      .getRepository(SchedulerState)
      .findOneBy({ id: 1 })
      .then((row) => row?.standby ?? false);
  }

  listTriggers(jobClass?: SchedulerJobClass): Promise<SchedulerTrigger[]> {
    return this.dataSource.getRepository(SchedulerTrigger).find({
      where: jobClass ? { jobClass } : {},
      order: { created: 'ASC' },
    });
  }

  async findTrigger(triggerUuid: string): Promise<SchedulerTrigger> {
    const t = await this.dataSource.getRepository(SchedulerTrigger).findOneBy({ triggerUuid });
    if (!t) throw this.notFound(triggerUuid);
    return t;
  }

  /** The latest runs of the scheduler's job classes. */
  listRuns(limit = RUN_HISTORY): Promise<SchedulerRunRow[]> {
    const names = SCHEDULER_JOB_CLASS_NAMES.map((c) => SCHEDULER_JOB_CLASSES[c].jobName);
    return this.jobs.latestRuns(names, limit);
  }

  private async lockTrigger(
    manager: EntityManager,
    triggerUuid: string,
  ): Promise<SchedulerTrigger> {
    const t = await manager
      .getRepository(SchedulerTrigger)
      .createQueryBuilder('t')
      .where('t.trigger_uuid = :triggerUuid', { triggerUuid })
      .setLock('pessimistic_write')
      .getOne();
    if (!t) throw this.notFound(triggerUuid);
    return t;
  }

  private notFound(triggerUuid: string): SchedulerException {
    return new SchedulerException(
      SchedulerErrorCode.TriggerNotFound,
      `No scheduler trigger ${triggerUuid}`,
    );
  }
}
