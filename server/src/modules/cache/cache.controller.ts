import { Permission } from '@domain/access';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@server/common/auth/auth.decorators';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { CacheService } from './cache.service';
import {
  CacheRegionDto,
  CacheRegionKeysDto,
  mapCacheKeys,
  mapCacheRegion,
} from './dto/cache-region.dto';

/** Names the instance whose RAM tier the statistics describe (each instance has its own). */
export const INSTANCE_HEADER = 'X-Portal-Instance';
const INSTANCE_HEADER_DOC = {
  [INSTANCE_HEADER]: {
    description: 'The instance that answered: host name, process id and app instance id (first 8)',
    schema: { type: 'string' },
  },
};

/**
 * The seed's cache paths. remove and dispose change state although they are GETs (the
 * catalogue's verbs); like every non-public route they need X-Anti-Forgery.
 */
@ApiTags('cache')
@Controller()
export class CacheController {
  constructor(
    private readonly cache: CacheService,
    private readonly jobs: JobsService,
  ) {}

  @Access(Permission.Cache)
  @Get('cache/info')
  @ApiOperation({ summary: "Every cache region's statistics on the instance that answers" })
  @ApiOkResponse({ type: [CacheRegionDto], headers: INSTANCE_HEADER_DOC })
  listCacheRegions(@Res({ passthrough: true }) reply: FastifyReply): CacheRegionDto[] {
    // In the answer itself: behind a load balancer, a second request may reach another one.
    reply.header(INSTANCE_HEADER, this.jobs.instanceLabel);
    return this.cache.info().map(mapCacheRegion);
  }

  @Access(Permission.Cache)
  @Get('cache/info/:region')
  @ApiOperation({ summary: "One cache region's statistics" })
  @ApiOkResponse({ type: CacheRegionDto })
  getCacheRegion(@Param('region') region: string): CacheRegionDto {
    return mapCacheRegion(this.cache.infoOf(region));
  }

  @Access(Permission.Cache)
  @Get('cache/get/:region')
  @ApiOperation({ summary: "A region's keys with their sizes and expiry in each tier (no values)" })
  @ApiOkResponse({ type: CacheRegionKeysDto })
  async listCacheKeys(@Param('region') region: string): Promise<CacheRegionKeysDto> {
    return mapCacheKeys(region, await this.cache.keysOf(region));
  }

  @Access(Permission.Cache)
  @Get('cache/remove/:region')
  @ApiOperation({ summary: 'Empty one region on every instance and in the aux tier' })
  @ApiOkResponse({ type: CacheRegionDto })
  async removeCacheRegion(@Param('region') region: string): Promise<CacheRegionDto> {
    return mapCacheRegion(await this.cache.removeRegion(region));
  }

  @Access(Permission.Cache)
  @Get('cache/dispose')
  @ApiOperation({ summary: 'Empty every region on every instance and the whole aux tier' })
  @ApiOkResponse({ type: [CacheRegionDto] })
  async disposeCaches(): Promise<CacheRegionDto[]> {
    return (await this.cache.disposeAll()).map(mapCacheRegion);
  }
}
