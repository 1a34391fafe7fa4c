import { Module } from '@nestjs/common';
import { AuthModule } from '@server/modules/auth/auth.module';
import { ClientErrorsService } from './client-errors.service';
import { HealthService } from './health.service';
import { PublicController } from './public.controller';

@Module({
  imports: [AuthModule],
  controllers: [PublicController],
  providers: [HealthService, ClientErrorsService],
})
export class PlatformModule {}
