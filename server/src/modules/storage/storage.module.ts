import { Module } from '@nestjs/common';
import { ObjectStore } from './object-store';

/**
 * Bytes in the database (decision 0043): what every instance on one PostgreSQL must serve.
 * Files keep uploaded content here and the PDA module its bulk reports.
 */
@Module({ providers: [ObjectStore], exports: [ObjectStore] })
export class StorageModule {}
