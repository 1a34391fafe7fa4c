import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AuthModule } from '@server/modules/auth/auth.module';
import { ClientErrorsService } from './client-errors.service';
import { HealthService } from './health.service';
import { PublicController } from './public.controller';
import { ReadinessService } from './readiness.service';

@Module({
  imports: [AuthModule, TerminusModule.forRoot({ logger: false })],
  controllers: [PublicController],
  providers: [HealthService, ClientErrorsService, ReadinessService],
})
export class PlatformModule {}
