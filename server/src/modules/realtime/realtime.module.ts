import { Global, Module } from '@nestjs/common';
import { EventBusService } from './event-bus.service';
import { RealtimeGateway } from './realtime.gateway';
import { RpcController } from './rpc.controller';

@Global()
@Module({
  controllers: [RpcController],
  providers: [EventBusService, RealtimeGateway],
  exports: [EventBusService, RealtimeGateway],
})
export class RealtimeModule {}
