import { Module } from '@nestjs/common';
import { TreeModule } from '@server/modules/tree/tree.module';
import { CapabilitiesService } from './capabilities.service';
import { PdaController } from './pda.controller';
import { PdaRepository } from './pda.repository';
import { PdaService } from './pda.service';

@Module({
  imports: [TreeModule],
  controllers: [PdaController],
  providers: [PdaRepository, PdaService, CapabilitiesService],
  exports: [PdaService, PdaRepository],
})
export class PdaModule {}
