import { Module } from '@nestjs/common';
import { CacheAuxRepository } from './cache-aux.repository';
import { CacheController } from './cache.controller';
import { CacheService } from './cache.service';

/**
 * Named cache regions for hot reads. Modules import it and ask CacheService.region(name);
 * Nest builds the service once, so every importer shares the same regions.
 */
@Module({
  controllers: [CacheController],
  providers: [CacheService, CacheAuxRepository],
  exports: [CacheService],
})
export class CacheModule {}
