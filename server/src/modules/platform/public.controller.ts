import { Permission } from '@domain/access';
import { publicTables } from '@domain/tables';
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostname } from 'node:os';
import { Access } from '@server/common/auth/auth.decorators';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { readBuildInfo } from './build-info';
import { ClientErrorsService } from './client-errors.service';
import { ClientErrorDto } from './dto/client-error.dto';
import {
  EchoDto,
  EnvDto,
  HealthDto,
  LivenessDto,
  NowDto,
  PublicTablesDto,
  ReadinessDto,
} from './dto/platform.dto';
import { environmentFromHostname } from './environment';
import { HealthService } from './health.service';
import { ReadinessService } from './readiness.service';

@ApiTags('public')
@Controller('public')
export class PublicController {
  private readonly buildInfo = readBuildInfo();

  constructor(
    private readonly health: HealthService,
    private readonly clientErrors: ClientErrorsService,
    private readonly readiness: ReadinessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Access(Permission.Public)
  @Get('health')
  @ApiOperation({ summary: 'Database and job engine status' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'A component is down' })
  async getHealth(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthDto> {
    const report = await this.health.check();
    if (report.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Access(Permission.Public)
  @Get('health/live')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Liveness: the process serves (asks nothing of the database)' })
  @ApiOkResponse({ type: LivenessDto })
  getLiveness(): LivenessDto {
    return { status: 'ok' };
  }

  @Access(Permission.Public)
  @Get('health/ready')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Readiness: database, job engine and event bus up, and not draining (else 503)',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'Not ready: send no work' })
  async getReadiness(@Res({ passthrough: true }) res: FastifyReply): Promise<ReadinessDto> {
    const { ready, report } = await this.readiness.check();
    if (!ready) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report as ReadinessDto;
  }

  @Access(Permission.Public)
  @Get('now')
  // A clock is never right from a cache; it differs on every answer, so no ETag either.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Server time' })
  @ApiOkResponse({ type: NowDto })
  getNow(): NowDto {
    const now = new Date();
    return { now: now.toISOString(), epochMs: now.getTime() };
  }

  @Access(Permission.Public)
  @Get('env')
  @ApiOperation({ summary: 'Product version, environment and build time' })
  @ApiOkResponse({ type: EnvDto })
  getEnv(): EnvDto {
    const host = hostname();
    const environment = this.config.environment ?? environmentFromHostname(host);
    return {
      ...this.buildInfo,
      environment,
      hostname: host,
      errorReportsDsn: this.config.sentryDsn ?? null,
    };
  }

  @Access(Permission.Public)
  @Post('client-errors')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: "A browser's unhandled error, written to the server's log (when no SENTRY_DSN is set)",
  })
  @ApiNoContentResponse({ description: 'Logged' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this address this minute' })
  recordClientError(@Body() report: ClientErrorDto, @Req() request: FastifyRequest): Promise<void> {
    return this.clientErrors.record(report, request.ip);
  }

  @Access(Permission.Public)
  @Get('tables')
  @ApiOperation({ summary: 'The limits and polling intervals the screens and the server share' })
  @ApiOkResponse({ type: PublicTablesDto })
  getTables(): PublicTablesDto {
    return publicTables();
  }

  @Access(Permission.Public)
  @Get('echo/:x')
  @ApiOperation({ summary: 'Answers its path segment; the client measures API latency with it' })
  @ApiOkResponse({ type: EchoDto })
  echo(@Param('x') x: string): EchoDto {
    return { echo: x };
  }
}
