import { ApiProperty } from '@nestjs/swagger';
import type { CacheKeyInfo, CacheRegionInfo } from '../cache-region';

/** The seed's "Cache region", as this instance sees it (the RAM tier is per instance). */
export class CacheRegionDto {
  @ApiProperty() cacheName: string;
  @ApiProperty({ description: 'Entries in this instance’s RAM tier' }) cacheSize: number;
  @ApiProperty({
    enum: ['ALIVE', 'ERROR'],
    description: 'ERROR while the shared aux tier fails (the RAM tier goes on)',
  })
  cacheStatus: 'ALIVE' | 'ERROR';
  @ApiProperty() hitCountRam: number;
  @ApiProperty() hitCountAux: number;
  @ApiProperty() missCountNotFound: number;
  @ApiProperty() missCountExpired: number;
  @ApiProperty({ description: 'UTF-8 bytes of the keys and values in the RAM tier' })
  byteCount: number;
}

export class CacheKeyDto {
  @ApiProperty() key: string;
  @ApiProperty() bytes: number;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ enum: ['RAM', 'AUX'] }) tier: 'RAM' | 'AUX';
}

/** A region's keys and sizes in both tiers; never the values. */
export class CacheRegionKeysDto {
  @ApiProperty() cacheName: string;
  @ApiProperty({ type: [CacheKeyDto] }) keys: CacheKeyDto[];
}

export const mapCacheRegion = (info: CacheRegionInfo): CacheRegionDto => ({ ...info });

export const mapCacheKeys = (cacheName: string, keys: CacheKeyInfo[]): CacheRegionKeysDto => ({
  cacheName,
  keys: keys.map((k) => ({ ...k })),
});
