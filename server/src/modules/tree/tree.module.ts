import { Module } from '@nestjs/common';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { NodesController } from './nodes.controller';
import { NodesRepository } from './nodes.repository';
import { NodesService } from './nodes.service';

@Module({
  controllers: [ClientsController, NodesController],
  providers: [ClientsService, NodesRepository, NodesService],
  exports: [ClientsService, NodesService],
})
export class TreeModule {}
