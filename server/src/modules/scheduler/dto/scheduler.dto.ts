import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { TIME_ZONE_MAX } from '@domain/time-zones';
import { upcomingFires } from '../next-fire';
import type { SchedulerTrigger } from '../entities/scheduler-trigger.entity';
import { TRIGGER_STATES, type TriggerState } from '../entities/scheduler-trigger.entity';

export class TriggerQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The trigger; omitted: every trigger' })
  @IsOptional()
  @IsUUID()
  trigger?: string;
}

export class RequiredTriggerQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  trigger: string;
}

export class ScheduleQueryDto {
  @ApiPropertyOptional({
    description:
      'The IANA zone a cron expression is read in (default UTC), such as America/Los_Angeles',
    maxLength: TIME_ZONE_MAX,
  })
  @IsOptional()
  @IsString()
  @MaxLength(TIME_ZONE_MAX)
  timeZone?: string;
}

/** Fire times listed with each trigger. */
export const UPCOMING_FIRES = 5;

export class SchedulerTriggerDto {
  @ApiProperty({ format: 'uuid' }) triggerUuid: string;
  @ApiProperty() jobClass: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Fires every so many seconds' })
  intervalSeconds: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Or fires at the times of this Quartz cron expression, read in timeZone',
  })
  cronExpression: string | null;
  @ApiProperty({ description: "The IANA zone of the cron expression's wall times" })
  timeZone: string;
  @ApiProperty({
    type: [String],
    format: 'date-time',
    description: `The next ${UPCOMING_FIRES} fire times from nextFireAt on`,
  })
  nextFireTimes: string[];
  @ApiProperty({ enum: TRIGGER_STATES }) state: TriggerState;
  @ApiProperty({ format: 'date-time' }) nextFireAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastFireAt: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) lastRunUuid: string | null;
}

export function mapTrigger(t: SchedulerTrigger): SchedulerTriggerDto {
  return {
    triggerUuid: t.triggerUuid,
    jobClass: t.jobClass,
    intervalSeconds: t.intervalSeconds,
    cronExpression: t.cronExpression,
    timeZone: t.timeZone,
    nextFireTimes: upcomingFires(t, new Date(t.nextFireAt), UPCOMING_FIRES).map((d) =>
      d.toISOString(),
    ),
    state: t.state,
    nextFireAt: new Date(t.nextFireAt).toISOString(),
    lastFireAt: t.lastFireAt ? new Date(t.lastFireAt).toISOString() : null,
    lastRunUuid: t.lastRunUuid,
  };
}

export class SchedulerRunDto {
  @ApiProperty({ format: 'uuid' }) quartzJobUuid: string;
  @ApiProperty() jobClass: string;
  @ApiProperty({ enum: ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] }) status: string;
  @ApiProperty() currentStep: number;
  @ApiProperty() totalSteps: number;
  @ApiProperty({ description: 'Progress or the error of a failed run' }) statusMessage: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The name of the file the run wrote (a backup's archive), without its folder",
  })
  outputFile: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Its size in bytes' })
  outputBytes: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finishedAt: string | null;
}

export class SchedulerJobDto {
  @ApiProperty() jobClass: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: SchedulerRunDto, nullable: true }) lastRun: SchedulerRunDto | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) nextFireAt: string | null;
  @ApiProperty() triggers: number;
}

export class SchedulerStatusDto {
  @ApiProperty({ description: 'Cluster-wide: while true no instance fires a trigger' })
  standby: boolean;
  @ApiProperty() triggers: number;
  @ApiProperty() pausedTriggers: number;
  @ApiProperty({ type: [SchedulerJobDto] }) jobs: SchedulerJobDto[];
  @ApiProperty({ type: [SchedulerRunDto], description: 'Latest runs, newest first' })
  runs: SchedulerRunDto[];
}
