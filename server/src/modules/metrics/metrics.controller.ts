import { Permission } from '@domain/access';
import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, NoAntiForgery } from '@server/common/auth/auth.decorators';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { mayScrape } from './metrics-access';
import { METRICS_REFUSED, MetricsErrorCode, MetricsException } from './metrics.exceptions';
import { MetricsService } from './metrics.service';

/** Where Prometheus scrapes: beside the API, outside its /api/v1 prefix (http-app.ts). */
export const METRICS_PATH = 'metrics';

@ApiTags('metrics')
@Controller(METRICS_PATH)
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Public to the session check (Prometheus has no session) but not to the public: the
   * socket's own peer must be loopback, or the caller must hold METRICS_TOKEN (decision 0045).
   */
  @Access(Permission.Public)
  @NoAntiForgery()
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Prometheus metrics (text format): loopback, or METRICS_TOKEN's Bearer token",
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The exposition text', schema: { type: 'string' } })
  @ApiForbiddenResponse({ description: METRICS_REFUSED })
  async getMetrics(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const peer = request.raw.socket.remoteAddress;
    if (!mayScrape(peer, request.headers.authorization, this.config.metricsToken))
      throw new MetricsException(MetricsErrorCode.NotAllowed, METRICS_REFUSED);
    const { contentType, body } = await this.metrics.scrape();
    void reply.type(contentType);
    return body;
  }
}
