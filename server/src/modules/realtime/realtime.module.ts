import { Module } from '@nestjs/common';
import { AuthModule } from '@server/modules/auth/auth.module';
import { LiveSocketsRepository } from './live-sockets.repository';
import { RealtimeGateway } from './realtime.gateway';
import { RpcController } from './rpc.controller';
import { RpcService } from './rpc.service';

@Module({
  imports: [AuthModule],
  controllers: [RpcController],
  providers: [RealtimeGateway, RpcService, LiveSocketsRepository],
})
export class RealtimeModule {}
