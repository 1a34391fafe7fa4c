import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { JobsModule } from './modules/jobs/jobs.module';
import { PlatformModule } from './modules/platform/platform.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, databaseUrl),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        JobsModule,
        PlatformModule,
      ],
    };
  }
}
