import { Module } from '@nestjs/common';
import { CacheModule } from '@server/modules/cache/cache.module';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { NodeAccessService } from './node-access.service';
import { NodeContents } from './node-contents';
import { NodesController } from './nodes.controller';
import { NodesRepository } from './nodes.repository';
import { NodesService } from './nodes.service';

@Module({
  imports: [CacheModule],
  controllers: [ClientsController, NodesController],
  providers: [ClientsService, NodeAccessService, NodeContents, NodesRepository, NodesService],
  exports: [ClientsService, NodeAccessService, NodeContents, NodesService],
})
export class TreeModule {}
