import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TableVersions } from './table-versions';
import { VersionEtagInterceptor } from './version-etag.interceptor';

/** ETags and 304s for polled reads (`@CachedByVersion`), decision 0022. */
@Module({
  providers: [TableVersions, { provide: APP_INTERCEPTOR, useClass: VersionEtagInterceptor }],
})
export class HttpCacheModule {}
