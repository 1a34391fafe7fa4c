import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AccessDeclarationsCheck } from './access-declarations';
import { AccessService } from './access.service';

/** Infrastructure: every module checks access through AccessService. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [AccessService, AccessDeclarationsCheck],
  exports: [AccessService],
})
export class AccessModule {}
