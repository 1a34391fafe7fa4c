import { Global, Module } from '@nestjs/common';
import { DomainEvents } from './domain-events';
import { EventBusService } from './event-bus.service';

/**
 * Infrastructure every module may use: the cross-instance bus (LISTEN/NOTIFY, relayed to
 * browsers by realtime) and in-process domain events.
 */
@Global()
@Module({ providers: [EventBusService, DomainEvents], exports: [EventBusService, DomainEvents] })
export class EventsModule {}
