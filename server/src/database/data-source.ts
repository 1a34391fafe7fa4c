import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from '@server/common/db/snake-naming.strategy';

/** The requests' pool unless DATABASE_POOL_SIZE says otherwise (AppConfig.databasePoolSize). */
export const DEFAULT_POOL_SIZE = 20;

/** One definition for the app, the scripts and ormconfig.ts, so they never disagree. */
export function dataSourceOptions(url: string, poolSize = DEFAULT_POOL_SIZE): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    extra: { max: poolSize, application_name: 'placement-portal' },
  };
}

export function createDataSource(url: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}
