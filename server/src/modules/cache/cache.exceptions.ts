import { HttpStatus } from '@nestjs/common';
import { AppException } from '@server/common/app.exception';

export enum CacheErrorCode {
  RegionNotFound = 'CACHE_REGION_NOT_FOUND',
}

export class CacheRegionNotFoundException extends AppException {
  constructor(region: string, known: string[]) {
    super(
      CacheErrorCode.RegionNotFound,
      HttpStatus.NOT_FOUND,
      `Unknown cache region "${region}"; known: ${known.join(', ')}`,
      { known },
    );
  }
}
