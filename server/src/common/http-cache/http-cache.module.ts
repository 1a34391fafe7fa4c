import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SharedAnswers } from './shared-answers';
import { TableVersions } from './table-versions';
import { VersionEtagInterceptor } from './version-etag.interceptor';

/** ETags and 304s for polled reads (`@CachedByVersion`) and shared answers, decision 0022. */
@Global()
@Module({
  providers: [
    TableVersions,
    SharedAnswers,
    { provide: APP_INTERCEPTOR, useClass: VersionEtagInterceptor },
  ],
  exports: [SharedAnswers],
})
export class HttpCacheModule {}
