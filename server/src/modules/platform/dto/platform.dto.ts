import { ApiProperty } from '@nestjs/swagger';

export class EnvDto {
  @ApiProperty({ example: '2025.36.1' })
  version: string;

  @ApiProperty({ enum: ['production', 'staging', 'test', 'development'] })
  environment: string;

  @ApiProperty({ description: 'ISO time of the server build' })
  buildTime: string;

  @ApiProperty()
  hostname: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where browsers send error reports (SENTRY_DSN); null: to public/client-errors',
  })
  errorReportsDsn: string | null;
}

export class NowDto {
  @ApiProperty({ description: 'Server time, ISO 8601' })
  now: string;

  @ApiProperty({ description: 'Server time, milliseconds since the epoch' })
  epochMs: number;
}

export class ComponentHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({ required: false })
  latencyMs?: number;

  @ApiProperty({ required: false })
  error?: string;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'down'] })
  status: 'ok' | 'down';

  @ApiProperty({ type: ComponentHealthDto })
  database: ComponentHealthDto;

  @ApiProperty({ type: ComponentHealthDto })
  jobs: ComponentHealthDto;
}

export class EchoDto {
  @ApiProperty()
  echo: string;
}

export class PublicTablesDto {
  @ApiProperty({ example: '2025.36.1' })
  productVersion: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Limits the screens and the server share (kanbanQuantityMax, daysNoticeMax, ...)',
  })
  limits: Record<string, number>;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Polling intervals in milliseconds by screen part (rosters, examFields, ...)',
  })
  pollingMs: Record<string, number>;
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], description: 'The process serves requests' })
  status: 'ok';
}

/** @nestjs/terminus's report: each component under info (up) or error (down). */
export class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Components up: database, jobs, events, serving',
  })
  info?: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Components down' })
  error?: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: Record<string, unknown>;
}
