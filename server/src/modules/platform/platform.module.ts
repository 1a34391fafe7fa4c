import { Module } from '@nestjs/common';
import { HealthService } from './health.service';
import { PublicController } from './public.controller';

@Module({ controllers: [PublicController], providers: [HealthService] })
export class PlatformModule {}
