import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './app-config';

export const APP_CONFIG = Symbol('APP_CONFIG');
/** The URL of the database the app actually uses (embedded or DATABASE_URL). */
export const DATABASE_URL = Symbol('DATABASE_URL');

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
      ],
      exports: [APP_CONFIG, DATABASE_URL],
    };
  }
}
