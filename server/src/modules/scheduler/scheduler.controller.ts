import { Permission } from '@domain/access';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import {
  RequiredTriggerQueryDto,
  ScheduleQueryDto,
  SchedulerJobDto,
  SchedulerStatusDto,
  SchedulerTriggerDto,
  TriggerQueryDto,
  mapTrigger,
} from './dto/scheduler.dto';
import { SCHEDULER_CONTROLS, SchedulerStatusService } from './scheduler-status.service';
import { SchedulerService } from './scheduler.service';

/**
 * The seed's quartz/* and secure/admin/scheduler/* paths. The state-changing ones are GETs
 * (the catalogue's verbs); like every non-public route they need X-Anti-Forgery.
 */
@ApiTags('scheduler')
@Controller()
export class SchedulerController {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly status: SchedulerStatusService,
  ) {}

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
  @ApiOperation({
    summary:
      'Schedule a job class every {interval} seconds (5 to 604800), or at the times of a Quartz cron expression (URL-encoded: seconds minutes hours day-of-month month day-of-week [year], ? L W # as Quartz reads them) in ?timeZone= (default UTC)',
  })
  @ApiOkResponse({ type: SchedulerTriggerDto })
  async scheduleJobEvery(
    @Param('jobClass') jobClass: string,
    @Param('interval') interval: string,
    @Query() query: ScheduleQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SchedulerTriggerDto> {
    return mapTrigger(
      await this.scheduler.schedule(jobClass, interval, principal.userUuid, query.timeZone),
    );
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
  schedulerStatus(): Promise<SchedulerStatusDto> {
    return this.status.status();
  }

  @Access(Permission.Scheduler)
  @Get('quartz/status/:jobClass')
  @ApiOperation({ summary: 'One job class: its last run and next fire' })
  @ApiOkResponse({ type: SchedulerJobDto })
  jobStatus(@Param('jobClass') jobClass: string): Promise<SchedulerJobDto> {
    return this.status.job(jobClass);
  }

  @Access(Permission.Scheduler)
  @Get('quartz/:control')
  @ApiOperation({
    summary:
      'pause / resume one trigger (?trigger=uuid) or all of them; standby / start the scheduler on every instance',
  })
  @ApiParam({ name: 'control', enum: SCHEDULER_CONTROLS })
  @ApiOkResponse({ type: SchedulerStatusDto })
  controlScheduler(
    @Param('control') control: string,
    @Query() query: TriggerQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SchedulerStatusDto> {
    return this.status.control(control, query.trigger, principal.userUuid);
  }

  @Access(Permission.Scheduler)
  @Get('secure/admin/scheduler/jobs')
  @ApiOperation({ summary: 'Every job class with its last run (progress, error) and next fire' })
  @ApiOkResponse({ type: [SchedulerJobDto] })
  listSchedulerJobs(): Promise<SchedulerJobDto[]> {
    return this.status.jobs();
  }

  @Access(Permission.Scheduler)
  @Get('secure/admin/scheduler/triggers')
  @ApiOperation({ summary: 'Every trigger with its state and last and next fire' })
  @ApiOkResponse({ type: [SchedulerTriggerDto] })
  listSchedulerTriggers(): Promise<SchedulerTriggerDto[]> {
    return this.status.triggers();
  }
}
