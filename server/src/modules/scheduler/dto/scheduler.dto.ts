import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
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

export class SchedulerTriggerDto {
  @ApiProperty({ format: 'uuid' }) triggerUuid: string;
  @ApiProperty() jobClass: string;
  @ApiProperty() intervalSeconds: number;
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
