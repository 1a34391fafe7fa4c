import { Permission } from '@domain/access';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import {
  RequiredTriggerQueryDto,
  SchedulerJobDto,
  SchedulerRunDto,
  SchedulerStatusDto,
  SchedulerTriggerDto,
  TriggerQueryDto,
  mapTrigger,
} from './dto/scheduler.dto';
import { SCHEDULER_JOB_CLASSES, SCHEDULER_JOB_CLASS_NAMES, requireJobClass } from './job-classes';
import { SchedulerErrorCode, SchedulerException } from './scheduler.exceptions';
import { SchedulerService, type SchedulerRunRow } from './scheduler.service';

const CONTROLS = ['pause', 'resume', 'standby', 'start'] as const;

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
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
  };
}

/**
 * The seed's quartz/* and secure/admin/scheduler/* paths. The state-changing ones are GETs
 * (the catalogue's verbs); like every non-public route they need X-Anti-Forgery.
 */
@ApiTags('scheduler')
@Controller()
export class SchedulerController {
  constructor(private readonly scheduler: SchedulerService) {}

  @Access(Permission.Scheduler)
  @Get('quartz/schedule/:jobClass')
  @ApiOperation({ summary: 'Schedule a job class every hour (the default interval)' })
  @ApiOkResponse({ type: SchedulerTriggerDto })
  async scheduleJob(
    @Param('jobClass') jobClass: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SchedulerTriggerDto> {
    return mapTrigger(await this.scheduler.schedule(jobClass, undefined, principal.userUuid));
  }

  @Access(Permission.Scheduler)
  @Get('quartz/schedule/:jobClass/:interval')
  @ApiOperation({ summary: 'Schedule a job class every {interval} seconds (5 to 604800)' })
  @ApiOkResponse({ type: SchedulerTriggerDto })
  async scheduleJobEvery(
    @Param('jobClass') jobClass: string,
    @Param('interval') interval: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SchedulerTriggerDto> {
    return mapTrigger(await this.scheduler.schedule(jobClass, interval, principal.userUuid));
  }

  @Access(Permission.Scheduler)
  @Get('quartz/delete')
  @ApiOperation({ summary: 'Delete a trigger (?trigger=uuid); its past runs stay in the history' })
  @ApiOkResponse({ type: SchedulerTriggerDto })
  async deleteTrigger(
    @Query() query: RequiredTriggerQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SchedulerTriggerDto> {
    return mapTrigger(await this.scheduler.remove(query.trigger, principal.userUuid));
  }

  @Access(Permission.Scheduler)
  @Get('quartz/status')
  @ApiOperation({ summary: 'Standby flag, jobs with last and next run, and the latest runs' })
  @ApiOkResponse({ type: SchedulerStatusDto })
  async schedulerStatus(): Promise<SchedulerStatusDto> {
    const [standby, triggers, runs] = await Promise.all([
      this.scheduler.isStandby(),
      this.scheduler.listTriggers(),
      this.scheduler.listRuns(),
    ]);
    return {
      standby,
      triggers: triggers.length,
      pausedTriggers: triggers.filter((t) => t.state === 'PAUSED').length,
      jobs: await this.listSchedulerJobs(),
      runs: runs.map(mapRun),
    };
  }

  @Access(Permission.Scheduler)
  @Get('quartz/status/:jobClass')
  @ApiOperation({ summary: 'One job class: its last run and next fire' })
  @ApiOkResponse({ type: SchedulerJobDto })
  async jobStatus(@Param('jobClass') jobClass: string): Promise<SchedulerJobDto> {
    const known = requireJobClass(jobClass);
    return (await this.listSchedulerJobs()).find((j) => j.jobClass === known)!;
  }

  @Access(Permission.Scheduler)
  @Get('quartz/:control')
  @ApiOperation({
    summary:
      'pause / resume one trigger (?trigger=uuid) or all of them; standby / start the scheduler on every instance',
  })
  @ApiParam({ name: 'control', enum: CONTROLS })
  @ApiOkResponse({ type: SchedulerStatusDto })
  async controlScheduler(
    @Param('control') control: string,
    @Query() query: TriggerQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SchedulerStatusDto> {
    switch (control) {
      case 'pause':
      case 'resume':
        await this.scheduler.setState(
          control === 'pause' ? 'PAUSED' : 'NORMAL',
          query.trigger,
          principal.userUuid,
        );
        break;
      case 'standby':
      case 'start':
        await this.scheduler.setStandby(control === 'standby', principal.userUuid);
        break;
      default:
        throw new SchedulerException(
          SchedulerErrorCode.UnknownControl,
          `Unknown scheduler control "${control}"; known: ${CONTROLS.join(', ')}`,
          { known: CONTROLS },
        );
    }
    return this.schedulerStatus();
  }

  @Access(Permission.Scheduler)
  @Get('secure/admin/scheduler/jobs')
  @ApiOperation({ summary: 'Every job class with its last run (progress, error) and next fire' })
  @ApiOkResponse({ type: [SchedulerJobDto] })
  async listSchedulerJobs(): Promise<SchedulerJobDto[]> {
    const [triggers, runs] = await Promise.all([
      this.scheduler.listTriggers(),
      this.scheduler.listRuns(200),
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

  @Access(Permission.Scheduler)
  @Get('secure/admin/scheduler/triggers')
  @ApiOperation({ summary: 'Every trigger with its state and last and next fire' })
  @ApiOkResponse({ type: [SchedulerTriggerDto] })
  async listSchedulerTriggers(): Promise<SchedulerTriggerDto[]> {
    return (await this.scheduler.listTriggers()).map(mapTrigger);
  }
}
