import { Global, Module } from '@nestjs/common';
import { ClusterSync } from './cluster-sync';
import { DomainEvents } from './domain-events';
import { EventBusService } from './event-bus.service';

/**
 * Infrastructure every module may use: the cross-instance bus (LISTEN/NOTIFY, relayed to
 * browsers by realtime), in-process domain events, and the instances' synchronisation.
 */
@Global()
@Module({
  providers: [EventBusService, DomainEvents, ClusterSync],
  exports: [EventBusService, DomainEvents, ClusterSync],
})
export class EventsModule {}
