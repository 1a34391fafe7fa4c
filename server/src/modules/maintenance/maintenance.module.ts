import { Module } from '@nestjs/common';
import { PdaModule } from '@server/modules/pda/pda.module';
import { MaintenanceController } from './maintenance.controller';
import { MaintenanceService } from './maintenance.service';

/** Catalogue maintenance; it changes capabilities through the PDA module's service. */
@Module({
  imports: [PdaModule],
  controllers: [MaintenanceController],
  providers: [MaintenanceService],
})
export class MaintenanceModule {}
