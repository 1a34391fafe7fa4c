import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AccessDeclarationsCheck } from './access-declarations';
import { AccessService } from './access.service';
import { EventReaders } from './event-readers';

/**
 * Infrastructure: every module checks access through AccessService, and the pushed events
 * through EventReaders.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [AccessService, AccessDeclarationsCheck, EventReaders],
  exports: [AccessService, EventReaders],
})
export class AccessModule {}
