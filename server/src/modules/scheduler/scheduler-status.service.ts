import { basename } from 'node:path';
import { Injectable } from '@nestjs/common';
import type {
  SchedulerJobDto,
  SchedulerRunDto,
  SchedulerStatusDto,
  SchedulerTriggerDto,
} from './dto/scheduler.dto';
import { mapTrigger } from './dto/scheduler.dto';
import { SCHEDULER_JOB_CLASSES, SCHEDULER_JOB_CLASS_NAMES, requireJobClass } from './job-classes';
import { SchedulerErrorCode, SchedulerException } from './scheduler.exceptions';
import { SchedulerService, type SchedulerRunRow } from './scheduler.service';

export const SCHEDULER_CONTROLS = ['pause', 'resume', 'standby', 'start'] as const;

/** Runs looked at for each job class's last run. */
const JOB_RUN_WINDOW = 200;

function mapRun(row: SchedulerRunRow): SchedulerRunDto {
  const jobClass =
    SCHEDULER_JOB_CLASS_NAMES.find((c) => SCHEDULER_JOB_CLASSES[c].jobName === row.jobName) ??
    row.jobName;
  return {
    quartzJobUuid: row.quartzJobUuid,
    jobClass,
    status: row.status,
    currentStep: row.currentStep,
    totalSteps: row.totalSteps,
    statusMessage: row.statusMessage,
    // The name says which archive (its folder is BACKUP_DIR, named as the run starts), the size
    // what it holds.
    outputFile: row.outputFile ? basename(row.outputFile) : null,
    outputBytes: row.outputBytes,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}

/** What the scheduler screens show (status, job classes, triggers) and its controls. */
@Injectable()
export class SchedulerStatusService {
  constructor(private readonly scheduler: SchedulerService) {}

  async status(): Promise<SchedulerStatusDto> {
    const [standby, triggers, runs, jobs] = await Promise.all([
      this.scheduler.isStandby(),
      this.scheduler.listTriggers(),
      this.scheduler.listRuns(),
      this.jobs(),
    ]);
    return {
      standby,
      triggers: triggers.length,
      pausedTriggers: triggers.filter((t) => t.state === 'PAUSED').length,
      jobs,
      runs: runs.map(mapRun),
    };
  }

  /** Every job class with its last run and its next fire (the earliest of its running triggers). */
  async jobs(): Promise<SchedulerJobDto[]> {
    const [triggers, runs] = await Promise.all([
      this.scheduler.listTriggers(),
      this.scheduler.listRuns(JOB_RUN_WINDOW),
    ]);
    return SCHEDULER_JOB_CLASS_NAMES.map((jobClass) => {
      const own = triggers.filter((t) => t.jobClass === jobClass);
      const next = own
        .filter((t) => t.state === 'NORMAL')
        .map((t) => new Date(t.nextFireAt).getTime())
        .sort((a, b) => a - b)[0];
      const last = runs.find((r) => r.jobName === SCHEDULER_JOB_CLASSES[jobClass].jobName);
      return {
        jobClass,
        description: SCHEDULER_JOB_CLASSES[jobClass].description,
        lastRun: last ? mapRun(last) : null,
        nextFireAt: next === undefined ? null : new Date(next).toISOString(),
        triggers: own.length,
      };
    });
  }

  async job(jobClass: string): Promise<SchedulerJobDto> {
    const known = requireJobClass(jobClass);
    return (await this.jobs()).find((j) => j.jobClass === known)!;
  }

  async triggers(): Promise<SchedulerTriggerDto[]> {
    return (await this.scheduler.listTriggers()).map(mapTrigger);
  }

  /** pause / resume one trigger or all; standby / start every instance. Answers the status. */
  async control(
    control: string,
    triggerUuid: string | undefined,
    actorUserUuid: string,
  ): Promise<SchedulerStatusDto> {
    switch (control) {
      case 'pause':
      case 'resume':
        await this.scheduler.setState(
          control === 'pause' ? 'PAUSED' : 'NORMAL',
          triggerUuid,
          actorUserUuid,
        );
        break;
      case 'standby':
      case 'start':
        await this.scheduler.setStandby(control === 'standby', actorUserUuid);
        break;
      default:
        throw new SchedulerException(
          SchedulerErrorCode.UnknownControl,
          `Unknown scheduler control "${control}"; known: ${SCHEDULER_CONTROLS.join(', ')}`,
          { known: SCHEDULER_CONTROLS },
        );
    }
    return this.status();
  }
}
