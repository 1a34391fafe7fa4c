import { Global, Module } from '@nestjs/common';
import { ObjectStore } from './object-store';

/**
 * Bytes in the database (decision 0043): what several instances on one PostgreSQL must all
 * serve. Global like the config: files and reports both keep their content here.
 */
@Global()
@Module({ providers: [ObjectStore], exports: [ObjectStore] })
export class StorageModule {}
