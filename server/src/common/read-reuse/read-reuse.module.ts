import { Global, Module } from '@nestjs/common';
import { SharedAnswers } from './shared-answers';
import { TableVersions } from './table-versions';
import { HeldEtags } from './version-etag.interceptor';

/** ETags and 304s for polled reads (`@CachedByVersion`) and shared answers, decision 0022. */
@Global()
@Module({
  // VersionEtagInterceptor is not global: @CachedByVersion puts it on its routes, where Nest
  // makes one per module from these.
  providers: [TableVersions, SharedAnswers, HeldEtags],
  exports: [SharedAnswers, TableVersions, HeldEtags],
})
export class ReadReuseModule {}
