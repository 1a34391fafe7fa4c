import { Global, Module } from '@nestjs/common';
import { ActorNames } from './actor-names';
import { AuditService } from './audit.service';

@Global()
@Module({ providers: [AuditService, ActorNames], exports: [AuditService, ActorNames] })
export class AuditModule {}
